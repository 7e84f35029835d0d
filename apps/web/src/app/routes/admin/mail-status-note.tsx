import { Text } from '@mantine/core';
import { usePasswordResetAvailability } from '../../../features/password-reset/api/get-availability.ts';

/**
 * Beside an admin's password reset: whether runners can get a link by email themselves (decision 017). Says
 * nothing until the server has answered, and never that email works when it does not.
 */
export function MailStatusNote() {
  const availability = usePasswordResetAvailability();
  if (!availability.isSuccess) return null;
  return (
    <Text size="sm" c="dimmed">
      {availability.data.email
        ? 'El corredor también puede recuperar su contraseña por correo, desde "¿Olvidaste tu contraseña?".'
        : 'El envío de correos no está activado (SMTP_URL): un corredor que olvidó su contraseña solo puede pedírsela a la organización, y usted le da una temporal.'}
    </Text>
  );
}
