import type { DeskInscription } from '@carreras/domain/payments/payments.schemas';
import { PAYMENT_METHOD_LABELS } from '@carreras/domain/payments/payments.schemas';
import { formatPesos } from '@carreras/domain/places/fees';
import type { CheckInAction } from '../api/check-in-actions.ts';

/** The toast of a step done at the desk, before the runner's name. */
export function doneMessage(step: CheckInAction, after: DeskInscription): string {
  switch (step.kind) {
    case 'pay':
      return step.payment.metodo === 'exento'
        ? 'Eximido del pago'
        : `${PAYMENT_METHOD_LABELS[step.payment.metodo]} ${formatPesos(step.payment.monto ?? 0)} registrado`;
    case 'payment-flag':
      return 'Pago confirmado';
    case 'next-bib':
    case 'bib':
      return `Dorsal ${after.numeroDorsalAsignado ?? ''} asignado`;
    case 'attendance':
      return 'Marcado presente';
  }
}
