import { Container } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ResultsView } from '../../features/results/components/results-view.tsx';

/**
 * Results for anyone, on a phone at the finish line: no login, name, category and times only. The heading
 * follows the race: 'Resultados en vivo' while it runs, 'Resultados finales' once it is over.
 */
export default function PublicResultsPage() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return (
    <Container size="lg" px="xs" py="md">
      <ResultsView eventId={eventId} pageTitle />
    </Container>
  );
}
