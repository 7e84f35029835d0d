import type { RiderResult } from '@carreras/domain/results/results-hub.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { resultsHubKeys, retryServerErrors } from './results-hub-keys.ts';

export const riderResultQuery = (eventId: number, dorsal: number) =>
  queryOptions({
    queryKey: resultsHubKeys.rider(eventId, dorsal),
    queryFn: ({ signal }) =>
      apiRequest<RiderResult>(`/results/${eventId}/riders/${dorsal}`, { session: 'none', signal }),
    retry: retryServerErrors,
  });

/** While the rider is still racing, the page follows them every 15 s. */
export const useRiderResult = (eventId: number, dorsal: number) =>
  useQuery({
    ...riderResultQuery(eventId, dorsal),
    refetchInterval: (query) => (query.state.data && !query.state.data.finished ? 15_000 : false),
  });

/** Files made on the server: the diploma (PDF) and the share card (PNG). */
export const diplomaUrl = (eventId: number, dorsal: number) => `/api/results/${eventId}/riders/${dorsal}/diploma.pdf`;
export const shareCardUrl = (eventId: number, dorsal: number) => `/api/results/${eventId}/riders/${dorsal}/card.png`;
