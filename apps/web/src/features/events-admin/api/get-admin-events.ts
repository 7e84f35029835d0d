import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { eventKeys, eventsApi, useEventList } from '../../../api/events.ts';

export const adminEventQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => call(eventsApi.getEvent, { params: { id }, session: 'admin', signal }),
  });

export const eventStatsQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.stats(id),
    queryFn: ({ signal }) => call(eventsApi.getEventStats, { params: { id }, signal }),
  });

/** Every event, active or not. */
export const useAdminEvents = () => useEventList('admin');
export const useAdminEvent = (id: number) => useQuery(adminEventQuery(id));
export const useEventStats = (id: number) => useQuery(eventStatsQuery(id));
