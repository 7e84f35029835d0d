import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { inscriptionKeys, inscriptionsApi, invalidateInscriptions } from '../../../api/inscriptions.ts';

export type InscriptionChange =
  | { kind: 'payment'; value: boolean }
  | { kind: 'attendance'; value: boolean }
  /** 0 removes the bib (D7). */
  | { kind: 'bib'; bib: number }
  | { kind: 'revert' }
  | { kind: 'category'; categoria: string; distancia?: number };

function send(id: number, change: InscriptionChange) {
  const params = { id };
  switch (change.kind) {
    case 'payment':
      return call(inscriptionsApi.confirmPayment, { params, body: { pagoConfirmado: change.value } });
    case 'attendance':
      return call(inscriptionsApi.confirmAttendance, {
        params,
        body: { asistenciaConfirmada: change.value },
      });
    case 'bib':
      return call(inscriptionsApi.assignBib, { params: { id, number: change.bib } });
    case 'revert':
      return call(inscriptionsApi.revertStatus, { params });
    case 'category':
      return call(inscriptionsApi.update, {
        params,
        body: { categoria: change.categoria, distancia: change.distancia },
      });
  }
}

/** Every persisted state change of one inscription (D2); lists and detail are refreshed from the server after. */
export function useChangeInscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: InscriptionChange }) => send(id, change),
    onSuccess: (inscription) => {
      queryClient.setQueryData(inscriptionKeys.detail(inscription.id), inscription);
      return invalidateInscriptions(queryClient);
    },
  });
}

export function useDeleteInscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(inscriptionsApi.delete, { params: { id } }),
    onSuccess: (_result, id) => void invalidateInscriptions(queryClient, { deletedId: id }),
  });
}
