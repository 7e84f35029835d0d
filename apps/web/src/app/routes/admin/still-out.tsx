import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { StillOutView } from '../../../features/timing/components/still-out-view.tsx';

export default function AdminStillOutPage() {
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId < 1) return <Navigate to={paths.notFound} replace />;
  return <StillOutView eventId={eventId} />;
}
