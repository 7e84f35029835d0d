import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { TimingScreen } from '../../../features/timing/components/timing-screen.tsx';
import { registerServiceWorker } from '../../../lib/service-worker.ts';

export default function AdminTimingPage() {
  const eventId = Number(useParams().eventId);
  // Reached by a link from a public page too: this visit must leave the offline copy installed.
  useEffect(() => registerServiceWorker(), []);
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return <TimingScreen eventId={eventId} />;
}
