import { Anchor, Container, Group, Stack } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ResultsView } from '../../features/results/components/results-view.tsx';
import { RiderSearch } from '../../features/results-hub/components/rider-search.tsx';

/**
 * Results for anyone, on a phone at the finish line: no login, name, category and times only. The heading
 * follows the race: 'Resultados en vivo' while it runs, 'Resultados finales' once it is over. The search
 * under the event's name opens a rider's own page.
 */
export default function PublicResultsPage() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return (
    <Container size="lg" px="xs" py="md">
      <Stack gap="lg">
        <ResultsView
          eventId={eventId}
          pageTitle
          search={<RiderSearch eventId={eventId} riderHref={(dorsal) => paths.riderResult(eventId, dorsal)} />}
        />
        <Group gap="md" className="no-print">
          <Anchor component={Link} to={paths.resultsHub}>
            Otras ediciones
          </Anchor>
          <Anchor component={Link} to={paths.podium(eventId)}>
            Podio por categoría
          </Anchor>
          <Anchor component={Link} to={paths.finishLine(eventId)}>
            Pantalla de llegada
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
