import type { Event } from '@carreras/domain/events/event.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The current event (D17: the active event whose date is next, else the latest), or null when none is active. */
export const currentEventQuery = () =>
  queryOptions({
    queryKey: ['events', 'current'],
    queryFn: async (): Promise<Event | null> => {
      const answer = await apiRequest<Event[] | { items: Event[] }>('/events', {
        query: { active: true, limit: 1 },
        session: 'none',
      });
      const events = Array.isArray(answer) ? answer : answer.items;
      return events[0] ?? null;
    },
  });

export const useCurrentEvent = () => useQuery(currentEventQuery());
