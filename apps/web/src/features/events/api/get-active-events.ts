import type { Event } from '@carreras/domain/events/event.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every active event in the server's D17 order (current, upcoming soonest first, past latest first). */
export const activeEventsQuery = () =>
  queryOptions({
    queryKey: ['events', 'active'],
    queryFn: async (): Promise<Event[]> => {
      const answer = await apiRequest<Event[] | { items: Event[] }>('/events', {
        query: { active: true },
        session: 'none',
      });
      return Array.isArray(answer) ? answer : answer.items;
    },
  });

export const useActiveEvents = () => useQuery(activeEventsQuery());
