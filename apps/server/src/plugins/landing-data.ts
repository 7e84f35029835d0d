import { randomBytes } from 'node:crypto';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { LANDING_DATA_ID, LANDING_OFFERS, type LandingData } from '@carreras/domain/events/landing-data';
import type { PlacesInfo } from '@carreras/domain/places/places.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// The landing's in-process API calls carry this header with a key no client can know, so they stay out of
// the request log (three more lines per visit to `/` would bury the real traffic).
const INTERNAL_HEADER = 'x-carreras-internal';
const internalKey = randomBytes(16).toString('hex');
export const internal = { [INTERNAL_HEADER]: internalKey };

export const isInternalRequest = (request: FastifyRequest) => request.headers[INTERNAL_HEADER] === internalKey;

/**
 * The answers the landing page asks for first — the active events in D17 order, the current one's
 * categories, prices and places, and the prices and places of the other open editions — taken from the public API in-process, so they are byte for byte what the API would send.
 * Null when any of them fails: the page then asks for them itself and shows its usual error.
 */
export async function landingData(app: FastifyInstance): Promise<LandingData | null> {
  try {
    const events = await app.inject({ method: 'GET', url: '/api/events?active=true', headers: internal });
    if (events.statusCode !== 200) return null;
    const list = events.json() as LandingData['events'];
    const current = list[0];
    if (!current) return { events: list, categories: [] };
    const categories = await app.inject({
      method: 'GET',
      url: `/api/events/${current.id}/categories`,
      headers: internal,
    });
    if (categories.statusCode !== 200) return null;
    // Prices and places (docs/product-choices.md, 'Before the race'): optional, the page asks for them itself when they are missing.
    const registration = await app.inject({
      method: 'GET',
      url: `/api/events/${current.id}/registration`,
      headers: internal,
    });
    const offered = list
      .slice(1)
      .filter((event) => isEventOpen(event))
      .slice(0, LANDING_OFFERS);
    const offers = await Promise.all(
      offered.map((event) =>
        app.inject({ method: 'GET', url: `/api/events/${event.id}/registration`, headers: internal }),
      ),
    );
    return {
      events: list,
      categories: categories.json() as LandingData['categories'],
      registration: registration.statusCode === 200 ? (registration.json() as LandingData['registration']) : null,
      offers: offers.filter((r) => r.statusCode === 200).map((r) => r.json() as PlacesInfo),
    };
  } catch {
    return null;
  }
}

/**
 * The HTML data block (`type="application/json"`): never executed, so the CSP's script rules do not apply,
 * and `<` is escaped so no text in an event's name or description can close the block.
 */
export function landingDataBlock(data: LandingData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${LANDING_DATA_ID}">${json}</script>`;
}
