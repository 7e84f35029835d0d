import type { Event } from '@carreras/domain/events/event.schemas';
import type { Category } from '@carreras/domain/races/race.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const timingEventsQuery = () =>
  queryOptions({
    queryKey: ['timing', 'events'],
    queryFn: ({ signal }) => apiRequest<Event[]>('/events', { session: 'admin', signal }),
  });

export const useTimingEvents = () => useQuery(timingEventsQuery());

export const useEventCategoriesForGroups = (eventId: number) =>
  useQuery({
    queryKey: ['timing', eventId, 'categories'],
    queryFn: ({ signal }) => apiRequest<Category[]>(`/events/${eventId}/categories`, { session: 'admin', signal }),
  });
