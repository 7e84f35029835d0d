import { formatPhone } from '@carreras/domain/runners/phone-number';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { type AdminRunner, useRunner } from '../../../features/runners/api/get-runner.ts';
import { useUpdateRunner } from '../../../features/runners/api/save-runner.ts';
import { RunnerForm } from '../../../features/runners/components/runner-form.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
import { RunnerNotFound, routeId } from './runner-not-found.tsx';

export default function AdminRunnerEditPage() {
  const id = routeId(useParams().id);
  return id === null ? <RunnerNotFound /> : <RunnerEditScreen id={id} />;
}

function RunnerEditScreen({ id }: { id: number }) {
  const runner = useRunner(id);
  if (runner.isPending) return <Loader aria-label="Cargando" />;
  if (runner.isError) return <RunnerNotFound />;
  return <EditForm runner={runner.data} />;
}

function EditForm({ runner }: { runner: AdminRunner }) {
  const navigate = useNavigate();
  const update = useUpdateRunner(runner.id);
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Editar Corredor</Title>
        <Text c="dimmed">ID: {runner.id}</Text>
      </div>
      <RunnerForm
        mode="edit"
        defaultValues={{
          ...runner,
          whatsapp: formatPhone(runner.whatsapp),
          telefono: formatPhone(runner.telefono),
          obraSocial: runner.obraSocial ?? '',
          alergia: runner.alergia ?? '',
          club: runner.club ?? '',
          password: '',
          requiereCambioPassword: runner.requiereCambioPassword,
        }}
        serverError={serverError}
        onCancel={() => navigate(paths.admin.runner(runner.id))}
        onSubmit={async (values) => {
          setServerError(null);
          const { password: _password, requiereCambioPassword: _flag, ...body } = values;
          try {
            await update.mutateAsync(body);
            notify.success('Corredor actualizado correctamente');
            navigate(paths.admin.runner(runner.id));
          } catch (error) {
            const message = failureMessage(error, 'Error al actualizar el corredor');
            setServerError(message);
            notify.error(message);
          }
        }}
      />
    </Stack>
  );
}
