import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { RunnersList } from '../../../features/runners/components/runners-list.tsx';

export default function AdminRunnersPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Corredores</Title>
        <Button component={Link} to={paths.admin.runnerCreate}>
          Registrar Nuevo Corredor
        </Button>
      </Group>
      <RunnersList />
    </Stack>
  );
}
