import { PAGE_SIZE } from '@carreras/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface RunnerHit {
  id: number;
  nombre: string;
  apellido: string;
  dni: string;
  sexo: 'M' | 'F';
}

/** Runner search of the create form; an empty term (under 3 characters) asks nothing. */
export const runnerSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['admin', 'runner-search', term],
    queryFn: async ({ signal }) => {
      const body = await apiRequest<{ items: RunnerHit[] }>('/runners', {
        query: { search: term, limit: PAGE_SIZE },
        session: 'admin',
        signal,
      });
      return body.items;
    },
    enabled: term !== '',
  });

export const useRunnerSearch = (term: string) => useQuery(runnerSearchQuery(term));
