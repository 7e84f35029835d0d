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

/** What an inscription as stored owes, and whether a 'Ya pagué' waits for the organiser to verify it. */
export function paymentState(stored: {
  precioUnitario: number | null;
  /** A pair's partner, accepted or not: the pair pays twice either way. */
  partnerRunnerId: number | null;
  pagoInformadoAt: string | null;
  pagoConfirmado: boolean;
}): { montoAPagar: number | null; pagoInformado: boolean } {
  return {
    montoAPagar: amountDue(stored.precioUnitario, stored.partnerRunnerId !== null ? 2 : 1),
    pagoInformado: stored.pagoInformadoAt !== null && !stored.pagoConfirmado,
  };
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
