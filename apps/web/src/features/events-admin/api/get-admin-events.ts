import type { Event, EventStats } from '@carreras/domain/events/event.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminEventsQuery = () =>
  queryOptions({
    queryKey: ['events', 'admin', 'list'],
    queryFn: ({ signal }) => apiRequest<Event[]>('/events', { session: 'admin', signal }),
  });

export const adminEventQuery = (id: number) =>
  queryOptions({
    queryKey: ['events', 'admin', 'detail', id],
    queryFn: ({ signal }) => apiRequest<Event>(`/events/${id}`, { session: 'admin', signal }),
  });

export const eventStatsQuery = (id: number) =>
  queryOptions({
    queryKey: ['events', 'admin', 'stats', id],
    queryFn: ({ signal }) => apiRequest<EventStats>(`/events/${id}/stats`, { session: 'admin', signal }),
  });

/** Every event, active or not. */
export const useAdminEvents = () => useQuery(adminEventsQuery());
export const useAdminEvent = (id: number) => useQuery(adminEventQuery(id));
export const useEventStats = (id: number) => useQuery(eventStatsQuery(id));
