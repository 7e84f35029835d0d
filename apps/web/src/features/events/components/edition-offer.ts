import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { formatPesos } from '@carreras/domain/places/fees';
import type { PlacesInfo } from '@carreras/domain/places/places.schemas';

type Offer = Pick<PlacesInfo, 'distancias' | 'fechaFinAnticipado'> & Partial<Pick<PlacesInfo, 'pago'>>;

/** Anything but the expected answer (an older server, a proxy page) reads as no offer rather than breaking the landing. */
export const isOffer = (value: unknown): value is Offer =>
  typeof value === 'object' && value !== null && Array.isArray((value as Offer).distancias);

/**
 * The price in force today of each distance, as the server charges it: "33 km $ 22.000 (anticipado hasta el
 * 10/12/2026) · 66 km $ 30.000"; null when no distance has a price.
 */
export function priceText(info: Offer): string | null {
  const early = info.fechaFinAnticipado;
  const priced = info.distancias.flatMap((d) => {
    if (d.precioActual === null) return [];
    const isEarly = early !== null && d.precioAnticipado !== null && d.precioActual === d.precioAnticipado;
    return [
      `${d.distancia} km ${formatPesos(d.precioActual)}${isEarly ? ` (anticipado hasta el ${formatIsoDateEsAr(early)})` : ''}`,
    ];
  });
  return priced.length > 0 ? priced.join(' · ') : null;
}

const left = (n: number) => (n === 1 ? 'Queda 1 lugar' : `Quedan ${n} lugares`);

/**
 * Where places are limited: "Quedan 12 lugares" when one count holds for every distance, else one phrase a
 * limited distance; a full one sends to the waiting list. Those already waiting come before a newcomer, as
 * the server counts them. Null when nothing is limited.
 */
export function placesText(info: Offer): string | null {
  const limited = info.distancias.flatMap((d) =>
    d.libres === null ? [] : [{ distancia: d.distancia, free: Math.max(0, d.libres - d.enEspera) }],
  );
  if (limited.length === 0) return null;
  const everyLimited = limited.length === info.distancias.length;
  if (everyLimited && limited.every((d) => d.free === 0)) {
    return 'Cupo completo: podés anotarte en la lista de espera.';
  }
  if (everyLimited && limited.every((d) => d.free === limited[0]!.free)) return `${left(limited[0]!.free)}.`;
  return `${limited
    .map((d) =>
      d.free === 0
        ? `${d.distancia} km completo: podés anotarte en la lista de espera`
        : `${left(d.free)} en ${d.distancia} km`,
    )
    .join(' · ')}.`;
}
