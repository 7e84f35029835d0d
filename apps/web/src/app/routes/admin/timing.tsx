import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { TimingScreen } from '../../../features/timing/components/timing-screen.tsx';

export default function AdminTimingPage() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return <TimingScreen eventId={eventId} />;
}
