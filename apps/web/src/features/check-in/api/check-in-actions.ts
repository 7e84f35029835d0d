import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { checkInApi } from '../../../api/check-in.ts';
import { inscriptionsApi, invalidateInscriptions } from '../../../api/inscriptions.ts';

export type CheckInAction =
  | { kind: 'payment' }
  | { kind: 'next-bib' }
  | { kind: 'bib'; bib: number }
  | { kind: 'attendance' };

function send(id: number, action: CheckInAction) {
  switch (action.kind) {
    case 'payment':
      return call(inscriptionsApi.confirmPayment, { params: { id }, body: { pagoConfirmado: true } });
    case 'next-bib':
      return call(checkInApi.assignNextBib, { params: { id } });
    case 'bib':
      return call(inscriptionsApi.assignBib, { params: { id, number: action.bib } });
    case 'attendance':
      return call(inscriptionsApi.confirmAttendance, {
        params: { id },
        body: { asistenciaConfirmada: true },
      });
  }
}

/** One check-in step on an inscription; the inscriptions and what counts them (check-in's search and next bib among them) are refreshed after it. */
export function useCheckInAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: CheckInAction }) => send(id, action),
    onSuccess: () => invalidateInscriptions(queryClient),
  });
}
