import { passwordSchema } from '@carreras/domain/runners/runner.schemas';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useResetRunnerPassword } from '../api/save-runner.ts';
import { generatePassword } from '../generate-password.ts';

/** D14: the admin sets a temporary password the runner must change at next login. */
export function ResetPasswordButton({ runnerId }: { runnerId: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetRunnerPassword(runnerId);

  const submit = async () => {
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      const result = await reset.mutateAsync(parsed.data);
      notify.success(result.message);
      setPassword('');
      close();
    } catch (failure) {
      setError(errorMessage(failure, 'Error al restablecer la contraseña'));
    }
  };

  return (
    <>
      <Button variant="default" onClick={open}>
        Restablecer contraseña
      </Button>
      <Modal opened={opened} onClose={close} title="Restablecer contraseña">
        <Stack>
          <Text size="sm">
            El corredor deberá cambiar esta contraseña temporal en su próximo inicio de sesión. No cuenta para su límite
            de cambios.
          </Text>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label="Contraseña temporal"
              autoComplete="off"
              style={{ flex: 1 }}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error && !reset.isError ? error : undefined}
            />
            <Button variant="light" onClick={() => setPassword(generatePassword())}>
              Generar
            </Button>
          </Group>
          <FormActions
            error={reset.isError ? error : null}
            onCancel={close}
            onSubmit={submit}
            submitLabel="Restablecer"
            pending={reset.isPending}
            pendingLabel="Guardando..."
          />
        </Stack>
      </Modal>
    </>
  );
}
