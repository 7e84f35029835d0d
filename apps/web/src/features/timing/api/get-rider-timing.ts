import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';

/**
 * 'Buscar dorsal': one rider's passages, laps, penalty and status. Under the event's timing key, so
 * every timing or correction write (which invalidates timingKeys.event) refreshes it.
 */
export const riderTimingQuery = (eventId: number, bib: number) =>
  queryOptions({
    queryKey: timingKeys.rider(eventId, bib),
    queryFn: ({ signal }) => call(timingApi.getRider, { params: { eventId, dorsal: bib }, signal }),
    retry: false,
  });

export const useRiderTiming = (eventId: number, bib: number | null) =>
  useQuery({ ...riderTimingQuery(eventId, bib ?? 0), enabled: bib !== null });
