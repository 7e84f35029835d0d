import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { inscriptionKeys, inscriptionsApi } from '../../../api/inscriptions.ts';

export const inscriptionQuery = (id: number) =>
  queryOptions({
    queryKey: inscriptionKeys.detail(id),
    queryFn: ({ signal }) => call(inscriptionsApi.get, { params: { id }, session: 'runner', signal }),
  });

export const useInscription = (id: number) => useQuery(inscriptionQuery(id));
