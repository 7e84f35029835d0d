import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { INSCRIPTIONS_KEY } from './get-inscriptions.ts';

export type InscriptionChange =
  | { kind: 'payment'; value: boolean }
  | { kind: 'attendance'; value: boolean }
  /** 0 removes the bib (D7). */
  | { kind: 'bib'; bib: number }
  | { kind: 'revert' }
  | { kind: 'category'; categoria: string; distancia?: number };

function send(id: number, change: InscriptionChange): Promise<Inscription> {
  const base = `/inscriptions/${id}`;
  switch (change.kind) {
    case 'payment':
      return apiRequest(`${base}/confirm-payment`, {
        method: 'PATCH',
        body: { pagoConfirmado: change.value },
        session: 'admin',
      });
    case 'attendance':
      return apiRequest(`${base}/confirm-attendance`, {
        method: 'PATCH',
        body: { asistenciaConfirmada: change.value },
        session: 'admin',
      });
    case 'bib':
      return apiRequest(`${base}/assign-dorsal/${change.bib}`, { method: 'PATCH', session: 'admin' });
    case 'revert':
      return apiRequest(`${base}/revert-status`, { method: 'PATCH', session: 'admin' });
    case 'category':
      return apiRequest(base, {
        method: 'PATCH',
        body: { categoria: change.categoria, distancia: change.distancia },
        session: 'admin',
      });
  }
}

/** Every persisted state change of one inscription (D2); lists and detail are refreshed from the server after. */
export function useChangeInscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: InscriptionChange }) => send(id, change),
    onSuccess: (inscription) => {
      queryClient.setQueryData([...INSCRIPTIONS_KEY, 'detail', inscription.id], inscription);
      return queryClient.invalidateQueries({ queryKey: INSCRIPTIONS_KEY });
    },
  });
}

export function useDeleteInscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/inscriptions/${id}`, { method: 'DELETE', session: 'admin' }),
    onSuccess: (_result, id) => {
      // The deleted detail is left alone: refetching it would answer 404 on the screen being left.
      void queryClient.invalidateQueries({
        queryKey: INSCRIPTIONS_KEY,
        predicate: (query) => !(query.queryKey[2] === 'detail' && query.queryKey[3] === id),
      });
    },
  });
}
