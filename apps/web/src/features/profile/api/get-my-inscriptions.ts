import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The runner's own inscriptions; the server answers only the caller's whatever runnerId says. */
export const myInscriptionsQuery = (runnerId: number) =>
  queryOptions({
    queryKey: ['inscriptions', 'mine', runnerId],
    queryFn: async (): Promise<Inscription[]> => {
      const answer = await apiRequest<Inscription[] | { items: Inscription[] }>('/inscriptions', {
        query: { runnerId, limit: 1000 },
        session: 'runner',
      });
      return Array.isArray(answer) ? answer : answer.items;
    },
  });

export const useMyInscriptions = (runnerId: number) => useQuery(myInscriptionsQuery(runnerId));
