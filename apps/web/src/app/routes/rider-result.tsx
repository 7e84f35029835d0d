import { Container } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { RiderResultView } from '../../features/results-hub/components/rider-result-view.tsx';

/** '/resultados/{eventId}/{dorsal}': one rider's own result, to keep and to share. */
export default function RiderResultPage() {
  const params = useParams();
  const eventId = Number(params.eventId);
  const dorsal = Number(params.dorsal);
  if (!Number.isInteger(eventId) || eventId < 1 || !Number.isInteger(dorsal) || dorsal < 1)
    return <Navigate to={paths.notFound} replace />;
  return (
    <Container size="md" px="xs" py="md">
      <RiderResultView eventId={eventId} dorsal={dorsal} resultsHref={paths.eventResults(eventId)} />
    </Container>
  );
}
