import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, buildUrl } from '../../../lib/api-client.ts';

export interface ResultsFilter {
  distance?: number;
  group?: number;
}

export const resultsQueryKey = (eventId: number, filter: ResultsFilter) =>
  ['results', eventId, { distance: filter.distance ?? null, group: filter.group ?? null }] as const;

/** Results are public (D15: name, category and times only), so no token is needed to read them. */
export const resultsQuery = (eventId: number, filter: ResultsFilter) =>
  queryOptions({
    queryKey: resultsQueryKey(eventId, filter),
    queryFn: ({ signal }) =>
      apiRequest<ResultsResponse>(`/results/${eventId}`, { query: { ...filter }, session: 'none', signal }),
    // A 4xx (unknown event, no timing yet) answers the same the second time.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
  });

export const resultsStreamUrl = (eventId: number, filter: ResultsFilter) =>
  buildUrl(`/results/${eventId}/stream`, { ...filter });
