import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, download } from '../../../api/call.ts';
import { resultsHubApi, resultsKeys } from '../../../api/results.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';

export const podiumQuery = (eventId: number, size: number) =>
  queryOptions({
    queryKey: resultsKeys.podium(eventId, size),
    queryFn: ({ signal }) =>
      call(resultsHubApi.podium, { params: { eventId }, query: { size }, session: 'none', signal }),
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
  download(resultsHubApi.podiumExport, 'podio.xlsx', { params: { eventId }, query: { size } });
