import { Card, Container, Text, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { useAdminSession } from '../../../lib/session.tsx';
import { PageLoader } from '../guards.tsx';

export default function AdminLoginPage() {
  const session = useAdminSession();
  const navigate = useNavigate();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'authenticated') return <Navigate to={paths.admin.dashboard} replace />;
  return (
    <main>
      <Container size={460} py={64}>
        <Title order={1} ta="center" mb="xs">
          Panel de Administración
        </Title>
        <Text ta="center" mb="lg">
          Ingrese con su DNI y contraseña de administrador.
        </Text>
        <Card withBorder shadow="sm" padding="lg">
          <LoginForm
            allowTypeChoice={false}
            defaultType="admin"
            onSignedIn={() => navigate(paths.admin.dashboard, { replace: true })}
          />
        </Card>
      </Container>
    </main>
  );
}
