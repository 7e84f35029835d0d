import { Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { RunnerStandingsLines } from '../../features/championships/components/runner-standings-lines.tsx';
import { riderResultQuery } from '../../features/results-hub/api/get-rider-result.ts';
import { RiderResultView } from '../../features/results-hub/components/rider-result-view.tsx';

/** '/resultados/{eventId}/{dorsal}': one rider's own result, to keep and to share. */
export default function RiderResultPage() {
  const params = useParams();
  const eventId = Number(params.eventId);
  const dorsal = Number(params.dorsal);
  const valid = Number.isInteger(eventId) && eventId >= 1 && Number.isInteger(dorsal) && dorsal >= 1;
  // The view's own read, shared through the cache: this one only reads what it holds.
  const rider = useQuery({ ...riderResultQuery(eventId, dorsal), enabled: false });
  if (!valid) return <Navigate to={paths.notFound} replace />;
  return (
    <Container size="md" px="xs" py="md">
      <Stack gap="md">
        <RiderResultView eventId={eventId} dorsal={dorsal} resultsHref={paths.eventResults(eventId)} />
        <RunnerStandingsLines runnerId={rider.data?.runnerId ?? null} standingsHref={paths.championship} />
      </Stack>
    </Container>
  );
}
