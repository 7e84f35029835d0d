/** Price of a distance on a given day: the early-bird price up to and including its last day, else the full one. */
export function priceOn(
  distance: { precio: number | null; precioAnticipado: number | null },
  earlyUntil: string | null,
  today: string,
): number | null {
  if (distance.precioAnticipado !== null && earlyUntil !== null && today <= earlyUntil)
    return distance.precioAnticipado;
  return distance.precio;
}

/** What an inscription owes: its price per person times the people in it (a pair pays two). */
export function amountDue(unitPrice: number | null, people: number): number | null {
  return unitPrice === null ? null : unitPrice * people;
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
