import type { InscriptionList } from '@carreras/domain/inscriptions/inscription.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const runnerInscriptionsQuery = (runnerId: number) =>
  queryOptions({
    queryKey: ['admin', 'inscriptions', 'runner', runnerId],
    queryFn: () =>
      apiRequest<InscriptionList>('/admin/inscriptions', { query: { runnerId, limit: 100 }, session: 'admin' }),
  });

export const useRunnerInscriptions = (runnerId: number) => useQuery(runnerInscriptionsQuery(runnerId));
