import { Alert, Container, Loader, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ForgotPasswordHelp } from '../../features/password-help/components/forgot-password-help.tsx';
import { usePasswordResetAvailability } from '../../features/password-reset/api/get-availability.ts';
import { EmailResetRequest } from '../../features/password-reset/components/email-reset-request.tsx';

/**
 * '/olvide-mi-contrasena?dni=…': a link by email when the site sends email (decision 017), with the WhatsApp
 * chat to the organiser below as the fallback; without email, the chat alone and a line saying why.
 */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const dni = (params.get('dni') ?? '').replace(/\D/g, '').slice(0, 9);
  const availability = usePasswordResetAvailability();
  const email = availability.data?.email === true;
  return (
    <Container size="xs" py="xl" px={{ base: 'sm', sm: 'md' }}>
      {availability.isPending ? (
        <Loader size="sm" aria-label="Cargando" />
      ) : email ? (
        <Stack gap="lg">
          <EmailResetRequest initialDni={dni} />
          <ForgotPasswordHelp initialDni={dni} heading="¿No te llega el correo?" headingOrder={2} />
        </Stack>
      ) : (
        <Stack gap="lg">
          {availability.isSuccess && (
            <Alert color="gray" role="status">
              Este sitio todavía no envía correos: para recuperar tu contraseña, escribile a la organización.
            </Alert>
          )}
          <ForgotPasswordHelp initialDni={dni} />
        </Stack>
      )}
    </Container>
  );
}
