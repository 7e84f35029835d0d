import { messages } from '@carreras/domain/messages';
import { Alert, Stack, Title } from '@mantine/core';
import { AdminAccounts } from '../../../features/admin-accounts/components/admin-accounts.tsx';
import { useAdminSession } from '../../../lib/session.tsx';

/** Super admins only (D14); the server refuses everyone else anyway (D3). */
export default function AdminAccountsPage() {
  const session = useAdminSession();
  const admin = session.status === 'authenticated' ? session.user : null;
  return (
    <Stack gap="lg">
      <Title order={1}>Administradores</Title>
      {admin?.role === 'super_admin' ? (
        <AdminAccounts currentAdminId={admin.id} />
      ) : (
        <Alert color="red" role="alert">
          {messages.forbidden}
        </Alert>
      )}
    </Stack>
  );
}
