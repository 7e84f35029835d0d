import { Container } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PodiumSheet } from '../../features/results-hub/components/podium-sheet.tsx';
import { useAdminSession } from '../../lib/session.tsx';

/** '/resultados/{eventId}/podio': the podium sheet, printable; the organiser also downloads it as xlsx. */
export default function PodiumPage() {
  const eventId = Number(useParams().eventId);
  const admin = useAdminSession();
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return (
    <Container size="lg" px="xs" py="md">
      <PodiumSheet eventId={eventId} canExport={admin.status === 'authenticated'} />
    </Container>
  );
}
