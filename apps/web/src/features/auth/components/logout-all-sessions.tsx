import { sessionMessages } from '@carreras/domain/auth/sessions';
import { Alert, Button, Card, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useSessionActions } from '../../../lib/session.tsx';
import type { UserType } from '../../../lib/session-storage.ts';

/** Ends every session of the account (this one too) and goes to the login of that kind. */
function useLogoutAll(kind: UserType, fallback: string) {
  const { signOutEverywhere } = useSessionActions();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setPending(true);
    setFailure(null);
    try {
      await signOutEverywhere(kind);
      navigate(kind === 'runner' ? paths.login : paths.admin.login, { replace: true });
      notify.success(sessionMessages.allSessionsClosed);
    } catch (error) {
      setFailure(errorMessage(error, fallback));
    } finally {
      setPending(false);
    }
  };
  return { run, pending, failure };
}

/** 'Mi Perfil': the runner's way to end sessions left open on other devices (voseo). */
export function LogoutAllSessionsCard() {
  const { run, pending, failure } = useLogoutAll('runner', sessionMessages.logoutAllError);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          Sesiones
        </Title>
        <Text>
          Si ingresaste desde otro teléfono o computadora, podés cerrar la sesión en todos ellos. También se cierra en
          este dispositivo.
        </Text>
        {failure && (
          <Alert color="red" role="alert" w="100%">
            {failure}
          </Alert>
        )}
        <Button variant="light" color="red" loading={pending} onClick={run}>
          Cerrar todas las sesiones
        </Button>
      </Stack>
    </Card>
  );
}

/** The admin area's side menu: the same action in usted voice; a refusal shows as a toast. */
export function LogoutAllSessionsButton({ className }: { className?: string }) {
  const { run, pending, failure } = useLogoutAll('admin', sessionMessages.adminLogoutAllError);
  return (
    <>
      <UnstyledButton
        className={className}
        onClick={run}
        disabled={pending}
        title="Cierra su sesión en todos los dispositivos, incluido este"
      >
        Cerrar todas las sesiones
      </UnstyledButton>
      {failure && (
        <Text role="alert" size="sm" c="red.8" px="sm">
          {failure}
        </Text>
      )}
    </>
  );
}
