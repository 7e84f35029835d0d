import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormActions } from '../../../components/form-actions.tsx';
import { generatePassword } from '../../../lib/generate-password.ts';
import { usePasswordReset } from '../../../lib/use-password-reset.ts';
import { useResetRunnerPassword } from '../api/save-runner.ts';

/** D14: the admin sets a temporary password the runner must change at next login. */
export function ResetPasswordButton({ runnerId }: { runnerId: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const reset = useResetRunnerPassword(runnerId);
  const { password, setPassword, error, refused, actions } = usePasswordReset({
    reset: reset.mutateAsync,
    onDone: close,
  });

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
              error={refused ? undefined : error}
            />
            <Button variant="light" onClick={() => setPassword(generatePassword())}>
              Generar
            </Button>
          </Group>
          <FormActions {...actions} error={refused ? error : null} />
        </Stack>
      </Modal>
    </>
  );
}
