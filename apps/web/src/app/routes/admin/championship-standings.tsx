import { Anchor, Group, Stack } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AdminStandings } from '../../../features/championships/components/admin-standings.tsx';

export default function AdminChampionshipStandingsPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <Navigate to={paths.notFound} replace />;
  return (
    <Stack gap="lg">
      <Group gap="lg" className="no-print">
        <Anchor component={Link} to={paths.admin.championships}>
          Volver a Campeonatos
        </Anchor>
        <Anchor href={paths.championship(id)} target="_blank" rel="noopener">
          Página pública de la clasificación
        </Anchor>
      </Group>
      <AdminStandings id={id} />
    </Stack>
  );
}
