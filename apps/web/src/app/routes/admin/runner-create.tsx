import { Anchor, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCreateRunner } from '../../../features/runners/api/save-runner.ts';
import { EMPTY_RUNNER, RunnerForm } from '../../../features/runners/components/runner-form.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { serverErrorMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useSessionActions } from '../../../lib/session.tsx';
import { storedToken } from '../../../lib/session-storage.ts';

const SESSION_EXPIRED = 'Sesión expirada o no autorizada. Por favor, inicie sesión nuevamente.';
const NO_TOKEN = 'No se encontró el token de administrador. Por favor, inicie sesión nuevamente.';

export default function AdminRunnerCreatePage() {
  const navigate = useNavigate();
  const create = useCreateRunner();
  const { signOut } = useSessionActions();
  const [serverError, setServerError] = useState<string | null>(null);

  const leaveToLogin = (message: string) => {
    notify.error(message);
    signOut('admin');
    navigate(paths.admin.login, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.runners}>
        ← Volver a Corredores
      </Anchor>
      <Title order={1}>Registrar Nuevo Corredor</Title>
      <RunnerForm
        mode="create"
        defaultValues={EMPTY_RUNNER}
        serverError={serverError}
        onCancel={() => navigate(paths.admin.runners)}
        onSubmit={async (values) => {
          setServerError(null);
          if (!storedToken('admin')) {
            leaveToLogin(NO_TOKEN);
            return;
          }
          try {
            const runner = await create.mutateAsync(values);
            notify.success('Corredor registrado correctamente');
            navigate(paths.admin.runner(runner.id));
          } catch (error) {
            if (error instanceof ApiError && error.status === 401) {
              leaveToLogin(SESSION_EXPIRED);
              return;
            }
            notify.error(serverErrorMessage(error, 'No se pudo registrar el corredor'));
            setServerError(errorMessage(error, 'Error al registrar corredor'));
          }
        }}
      />
    </Stack>
  );
}
