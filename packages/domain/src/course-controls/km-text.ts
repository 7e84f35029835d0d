const kmFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** A control's km as Argentina writes it: 21,5 and 40 (no thousands' point below 1000, where courses stay). */
export function formatKm(km: number): string {
  return kmFormat.format(km);
}
