import type { Event } from '@carreras/domain/events/event.schemas';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The events of an answer whose registration window is open today, in the answer's order. */
export const openEventsFrom = (answer: Event[] | { items: Event[] }): Event[] =>
  (Array.isArray(answer) ? answer : answer.items).filter((event) => isEventOpen(event));

/**
 * Events that take enrolments now: active and inside their window (spec 4, D9), in the server's D17 order.
 * The landing and the enrolment form share it; the server checks again on enrolment (D4).
 */
export const openEventsQuery = () =>
  queryOptions({
    queryKey: ['events', 'open'],
    queryFn: async (): Promise<Event[]> => {
      const answer = await apiRequest<Event[] | { items: Event[] }>('/events', {
        query: { active: true },
        session: 'none',
      });
      return openEventsFrom(answer);
    },
  });

export const useOpenEvents = () => useQuery(openEventsQuery());
