import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ForgotPasswordHelp } from '../../features/password-help/components/forgot-password-help.tsx';

/** '/olvide-mi-contrasena?dni=…': the WhatsApp chat that asks the organiser for a new password. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const dni = (params.get('dni') ?? '').replace(/\D/g, '').slice(0, 9);
  return (
    <Container size="xs" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <ForgotPasswordHelp initialDni={dni} />
    </Container>
  );
}
