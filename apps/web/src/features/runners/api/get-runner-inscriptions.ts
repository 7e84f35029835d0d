import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { inscriptionKeys, inscriptionsApi } from '../../../api/inscriptions.ts';

export const runnerInscriptionsQuery = (runnerId: number) => {
  const query = { runnerId, limit: 100 };
  return queryOptions({
    queryKey: inscriptionKeys.grid(query),
    queryFn: ({ signal }) => call(inscriptionsApi.adminList, { query, signal }),
  });
};

export const useRunnerInscriptions = (runnerId: number) => useQuery(runnerInscriptionsQuery(runnerId));
