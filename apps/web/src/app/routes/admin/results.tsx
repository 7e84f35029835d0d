import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ExportResultsButton } from '../../../features/results/components/export-results-button.tsx';
import { ResultsView } from '../../../features/results/components/results-view.tsx';
import { RiderLookup } from '../../../features/timing/components/rider-lookup.tsx';

export default function AdminResultsPage() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return (
    <Stack gap="lg">
      <Group gap="lg">
        <Anchor component={Link} to={paths.admin.timing(eventId)}>
          Volver al Cronometraje
        </Anchor>
        <Anchor component={Link} to={paths.admin.dashboard}>
          Volver al Panel
        </Anchor>
        <Anchor href={paths.results(eventId)} target="_blank" rel="noopener">
          Página pública de resultados
        </Anchor>
        <Anchor href={paths.podium(eventId)} target="_blank" rel="noopener">
          Podio para imprimir
        </Anchor>
        <Anchor href={paths.finishLine(eventId)} target="_blank" rel="noopener">
          Pantalla de llegada
        </Anchor>
        <Anchor component={Link} to={paths.admin.resultsImport(eventId)}>
          Importar resultados
        </Anchor>
      </Group>
      <Title order={1}>Resultados</Title>
      <RiderLookup eventId={eventId} />
      <ResultsView
        eventId={eventId}
        actions={({ distance, group }) => <ExportResultsButton eventId={eventId} distance={distance} group={group} />}
      />
    </Stack>
  );
}
