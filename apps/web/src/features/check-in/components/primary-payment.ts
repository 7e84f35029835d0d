import type { DeskInscription, RecordPayment } from '@carreras/domain/payments/payments.schemas';
import { formatPesos } from '@carreras/domain/places/fees';

/** 'Confirmar pago' (Alt+P) for the card: a payment to record, or, for an event without a price, the paid flag alone. */
export interface PrimaryPayment {
  label: string;
  payment: (RecordPayment & { monto?: number; runnerId?: number }) | null;
}

/**
 * What 'Confirmar pago' records: a reported transfer verified for what is left, else cash for what is left (a
 * pair: the first share not paid); nothing once paid or waived.
 */
export function primaryPayment(inscription: DeskInscription): PrimaryPayment | null {
  const money = inscription.dinero;
  if (money.estado === 'pagado' || money.estado === 'exento' || inscription.pagoConfirmado) return null;
  const left = money.saldo;
  if (money.estado === 'informado') {
    return left
      ? { label: `Verificar transferencia ${formatPesos(left)}`, payment: { metodo: 'transferencia', monto: left } }
      : { label: 'Verificar transferencia', payment: null };
  }
  if (money.partes.length > 1) {
    const part = money.partes.find((p) => p.monto !== null && p.pagado < p.monto);
    if (part && part.monto !== null) {
      const monto = part.monto - part.pagado;
      const surname = part.nombre.split(',')[0] ?? part.nombre;
      return {
        label: `Cobrar ${formatPesos(monto)} a ${surname}`,
        payment: { metodo: 'efectivo', monto, runnerId: part.runnerId },
      };
    }
  }
  if (left !== null && left > 0) {
    return { label: `Cobrar ${formatPesos(left)} en efectivo`, payment: { metodo: 'efectivo', monto: left } };
  }
  return { label: 'Confirmar pago', payment: null };
}
