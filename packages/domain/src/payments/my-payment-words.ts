import type { Inscription } from '../inscriptions/inscription.schemas.ts';
import { formatPesos, type PaymentStatus } from '../places/fees.ts';

const PAID_WITH: Record<string, string> = {
  efectivo: 'Pagado en efectivo',
  transferencia: 'Pagado por transferencia: el organizador la verificó',
  link: 'Pagado con link de pago',
};

type MyInscription = Pick<
  Inscription,
  | 'runnerId'
  | 'runner'
  | 'compañero'
  | 'pagoConfirmado'
  | 'pagoInformado'
  | 'pagoReferencia'
  | 'montoAPagar'
  | 'montoPagado'
  | 'saldo'
  | 'estadoPago'
  | 'partesPago'
  | 'mediosPago'
>;

/** The state as the server's paymentState answered it (fees.ts), or as an inscription read without it implies. */
function stateOf(inscription: MyInscription): PaymentStatus {
  if (inscription.estadoPago) return inscription.estadoPago;
  if (inscription.pagoConfirmado) return 'pagado';
  return inscription.pagoInformado ? 'informado' : 'pendiente';
}

/**
 * A pair's money from one member's side, when exactly one share is settled: 'Pagaste tu parte ($ 40.000) · falta
 * $ 40.000 de tu compañero/a, Tadeo Ibarra', or the other way round. Null when it is not that case.
 */
function pairShareWords(inscription: MyInscription, viewerId: number): string | null {
  const shares = inscription.partesPago ?? [];
  const mine = shares.find((s) => s.runnerId === viewerId);
  const theirs = shares.find((s) => s.runnerId !== viewerId);
  if (!mine || !theirs || mine.monto === null || theirs.monto === null) return null;
  const other = viewerId === inscription.runnerId ? inscription.compañero : inscription.runner;
  const name = other ? `${other.nombre} ${other.apellido}` : 'tu compañero/a';
  const mineSettled = mine.pagado >= mine.monto;
  const theirsSettled = theirs.pagado >= theirs.monto;
  // What is left is the unsettled share's: the whole inscription's balance, as the desk counts it.
  const left = (share: { monto: number; pagado: number }) =>
    formatPesos(inscription.saldo ?? share.monto - share.pagado);
  if (mineSettled && !theirsSettled) {
    return `Pagaste tu parte (${formatPesos(mine.monto)}) · falta ${left({ monto: theirs.monto, pagado: theirs.pagado })} de tu compañero/a, ${name}`;
  }
  if (theirsSettled && !mineSettled) {
    return `${name} pagó su parte · te falta pagar ${left({ monto: mine.monto, pagado: mine.pagado })}`;
  }
  return null;
}

/**
 * The money of an inscription as 'Mi Perfil' tells it to the runner (voseo), read from the same state the desk's
 * card and the inscriptions list read (paymentState, paymentShares; decision 015): 'Pagado en efectivo', 'Avisaste
 * que pagaste…', a pair's share paid, or what is left to pay. Null when there is nothing to say (no price set and
 * nothing paid).
 */
export function myPaymentWords(inscription: MyInscription, viewerId: number): string | null {
  const saldo = inscription.saldo ?? inscription.montoAPagar ?? null;
  switch (stateOf(inscription)) {
    case 'pagado': {
      const methods = new Set(inscription.mediosPago ?? []);
      const only = methods.size === 1 ? [...methods][0] : undefined;
      return (only && PAID_WITH[only]) || 'Pago confirmado';
    }
    case 'exento':
      return 'Exento de pago: no tenés que pagar la inscripción';
    case 'informado':
      return `Avisaste que pagaste: el organizador lo va a verificar.${
        inscription.pagoReferencia ? ` (referencia: ${inscription.pagoReferencia})` : ''
      }`;
    case 'parcial': {
      const pair = pairShareWords(inscription, viewerId);
      if (pair) return pair;
      const paid = `Pagaste ${formatPesos(inscription.montoPagado ?? 0)}`;
      return saldo !== null && saldo > 0 ? `${paid} · falta pagar ${formatPesos(saldo)}` : paid;
    }
    case 'pendiente':
      return saldo !== null && saldo > 0 ? `Monto a pagar: ${formatPesos(saldo)}` : null;
  }
}

/** The badge of the card: the state in one or two words. */
export function myPaymentBadge(inscription: MyInscription): { label: string; settled: boolean } {
  switch (stateOf(inscription)) {
    case 'pagado':
    case 'exento':
      return { label: 'Confirmado', settled: true };
    case 'informado':
      return { label: 'A verificar', settled: false };
    case 'parcial':
      return { label: 'Pago parcial', settled: false };
    case 'pendiente':
      return { label: 'Pendiente', settled: false };
  }
}
