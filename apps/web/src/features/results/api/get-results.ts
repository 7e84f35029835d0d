import { queryOptions } from '@tanstack/react-query';
import { call, urlOf } from '../../../api/call.ts';
import { type ResultsFilter, resultsApi, resultsKeys } from '../../../api/results.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';

/** Results are public (D15: name, category and times only), so no token is needed to read them. */
export const resultsQuery = (eventId: number, filter: ResultsFilter) =>
  queryOptions({
    queryKey: resultsKeys.live(eventId, filter),
    queryFn: ({ signal }) =>
      call(resultsApi.live, { params: { eventId }, query: { ...filter }, session: 'none', signal }),
    retry: retryServerErrors,
  });

/**
 * The live stream of a view, its changes as deltas; `version`: the resultsVersion of the results the page holds,
 * not to be sent again.
 */
export const resultsStreamUrl = (eventId: number, filter: ResultsFilter, version?: string) =>
  urlOf(resultsApi.stream, { eventId }, { ...filter, version, deltas: '1' });
