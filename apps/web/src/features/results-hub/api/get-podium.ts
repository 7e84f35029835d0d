import type { PodiumResponse } from '@carreras/domain/results/results-hub.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';
import { resultsHubKeys, retryServerErrors } from './results-hub-keys.ts';

export const podiumQuery = (eventId: number, size: number) =>
  queryOptions({
    queryKey: resultsHubKeys.podium(eventId, size),
    queryFn: ({ signal }) =>
      apiRequest<PodiumResponse>(`/results/${eventId}/podium`, { query: { size }, session: 'none', signal }),
    retry: retryServerErrors,
  });

/** Until the last rider is in, the sheet refreshes itself every 15 s. */
export const usePodium = (eventId: number, size: number) =>
  useQuery({
    ...podiumQuery(eventId, size),
    refetchInterval: (query) => (query.state.data && !query.state.data.finished ? 15_000 : false),
  });

/** The podium as a spreadsheet (the organiser's: sent with the admin session). */
export const downloadPodium = (eventId: number, size: number) =>
  apiDownload(`/results/${eventId}/podium/export`, 'podio.xlsx', { query: { size }, session: 'admin' });
