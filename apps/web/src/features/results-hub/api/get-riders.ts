import type { RidersResponse } from '@carreras/domain/results/results-hub.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { resultsHubKeys, retryServerErrors } from './results-hub-keys.ts';

/** Every rider of an edition (all distances), loaded once so the search answers as you type. */
export const ridersQuery = (eventId: number) =>
  queryOptions({
    queryKey: resultsHubKeys.riders(eventId),
    queryFn: ({ signal }) => apiRequest<RidersResponse>(`/results/${eventId}/riders`, { session: 'none', signal }),
    retry: retryServerErrors,
    staleTime: 30_000,
  });

export const useRiders = (eventId: number) => useQuery(ridersQuery(eventId));
