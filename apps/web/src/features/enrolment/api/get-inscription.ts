import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const inscriptionQuery = (id: number) =>
  queryOptions({
    queryKey: ['inscriptions', 'detail', id],
    queryFn: () => apiRequest<Inscription>(`/inscriptions/${id}`, { session: 'runner' }),
  });

export const useInscription = (id: number) => useQuery(inscriptionQuery(id));
