import type { PlacesInfo } from '../places/places.schemas.ts';
import type { Category } from '../races/race.schemas.ts';
import type { Event } from './event.schemas.ts';

/**
 * What the server writes into the landing page's HTML (a `<script type="application/json">` block with this
 * id) and the web app reads before its first render: the public answers of `GET /api/events?active=true`
 * and of the first event's `GET /api/events/{id}/categories`.
 */
export const LANDING_DATA_ID = 'landing-data';

export interface LandingData {
  events: Event[];
  categories: Category[];
  /** The first event's `GET /api/events/{id}/registration` (prices, places); absent when it could not be read. */
  registration?: PlacesInfo | null;
  /**
   * The same answer for the other events open for inscriptions (up to `LANDING_OFFERS`), which the landing
   * offers with their price and places; those that could not be read are left out.
   */
  offers?: PlacesInfo[];
}

/** How many other open editions the landing page carries the prices and places of. */
export const LANDING_OFFERS = 3;
