import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form.tsx';

/** '/restablecer-contrasena?token=…': where a password-reset email's link opens. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <Container size="xs" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </Container>
  );
}
