import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { EventDetail, EventNotFound } from '../../../features/events-admin/components/event-detail.tsx';
import { PlacesSettingsPanel } from '../../../features/places/components/places-settings.tsx';

/** The id in the address, or null when it is not a positive whole number. */
export function eventRouteId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function AdminEventDetailPage() {
  const id = eventRouteId(useParams().eventId);
  return id === null ? (
    <EventNotFound />
  ) : (
    <EventDetail id={id} placesSettings={<PlacesSettingsPanel eventId={id} />} />
  );
}

/** D16: the event's timing link opens the timing screen of that event. */
export function AdminEventTimingRedirect() {
  const id = eventRouteId(useParams().eventId);
  return <Navigate to={id === null ? paths.admin.events : paths.admin.timing(id)} replace />;
}
