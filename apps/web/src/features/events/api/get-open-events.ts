import type { Event } from '@carreras/domain/events/event.schemas';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Active events whose registration window is open today (D9), in the server's D17 order. */
export const openEventsQuery = () =>
  queryOptions({
    queryKey: ['events', 'open'],
    queryFn: async (): Promise<Event[]> => {
      const answer = await apiRequest<Event[] | { items: Event[] }>('/events', {
        query: { active: true },
        session: 'none',
      });
      const events = Array.isArray(answer) ? answer : answer.items;
      return events.filter((event) => isEventOpen(event));
    },
  });

export const useOpenEvents = () => useQuery(openEventsQuery());
