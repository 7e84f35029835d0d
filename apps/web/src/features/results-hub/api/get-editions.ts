import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { resultsHubApi, resultsKeys } from '../../../api/results.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';

export const editionsQuery = () =>
  queryOptions({
    queryKey: resultsKeys.editions(),
    queryFn: ({ signal }) => call(resultsHubApi.editions, { session: 'none', signal }),
    retry: retryServerErrors,
  });

export const useEditions = () => useQuery(editionsQuery());
