/**
 * Price of a distance on a given day: the early-bird price up to and including its last day, else the full one.
 * The one rule for the price in force: what an inscription is charged, the public fees and the organiser's summary.
 */
export function priceOn(
  distance: { precio: number | null; precioAnticipado: number | null },
  earlyUntil: string | null,
  today: string,
): number | null {
  return isEarlyBirdOn(distance, earlyUntil, today) ? distance.precioAnticipado : distance.precio;
}

/** Whether a distance charges its early-bird price on `today` (it has one and its last day has not passed). */
export function isEarlyBirdOn(
  distance: { precioAnticipado: number | null },
  earlyUntil: string | null,
  today: string,
): boolean {
  return distance.precioAnticipado !== null && earlyUntil !== null && today <= earlyUntil;
}

/** What an inscription owes: its price per person times the people in it (a pair pays two). */
export function amountDue(unitPrice: number | null, people: number): number | null {
  return unitPrice === null ? null : unitPrice * people;
}

/** How a payment was made; 'exento' waives the fee (with a reason) rather than collecting it. */
export type PaymentMethod = 'efectivo' | 'transferencia' | 'link' | 'exento';

/** A payment recorded for an inscription and not undone (decision 015). */
export interface RecordedPayment {
  monto: number;
  metodo: PaymentMethod;
  /** Whose share it pays; null counts for the holder. */
  runnerId: number | null;
}

/** In words: paid (or waived), part paid, reported by the runner and waiting for a check, or owed. */
export type PaymentStatus = 'pagado' | 'exento' | 'parcial' | 'informado' | 'pendiente';

/** What recorded payments add up to, and whether one of them waives the fee. */
export interface PaidSum {
  monto: number;
  exento: boolean;
}

export function sumPayments(payments: readonly RecordedPayment[]): PaidSum {
  return {
    monto: payments.reduce((sum, p) => sum + p.monto, 0),
    exento: payments.some((p) => p.metodo === 'exento'),
  };
}

/**
 * Whether the recorded payments settle what the inscription owes: a waiver always does, otherwise their sum
 * must reach the amount due; an inscription without a price is settled by any payment recorded.
 */
export function paymentsSettle(due: number | null, payments: readonly RecordedPayment[]): boolean {
  if (payments.some((p) => p.metodo === 'exento')) return true;
  if (due === null) return payments.length > 0;
  return payments.reduce((sum, p) => sum + p.monto, 0) >= due;
}

/**
 * What an inscription as stored owes, what was recorded as paid, and whether a 'Ya pagué' waits for the organiser
 * to verify it. The ONE rule every screen reads (the desk, the inscriptions list, 'Mi Perfil'): `pagoConfirmado`
 * is the stored flag, which the payments service keeps equal to `paymentsSettle` whenever a payment is recorded or
 * undone (a bib given also sets it, D7, as it did before payments were recorded).
 */
export function paymentState(stored: {
  precioUnitario: number | null;
  /** A pair's partner, accepted or not: the pair pays twice either way. */
  partnerRunnerId: number | null;
  pagoInformadoAt: string | null;
  pagoConfirmado: boolean;
  /** What the payments recorded and not undone add up to (`sumPayments`); nothing for an inscription read without them. */
  pagado?: PaidSum;
}): {
  montoAPagar: number | null;
  pagoInformado: boolean;
  montoPagado: number;
  saldo: number | null;
  estadoPago: PaymentStatus;
} {
  const montoAPagar = amountDue(stored.precioUnitario, stored.partnerRunnerId !== null ? 2 : 1);
  const montoPagado = stored.pagado?.monto ?? 0;
  const pagoInformado = stored.pagoInformadoAt !== null && !stored.pagoConfirmado;
  const waived = stored.pagado?.exento ?? false;
  const estadoPago: PaymentStatus = stored.pagoConfirmado
    ? waived
      ? 'exento'
      : 'pagado'
    : pagoInformado
      ? 'informado'
      : montoPagado > 0
        ? 'parcial'
        : 'pendiente';
  const saldo = montoAPagar === null ? null : stored.pagoConfirmado ? 0 : Math.max(0, montoAPagar - montoPagado);
  return { montoAPagar, pagoInformado, montoPagado, saldo, estadoPago };
}

/**
 * A pair's two shares (the holder's, then the partner's), each its price and what was recorded for that runner;
 * one share for a runner alone. Payments for nobody in particular count for the holder.
 */
export function paymentShares(
  stored: { precioUnitario: number | null; runnerId: number; partnerRunnerId: number | null },
  payments: readonly RecordedPayment[],
): { runnerId: number; monto: number | null; pagado: number }[] {
  const ids = stored.partnerRunnerId === null ? [stored.runnerId] : [stored.runnerId, stored.partnerRunnerId];
  return ids.map((runnerId) => ({
    runnerId,
    monto: stored.precioUnitario,
    pagado: payments.filter((p) => (p.runnerId ?? stored.runnerId) === runnerId).reduce((sum, p) => sum + p.monto, 0),
  }));
}

let pesos: Intl.NumberFormat | undefined;
/** $ 12.500 (es-AR, no decimals: entry fees are whole pesos). */
export function formatPesos(amount: number): string {
  pesos ??= new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 });
  return pesos.format(amount);
}

/** How to pay in one line, for messages: "alias X · CBU Y · enlace · efectivo al retirar el kit". */
export function paymentText(pago: {
  alias: string | null;
  cbu: string | null;
  link: string | null;
  efectivo: boolean;
  notas: string | null;
}): string | null {
  const parts = [
    pago.alias ? `alias ${pago.alias}` : null,
    pago.cbu ? `CBU ${pago.cbu}` : null,
    pago.link,
    pago.efectivo ? 'efectivo al retirar el kit' : null,
    pago.notas,
  ].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * Whether the runner can pay from home and then say 'Ya pagué': a transfer (alias or CBU), a payment link, or
 * the organiser's own instructions (read as a way to pay: we cannot tell what they say). Otherwise the event
 * takes payment in person only (cash at the kit pick-up, or nothing set: on the day of the event).
 */
export function paysRemotely(pago: {
  alias: string | null;
  cbu: string | null;
  link: string | null;
  notas: string | null;
}): boolean {
  return Boolean(pago.alias || pago.cbu || pago.link || pago.notas);
}
