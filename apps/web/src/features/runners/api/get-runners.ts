import { PAGE_SIZE } from '@carreras/domain/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { runnerKeys, runnersApi } from '../../../api/runners.ts';

export const runnersQuery = (page: number, search: string) => {
  const query = { page, limit: PAGE_SIZE, search };
  return queryOptions({
    queryKey: runnerKeys.list(query),
    queryFn: ({ signal }) => call(runnersApi.listRunners, { query, signal }),
    placeholderData: keepPreviousData,
  });
};

/** `enabled` false while the typed search is one the server would refuse. */
export const useRunners = (page: number, search: string, enabled = true) =>
  useQuery({ ...runnersQuery(page, search), enabled });
