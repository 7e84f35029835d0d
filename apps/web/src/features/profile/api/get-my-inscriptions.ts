import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { inscriptionKeys, inscriptionsApi } from '../../../api/inscriptions.ts';

/** The runner's own inscriptions, held or as a partner; the server answers only the caller's. */
export const myInscriptionsQuery = (runnerId: number) =>
  queryOptions({
    queryKey: inscriptionKeys.mine(runnerId),
    queryFn: async ({ signal }) =>
      (await call(inscriptionsApi.list, { query: { runnerId, limit: 1000 }, session: 'runner', signal })).items,
  });

export const useMyInscriptions = (runnerId: number) => useQuery(myInscriptionsQuery(runnerId));
