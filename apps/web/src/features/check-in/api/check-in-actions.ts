import type { DeskInscription, RecordPayment } from '@carreras/domain/payments/payments.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { checkInApi } from '../../../api/check-in.ts';
import { inscriptionsApi, invalidateInscriptions } from '../../../api/inscriptions.ts';

export type CheckInAction =
  | { kind: 'pay'; payment: RecordPayment }
  /** An event without a price: the paid flag alone, as the inscriptions list sets it. */
  | { kind: 'payment-flag' }
  | { kind: 'next-bib' }
  | { kind: 'bib'; bib: number }
  | { kind: 'attendance' };

/** What a step did: the card as it is now, and how to undo the step from its toast. */
export interface CheckInStepResult {
  inscription: DeskInscription;
  /** Undoes the step and answers the card as it is after the undo. */
  undo: () => Promise<DeskInscription>;
}

async function send(id: number, action: CheckInAction): Promise<() => Promise<unknown>> {
  switch (action.kind) {
    case 'pay': {
      const { pago } = await call(checkInApi.recordPayment, { params: { id }, body: action.payment });
      return () => call(checkInApi.voidPayment, { params: { paymentId: pago.id } });
    }
    case 'payment-flag':
      await call(inscriptionsApi.confirmPayment, { params: { id }, body: { pagoConfirmado: true } });
      return () => call(inscriptionsApi.confirmPayment, { params: { id }, body: { pagoConfirmado: false } });
    case 'next-bib':
      await call(checkInApi.assignNextBib, { params: { id } });
      return () => call(inscriptionsApi.assignBib, { params: { id, number: 0 } });
    case 'bib':
      await call(inscriptionsApi.assignBib, { params: { id, number: action.bib } });
      return () => call(inscriptionsApi.assignBib, { params: { id, number: 0 } });
    case 'attendance':
      await call(inscriptionsApi.confirmAttendance, { params: { id }, body: { asistenciaConfirmada: true } });
      return () => call(inscriptionsApi.confirmAttendance, { params: { id }, body: { asistenciaConfirmada: false } });
  }
}

/**
 * One check-in step on an inscription, answered with the card as it is after it (its money included) and its
 * undo; the inscriptions and what counts them (check-in's search, next bib, kits and the Caja del día) are
 * refreshed after the step and after an undo.
 */
export function useCheckInAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: CheckInAction }): Promise<CheckInStepResult> => {
      const undoStep = await send(id, action);
      const inscription = await call(checkInApi.deskInscription, { params: { id } });
      // The undo is done when the server says so; the lists refresh behind it, so a slow list never holds back
      // the 'Cambio deshecho' the volunteer waits for.
      const undo = async () => {
        await undoStep();
        void invalidateInscriptions(queryClient);
        return call(checkInApi.deskInscription, { params: { id } });
      };
      return { inscription, undo };
    },
    // Not awaited: the next step at the desk need not wait for every list to refetch.
    onSuccess: () => {
      void invalidateInscriptions(queryClient);
    },
  });
}
