import { Container } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PublicInscriptos } from '../../features/public-list/components/public-inscriptos.tsx';

/** '/eventos/{eventId}/inscriptos': the event's public list of inscriptos, when the organiser publishes it. */
export default function PublicInscriptosPage() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return (
    <Container size="md" px="xs" py="md">
      <PublicInscriptos eventId={eventId} />
    </Container>
  );
}
