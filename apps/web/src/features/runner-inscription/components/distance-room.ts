import { amountDue, formatPesos } from '@carreras/domain/places/fees';
import type { PlacesInfo } from '@carreras/domain/places/places.schemas';

/** Whether one runner, and a pair, get places now in a distance (and category) of the event. */
export interface DistanceRoom {
  individual: boolean;
  pair: boolean;
}

/**
 * The room a newcomer finds, weighed as the server's `decidePlace` does with the public counts: the event's and
 * the distance's free places must hold the distance's waiting runners and the newcomers, a limited category's
 * its own waiting runners and the newcomers. Null before the counts arrive or for a distance they do not list.
 */
export function distanceRoom(info: PlacesInfo | undefined, distancia: number, categoria?: string): DistanceRoom | null {
  const distance = info?.distancias.find((d) => d.distancia === distancia);
  if (!info || !distance) return null;
  const category = categoria
    ? info.categorias?.find((c) => c.distancia === distancia && c.nombre === categoria)
    : undefined;
  const holds = (free: number | null, people: number) => free === null || free >= people;
  const fits = (people: number) =>
    holds(info.lugares.libres, people + distance.enEspera) &&
    holds(distance.libres, people + distance.enEspera) &&
    (!category || holds(category.libres, people + category.enEspera));
  return { individual: fits(1), pair: fits(2) };
}

/** The distance as the selector lists it: a full one says so ('66 km — completo, lista de espera'). */
export function distanceLabel(info: PlacesInfo | undefined, distancia: number): string {
  const room = distanceRoom(info, distancia);
  return room && !room.individual ? `${distancia} km — completo, lista de espera` : `${distancia} km`;
}

/** 'Precio por persona: $ 28.000 · Pareja: $ 56.000'; the pair's total only where pairs are allowed. */
export function priceLine(precio: number, pairs: boolean): string {
  const perPerson = `Precio por persona: ${formatPesos(precio)}`;
  return pairs ? `${perPerson} · Pareja: ${formatPesos(amountDue(precio, 2) ?? precio)}` : perPerson;
}

/**
 * What a pair owes, as the server charges it (`paymentState`): both places from the moment it is sent, the
 * partner's answer pending or not; one price again if the partner declines or the invitation is cancelled.
 */
export function pairAmountText(precio: number): string {
  const pair = formatPesos(amountDue(precio, 2) ?? precio);
  return `En pareja, el monto a pagar es ${pair} (los dos lugares) desde que te inscribís, aunque tu compañero/a todavía no haya aceptado. Hasta que acepte, solo vos figurás como inscripto/a; si rechaza la invitación o la cancelás, el monto vuelve a ${formatPesos(precio)}.`;
}

export const roomTexts = {
  waitingIsIndividual:
    'Solo queda la lista de espera, y es individual: te anotamos sin compañero/a. Si querés correr en pareja, elegí otra distancia.',
  pairDoesNotFit: 'Queda 1 lugar: no alcanza para una pareja. Podés inscribirte individual.',
} as const;
