import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { FinishLineScreen } from '../../features/results-hub/components/finish-line-screen.tsx';

/** '/resultados/{eventId}/pantalla': full screen at the finish, outside the public layout (no menu). */
export default function FinishLinePage() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return <FinishLineScreen eventId={eventId} />;
}
