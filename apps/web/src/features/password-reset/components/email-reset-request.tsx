import { type PasswordResetRequested, passwordResetRequestSchema } from '@carreras/domain/auth/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useRequestReset } from '../api/request-reset.ts';

type FormInput = z.input<typeof passwordResetRequestSchema>;
type FormOutput = z.output<typeof passwordResetRequestSchema>;

/**
 * '¿Olvidaste tu contraseña?' by email: the DNI, and a link to the account's address. The answer reads the same
 * whether or not the DNI has an account (decision 017), so it says "si hay una cuenta".
 */
export function EmailResetRequest({ initialDni }: { initialDni: string }) {
  const request = useRequestReset();
  const [sent, setSent] = useState<PasswordResetRequested | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { dni: initialDni },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ dni }) => {
    setFailure(null);
    setSent(null);
    try {
      setSent(await request.mutateAsync({ dni }));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['dni']);
      setFailure(errorMessage(error, 'No pudimos enviar el enlace. Probá de nuevo en unos minutos.'));
    }
  });

  return (
    <Card withBorder shadow="sm" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Recibir un enlace por correo">
        <Stack gap="md">
          <Title order={1}>¿Olvidaste tu contraseña?</Title>
          <Text>
            Escribí tu DNI y te mandamos un enlace al correo de tu cuenta para que elijas una contraseña nueva.
          </Text>
          <TextInput
            label="Tu DNI"
            inputMode="numeric"
            autoComplete="username"
            error={errors.dni?.message}
            {...form.register('dni')}
          />
          <Button type="submit" loading={isSubmitting}>
            Enviarme el enlace
          </Button>
          {sent && (
            <Alert color="green" role="status">
              <Stack gap={4}>
                {/* A title of its own in the text colour: Mantine's green title fails WCAG AA contrast. */}
                <Text size="sm" fw={700}>
                  Revisá tu correo
                </Text>
                <Text size="sm">{sent.message}</Text>
                <Text size="sm">
                  Si en unos minutos no llegó, mirá en la carpeta de spam o pedí otro enlace: el anterior deja de
                  servir.
                </Text>
              </Stack>
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
