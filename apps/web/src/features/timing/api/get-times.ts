import type { timesResponseSchema } from '@carreras/domain/timing/timing.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TimesResponse = z.infer<typeof timesResponseSchema>;

/** Every passage of the event, newest first (to count laps per bib before recording). */
export const timesQuery = (eventId: number, live = false) =>
  queryOptions({
    queryKey: ['timing', eventId, 'times'],
    queryFn: ({ signal }) => apiRequest<TimesResponse>(`/timing/${eventId}/times`, { session: 'admin', signal }),
    refetchInterval: live ? 30_000 : 3000,
    retry: false,
  });

export const useTimes = (eventId: number, live = false) => useQuery(timesQuery(eventId, live));
