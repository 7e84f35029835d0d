import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, urlOf } from '../../../api/call.ts';
import { resultsHubApi, resultsKeys } from '../../../api/results.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';

export const riderResultQuery = (eventId: number, dorsal: number) =>
  queryOptions({
    queryKey: resultsKeys.rider(eventId, dorsal),
    queryFn: ({ signal }) => call(resultsHubApi.rider, { params: { eventId, dorsal }, session: 'none', signal }),
    retry: retryServerErrors,
  });

/** While the rider is still racing, the page follows them every 15 s. */
export const useRiderResult = (eventId: number, dorsal: number) =>
  useQuery({
    ...riderResultQuery(eventId, dorsal),
    refetchInterval: (query) => (query.state.data && !query.state.data.finished ? 15_000 : false),
  });

/** Files made on the server: the diploma (PDF) and the share card (PNG). */
export const diplomaUrl = (eventId: number, dorsal: number) => urlOf(resultsHubApi.diploma, { eventId, dorsal });
export const shareCardUrl = (eventId: number, dorsal: number) => urlOf(resultsHubApi.card, { eventId, dorsal });
