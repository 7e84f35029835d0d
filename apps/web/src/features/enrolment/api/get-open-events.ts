import type { Event } from '@carreras/domain/events/event.schemas';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Events that take enrolments now: active and inside their window (spec 4, D9). The server checks again (D4). */
export const openEventsQuery = () =>
  queryOptions({
    queryKey: ['events', 'open'],
    queryFn: async (): Promise<Event[]> => {
      const answer = await apiRequest<Event[] | { items: Event[] }>('/events', { session: 'none' });
      const events = Array.isArray(answer) ? answer : answer.items;
      return events.filter((event) => isEventOpen(event));
    },
  });

export const useOpenEvents = () => useQuery(openEventsQuery());
