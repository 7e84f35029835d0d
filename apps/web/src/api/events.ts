import type { EndpointResponse } from '@carreras/domain/api/define-endpoint';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import type { eventsContract } from '@carreras/domain/events/events.contract';
import type { Category } from '@carreras/domain/races/race.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, routes } from './call.ts';

/** Events' endpoints (packages/domain/src/events/events.contract.ts). */
export const eventsApi = routes<typeof eventsContract>({
  listEvents: 'public GET /events',
  getEvent: 'public GET /events/:id',
  listEventCategories: 'public GET /events/:id/categories',
  getEventStats: 'admin GET /events/:id/stats',
  createEvent: 'admin POST /events',
  updateEvent: 'admin PUT /events/:id',
  deleteEvent: 'admin DELETE /events/:id',
  duplicateEvent: 'admin POST /events/:id/duplicate',
});

type EventList = EndpointResponse<typeof eventsContract.listEvents>;

/**
 * Which list of events: `public` is what anyone sees (active events only), `admin` every event, active or
 * not (the back office's screens: events, inscriptions, check-in, timing, reports).
 */
export type EventListScope = 'public' | 'admin';

/**
 * Query keys of events: every read sits under `all`, which every event write invalidates (create, update,
 * delete, duplicate, registration settings), so no screen keeps a stale event.
 */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (scope: EventListScope) => [...eventKeys.lists(), scope] as const,
  detail: (eventId: number) => [...eventKeys.all, eventId] as const,
  categories: (eventId: number) => [...eventKeys.detail(eventId), 'categories'] as const,
  stats: (eventId: number) => [...eventKeys.detail(eventId), 'stats'] as const,
};

/** The one list of events, in the server's D17 order (the current event first). */
export const eventListQuery = (scope: EventListScope) =>
  queryOptions({
    queryKey: eventKeys.list(scope),
    queryFn: ({ signal }) =>
      scope === 'admin'
        ? call(eventsApi.listEvents, { session: 'admin', signal })
        : call(eventsApi.listEvents, { query: { active: true }, session: 'none', signal }),
  });

/** The events of a list whose registration window is open today, in the list's order. */
export const openEventsFrom = (events: EventList): EventList => events.filter((event) => isEventOpen(event));

/** The first of the server's D17 order, or null when no event is active. */
export const currentEventFrom = (events: EventList): EventList[number] | null => events[0] ?? null;

/** The events of a scope, shared by every screen that lists them (one cache entry per scope). */
export const useEventList = (scope: EventListScope) => useQuery(eventListQuery(scope));

/**
 * Events that take inscriptions now: active and inside their window (spec 4, D9), in the server's D17 order.
 * The landing and the inscription form share it; the server checks again on every inscription (D4).
 */
export const useOpenEvents = () => useQuery({ ...eventListQuery('public'), select: openEventsFrom });

/** The current event (D17: the active event whose date is next, else the latest), or null when none is active. */
export const useCurrentEvent = () => useQuery({ ...eventListQuery('public'), select: currentEventFrom });

/** The categories an event offers, by distance. */
export const eventCategoriesQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.categories(eventId),
    queryFn: ({ signal }) => call(eventsApi.listEventCategories, { params: { id: eventId }, session: 'none', signal }),
  });

/** An event's categories with its distances: unique and ascending, those of its categories (D5). */
export interface EventChoices<C extends { distancia: number } = Category> {
  categories: C[];
  distances: number[];
}

export const eventChoicesFrom = <C extends { distancia: number }>(categories: C[]): EventChoices<C> => ({
  categories,
  distances: [...new Set(categories.map((c) => c.distancia))].sort((a, b) => a - b),
});

/**
 * An event's categories with its distances (D5), the one read of them for every screen: the landing, the
 * inscription forms, the grid's filters, the start groups. Nothing is asked while no event is chosen (null or 0).
 */
export const useEventCategories = (eventId: number | null) =>
  useQuery({ ...eventCategoriesQuery(eventId ?? 0), select: eventChoicesFrom, enabled: (eventId ?? 0) > 0 });
