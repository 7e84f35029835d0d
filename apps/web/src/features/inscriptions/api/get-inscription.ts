import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { INSCRIPTIONS_KEY } from './get-inscriptions.ts';

export const inscriptionQuery = (id: number) =>
  queryOptions({
    queryKey: [...INSCRIPTIONS_KEY, 'detail', id],
    queryFn: () => apiRequest<Inscription>(`/inscriptions/${id}`, { session: 'admin' }),
  });

export const useInscription = (id: number) => useQuery(inscriptionQuery(id));
