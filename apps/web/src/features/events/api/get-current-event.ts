import type { Event } from '@carreras/domain/events/event.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The first of the server's D17 order, or null when no event is active. */
export const currentEventFrom = (answer: Event[] | { items: Event[] }): Event | null =>
  (Array.isArray(answer) ? answer : answer.items)[0] ?? null;

/** The current event (D17: the active event whose date is next, else the latest), or null when none is active. */
export const currentEventQuery = () =>
  queryOptions({
    queryKey: ['events', 'current'],
    queryFn: async (): Promise<Event | null> => {
      const answer = await apiRequest<Event[] | { items: Event[] }>('/events', {
        query: { active: true, limit: 1 },
        session: 'none',
      });
      return currentEventFrom(answer);
    },
  });

export const useCurrentEvent = () => useQuery(currentEventQuery());
