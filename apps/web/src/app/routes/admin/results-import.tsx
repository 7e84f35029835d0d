import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ResultEntriesSection } from '../../../features/results-import/components/result-entries-section.tsx';
import { ResultsImportScreen } from '../../../features/results-import/components/results-import-screen.tsx';

/** /admin/results/:eventId/import: 'Importar resultados' of a past edition from a sheet. */
export default function AdminResultsImportPage() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return (
    <Stack gap="lg">
      <Group gap="lg">
        <Anchor component={Link} to={paths.admin.results(eventId)}>
          Volver a Resultados
        </Anchor>
      </Group>
      <Title order={1}>Importar resultados</Title>
      <ResultsImportScreen eventId={eventId} />
      <ResultEntriesSection eventId={eventId} />
    </Stack>
  );
}
