import { Container, Stack, Title } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ResultsView } from '../../features/results/components/results-view.tsx';

/** Live results for anyone, on a phone at the finish line: no login, name, category and times only. */
export default function PublicResultsPage() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return (
    <Container size="lg" px="xs" py="md">
      <Stack gap="md">
        <Title order={1}>Resultados en vivo</Title>
        <ResultsView eventId={eventId} />
      </Stack>
    </Container>
  );
}
