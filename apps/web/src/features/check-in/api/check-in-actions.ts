import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { checkInApi, checkInKeys } from '../../../api/check-in.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type CheckInAction =
  | { kind: 'payment' }
  | { kind: 'next-bib' }
  | { kind: 'bib'; bib: number }
  | { kind: 'attendance' };

function send(id: number, action: CheckInAction): Promise<Inscription> {
  switch (action.kind) {
    case 'payment':
      return apiRequest(`/inscriptions/${id}/confirm-payment`, {
        method: 'PATCH',
        body: { pagoConfirmado: true },
        session: 'admin',
      });
    case 'next-bib':
      return call(checkInApi.assignNextBib, { params: { id }, session: 'admin' });
    case 'bib':
      return apiRequest(`/inscriptions/${id}/assign-dorsal/${action.bib}`, { method: 'PATCH', session: 'admin' });
    case 'attendance':
      return apiRequest(`/inscriptions/${id}/confirm-attendance`, {
        method: 'PATCH',
        body: { asistenciaConfirmada: true },
        session: 'admin',
      });
  }
}

/** One check-in step on an inscription; the search results and the next free bib are refreshed after it. */
export function useCheckInAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: CheckInAction }) => send(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}
