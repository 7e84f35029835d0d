import { Anchor, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useRunner } from '../../../features/runners/api/get-runner.ts';
import { ResetPasswordButton } from '../../../features/runners/components/reset-password-button.tsx';
import { RunnerDetails } from '../../../features/runners/components/runner-details.tsx';
import { RunnerMails } from '../../../features/runners/components/runner-mails.tsx';
import { MailStatusNote } from './mail-status-note.tsx';
import { RunnerNotFound, routeId } from './runner-not-found.tsx';

export default function AdminRunnerDetailPage() {
  const id = routeId(useParams().id);
  return id === null ? <RunnerNotFound /> : <RunnerDetailScreen id={id} />;
}

function RunnerDetailScreen({ id }: { id: number }) {
  const runner = useRunner(id);
  if (runner.isPending) return <Loader aria-label="Cargando" />;
  if (runner.isError) return <RunnerNotFound />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.runners}>
        ← Volver a Corredores
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>
          {runner.data.nombre} {runner.data.apellido}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={paths.admin.runnerEdit(id)}>
            Editar
          </Button>
          <Button component={Link} to={paths.admin.inscriptionsForRunner(id)} variant="light">
            Inscripciones
          </Button>
          <ResetPasswordButton runnerId={id} />
        </Group>
      </Group>
      <MailStatusNote />
      <RunnerDetails runner={runner.data} />
      <RunnerMails runnerId={id} />
    </Stack>
  );
}
