import { LANDING_DATA_ID, type LandingData } from '@carreras/domain/events/landing-data';
import type { QueryClient } from '@tanstack/react-query';
import { activeEventsQuery } from './get-active-events.ts';
import { currentEventFrom, currentEventQuery } from './get-current-event.ts';
import { eventCategoriesQuery } from './get-event-categories.ts';
import { openEventsFrom, openEventsQuery } from './get-open-events.ts';

const isLandingData = (value: unknown): value is LandingData =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as LandingData).events) &&
  Array.isArray((value as LandingData).categories) &&
  (value as LandingData).events.every((event) => typeof event?.id === 'number');

/**
 * Puts the answers the server sent inside the landing page into the query cache, as if just fetched, so the
 * first render already shows the event. Without the block (any other page, or the server could not read
 * them) or with one that does not parse, nothing is seeded and the queries fetch as usual. Only on `/`: the
 * offline app shell kept by the service worker may be an old landing page, whose answers are long stale.
 */
export function seedLandingData(queryClient: QueryClient, doc: Document = document): void {
  const block = doc.getElementById(LANDING_DATA_ID);
  if (!block) return;
  block.remove();
  if (doc.location.pathname !== '/') return;
  let data: unknown;
  try {
    data = JSON.parse(block.textContent ?? '');
  } catch {
    return;
  }
  if (!isLandingData(data)) return;
  const current = currentEventFrom(data.events);
  queryClient.setQueryData(currentEventQuery().queryKey, current);
  queryClient.setQueryData(openEventsQuery().queryKey, openEventsFrom(data.events));
  queryClient.setQueryData(activeEventsQuery().queryKey, data.events);
  if (current) queryClient.setQueryData(eventCategoriesQuery(current.id).queryKey, data.categories);
  if (current && data.registration?.eventId === current.id) {
    queryClient.setQueryData(['registration', current.id], data.registration);
  }
}
