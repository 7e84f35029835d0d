import { changePasswordFormSchema } from '@carreras/domain/auth/auth.schemas';
import { passwordChangeLimitReached } from '@carreras/domain/auth/password-changes';
import { MAX_PASSWORD_CHANGES } from '@carreras/domain/limits';
import { messages } from '@carreras/domain/messages';
import type { Runner } from '@carreras/domain/runners/runner.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useSessionActions } from '../../../lib/session.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { usePasswordChangeCount } from '../api/get-password-change-count.ts';

type FormInput = z.input<typeof changePasswordFormSchema>;
type FormOutput = z.output<typeof changePasswordFormSchema>;

export function PasswordSection({ runner }: { runner: Runner }) {
  const count = usePasswordChangeCount();
  // A temporary password set by an admin (D14) is replaced at once, and that change does not count.
  const temporary = runner.requiereCambioPassword;
  const [open, setOpen] = useState(temporary);
  const used = count.data ?? 0;
  const limitReached = passwordChangeLimitReached({ temporary, changes: used });

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Seguridad
      </Title>
      <Text mb="sm">
        Cambios de contraseña realizados:{' '}
        <Text span fw={700}>
          {count.isPending ? '…' : `${used}/${MAX_PASSWORD_CHANGES}`}
        </Text>
      </Text>
      {temporary && (
        <Alert color="yellow" mb="sm" role="status">
          Tu contraseña es temporal. Cambiala para seguir usando tu cuenta.
        </Alert>
      )}
      {limitReached ? (
        <Alert color="yellow">{messages.passwordChangeLimit}</Alert>
      ) : open ? (
        <ChangePasswordForm runner={runner} canCancel={!temporary} onClose={() => setOpen(false)} />
      ) : (
        !count.isPending && (
          <Button variant="light" onClick={() => setOpen(true)}>
            Cambiar Contraseña
          </Button>
        )
      )}
    </Card>
  );
}

function ChangePasswordForm({
  runner,
  canCancel,
  onClose,
}: {
  runner: Runner;
  canCancel: boolean;
  onClose: () => void;
}) {
  const change = useChangePassword();
  const { adoptRunnerToken } = useSessionActions();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      // The change ends every older session; this one continues with the token the server just issued.
      adoptRunnerToken(answer.token, { ...runner, requiereCambioPassword: false });
      notify.success(messages.passwordChanged);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword']);
      const message = errorMessage(error, messages.passwordChangeError);
      setFailure(message);
      notify.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Cambiar contraseña">
      <Stack gap="sm">
        <PasswordInput
          label="Contraseña actual"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordInput
          label="Nueva contraseña"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordInput
          label="Confirmar nueva contraseña"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" grow preventGrowOverflow={false}>
          {canCancel && (
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={isSubmitting}>
            Guardar Contraseña
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
