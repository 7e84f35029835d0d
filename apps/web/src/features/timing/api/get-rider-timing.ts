import type { RiderTiming } from '@carreras/domain/timing/timing.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * 'Buscar dorsal': one rider's passages, laps, penalty and status. Under the event's timing key, so
 * every timing or correction write (which invalidates ['timing', eventId]) refreshes it.
 */
export const riderTimingQuery = (eventId: number, bib: number) =>
  queryOptions({
    queryKey: ['timing', eventId, 'rider', bib],
    queryFn: ({ signal }) => apiRequest<RiderTiming>(`/timing/${eventId}/riders/${bib}`, { session: 'admin', signal }),
    retry: false,
  });

export const useRiderTiming = (eventId: number, bib: number | null) =>
  useQuery({ ...riderTimingQuery(eventId, bib ?? 0), enabled: bib !== null });
