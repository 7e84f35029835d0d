import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { resultsHubApi, resultsKeys } from '../../../api/results.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';

/** Every rider of an edition (all distances), loaded once so the search answers as you type. */
export const ridersQuery = (eventId: number) =>
  queryOptions({
    queryKey: resultsKeys.riders(eventId),
    queryFn: ({ signal }) => call(resultsHubApi.riders, { params: { eventId }, session: 'none', signal }),
    retry: retryServerErrors,
    staleTime: 30_000,
  });

/** `enabled` false until the search is first used: most visitors never search, and 2,000 riders are ~30 KB. */
export const useRiders = (eventId: number, enabled = true) => useQuery({ ...ridersQuery(eventId), enabled });
