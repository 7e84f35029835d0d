import { useParams } from 'react-router';
import { EventNotFound } from '../../../features/events-admin/components/event-detail.tsx';
import { RemindersScreen } from '../../../features/reminders/components/reminders-screen.tsx';
import { eventRouteId } from './event-detail.tsx';

export default function AdminRemindersPage() {
  const id = eventRouteId(useParams().eventId);
  return id === null ? <EventNotFound /> : <RemindersScreen eventId={id} />;
}
