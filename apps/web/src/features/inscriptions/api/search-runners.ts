import type { EndpointResponse } from '@carreras/domain/api/define-endpoint';
import { PAGE_SIZE } from '@carreras/domain/limits';
import type { runnersContract } from '@carreras/domain/runners/runners.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { runnerKeys, runnersApi } from '../../../api/runners.ts';

export type RunnerHit = EndpointResponse<typeof runnersContract.listRunners>['items'][number];

/** Runner search of the create form; an empty term (under 3 characters) asks nothing. */
export const runnerSearchQuery = (term: string) => {
  const query = { search: term, limit: PAGE_SIZE };
  return queryOptions({
    queryKey: runnerKeys.list(query),
    queryFn: ({ signal }) => call(runnersApi.listRunners, { query, signal }),
    select: (answer) => answer.items,
    enabled: term !== '',
  });
};

export const useRunnerSearch = (term: string) => useQuery(runnerSearchQuery(term));
