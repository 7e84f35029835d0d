import { passwordResetFormSchema, passwordResetMessages } from '@carreras/domain/auth/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useConfirmReset } from '../api/confirm-reset.ts';

type FormInput = z.input<typeof passwordResetFormSchema>;
type FormOutput = z.output<typeof passwordResetFormSchema>;

function AskAgain() {
  return (
    <Anchor component={Link} to={paths.forgotPassword()} underline="always">
      Pedir un enlace nuevo
    </Anchor>
  );
}

/** The page a reset email links to: the new password twice (D6 rules); every session ends when it is saved. */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmReset();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; deadLink: boolean } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      setDone((await confirm.mutateAsync({ token, newPassword })).message);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['newPassword']);
      const deadLink = error instanceof ApiError && error.fields?.token !== undefined;
      setFailure({ message: errorMessage(error, 'No pudimos guardar la contraseña. Probá de nuevo.'), deadLink });
    }
  });

  return (
    <Card withBorder shadow="sm" padding="lg">
      <Stack gap="md">
        <Title order={1}>Elegí tu contraseña nueva</Title>
        {!token ? (
          <Alert color="yellow" role="alert">
            <Stack gap={4} align="flex-start">
              <Text size="sm">{passwordResetMessages.linkInvalid}</Text>
              <AskAgain />
            </Stack>
          </Alert>
        ) : done ? (
          <Alert color="green" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm" fw={700}>
                Contraseña guardada
              </Text>
              <Text size="sm">{done}</Text>
              <Button component={Link} to={paths.login}>
                Ingresar
              </Button>
            </Stack>
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Elegir contraseña nueva">
            <Stack gap="sm">
              <Text>Al guardarla se cierran todas tus sesiones abiertas, en cualquier dispositivo.</Text>
              <PasswordInput
                label="Contraseña nueva"
                autoComplete="new-password"
                error={errors.newPassword?.message}
                {...form.register('newPassword')}
              />
              <PasswordInput
                label="Repetí la contraseña nueva"
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                {...form.register('confirmPassword')}
              />
              {failure && (
                <Alert color="red" role="alert">
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{failure.message}</Text>
                    {failure.deadLink && <AskAgain />}
                  </Stack>
                </Alert>
              )}
              <Button type="submit" loading={isSubmitting}>
                Guardar contraseña
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
