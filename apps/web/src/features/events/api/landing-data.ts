import { LANDING_DATA_ID, type LandingData } from '@carreras/domain/events/landing-data';
import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../api/events.ts';
import { placesKeys } from '../../../api/places.ts';

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
  // The public list of events: the current event and the open ones are read from it.
  queryClient.setQueryData(eventKeys.list('public'), data.events);
  const current = data.events[0];
  if (current) queryClient.setQueryData(eventKeys.categories(current.id), data.categories);
  if (current && data.registration?.eventId === current.id) {
    queryClient.setQueryData(placesKeys.info(current.id), data.registration);
  }
  // The other open editions' prices and places, which the landing offers beside the current event.
  for (const offer of Array.isArray(data.offers) ? data.offers : []) {
    if (typeof offer?.eventId === 'number') queryClient.setQueryData(placesKeys.info(offer.eventId), offer);
  }
}
