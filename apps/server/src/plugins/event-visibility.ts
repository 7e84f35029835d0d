import { eventMessages } from '@carreras/domain/events/event.schemas';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/app-error.ts';
import { seasonUpdates } from '../lib/live-updates.ts';
import { findEventActive } from '../modules/events/events.repository.ts';

/**
 * An inactive event is not published (a next edition being prepared, an edition the organiser took down):
 * only administrators read it. Every public endpoint that names an event — by `:eventId`, by the `:id` of
 * `/events/:id…`, or by `eventId` in its query — answers anyone else 404 'Evento no encontrado' for it, the
 * answer of an event that does not exist, so nobody learns it is there. lib/contract-route.ts puts the check
 * on every such endpoint as it registers it: a new public endpoint naming an event is covered without a line.
 */

/** A read event's state serves this long at most: a change written outside the API shows within it. */
export const EVENT_VISIBILITY_MAX_AGE_MS = 2000;
/** Events whose state is kept at once (more than any organiser has): bounds the memory. */
const MAX_KEPT = 10_000;

interface Kept {
  active: boolean;
  at: number;
}

/**
 * Whether each event is active, as last read. The results reads of race day ask on every request, so the
 * state is kept rather than read each time: dropped at once by the events service's own writes, in the other
 * processes through the season's NOTIFY, and after EVENT_VISIBILITY_MAX_AGE_MS whatever happens. Only events
 * that exist are kept: asking for unknown ids leaves nothing behind.
 */
const keptByDb = new WeakMap<Kysely<Database>, Map<number, Kept>>();
const watched = new WeakSet<object>();

function keptOf(db: Kysely<Database>): Map<number, Kept> {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  return kept;
}

/** Forgets what is known of every event's state (an event was written). */
export function forgetEventVisibility(db: Kysely<Database>): void {
  keptByDb.get(db)?.clear();
}

/** Whether an event is active; null when there is no such event. */
export async function isEventActive(app: FastifyInstance, eventId: number): Promise<boolean | null> {
  const db = app.db.db;
  if (!watched.has(app.db)) {
    watched.add(app.db);
    // The bus exists once the app is registered (plugins/public-bytes.ts opens it): this only listens to it.
    seasonUpdates(app).subscribe(() => forgetEventVisibility(db));
  }
  const kept = keptOf(db);
  const known = kept.get(eventId);
  if (known && Date.now() - known.at < EVENT_VISIBILITY_MAX_AGE_MS) return known.active;
  const active = await findEventActive(db, eventId);
  if (active === null) {
    kept.delete(eventId);
    return null;
  }
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(eventId, { active, at: Date.now() });
  return active;
}

/** Where an endpoint names the event it reads, if it may. */
type EventOf = (request: FastifyRequest) => unknown;

function eventOf(path: string, takesQuery: boolean): EventOf | null {
  if (/\/:eventId(\/|$)/.test(path)) return (request) => (request.params as { eventId?: unknown }).eventId;
  if (/^\/events\/:id(\/|$)/.test(path)) return (request) => (request.params as { id?: unknown }).id;
  if (takesQuery) return (request) => (request.query as { eventId?: unknown } | undefined)?.eventId;
  return null;
}

/**
 * The check of a public endpoint that names an event (after validation, so ids are numbers, and after the
 * access hook, so an administrator is known): undefined for an endpoint that names none. An unknown event
 * goes on to the route, which answers its own 404.
 */
export function hideInactiveEvents(endpoint: {
  path: string;
  access: string;
  query?: unknown;
}): preHandlerAsyncHookHandler | undefined {
  if (endpoint.access !== 'public') return undefined;
  const named = eventOf(endpoint.path, endpoint.query !== undefined);
  if (!named) return undefined;
  return async function hideInactiveEvent(request) {
    if (request.principal?.type === 'admin') return;
    const eventId = named(request);
    if (typeof eventId !== 'number') return;
    if ((await isEventActive(request.server, eventId)) === false) throw notFound(eventMessages.eventNotFound);
  };
}
