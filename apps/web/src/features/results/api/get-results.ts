import { queryOptions } from '@tanstack/react-query';
import { call, urlOf } from '../../../api/call.ts';
import { type ResultsFilter, resultsApi, resultsKeys } from '../../../api/results.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** Results are public (D15: name, category and times only), so no token is needed to read them. */
export const resultsQuery = (eventId: number, filter: ResultsFilter) =>
  queryOptions({
    queryKey: resultsKeys.live(eventId, filter),
    queryFn: ({ signal }) =>
      call(resultsApi.live, { params: { eventId }, query: { ...filter }, session: 'none', signal }),
    // A 4xx (unknown event, no timing yet) answers the same the second time.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
  });

export const resultsStreamUrl = (eventId: number, filter: ResultsFilter) =>
  urlOf(resultsApi.stream, { eventId }, { ...filter });
