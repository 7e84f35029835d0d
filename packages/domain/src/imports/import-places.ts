import {
  decidePlace,
  type EventPlaces,
  type FullScope,
  freePlaces,
  type PlaceCount,
  takePlaces,
} from '../places/places.ts';

/** An accepted row of a sheet asking for one place. */
export interface PlaceAsk {
  fila: number;
  distancia: number;
  categoryId: number;
  categoria: string;
  /** 2 for a pair (one inscription, two places, D13); 1 when left out. */
  people?: number;
}

export interface ImportPlaces {
  /** Rows that get a place, in sheet order. */
  admitted: number[];
  /** Rows beyond the places, with the sentence that says which limit and by how much. */
  over: Map<number, string>;
  /** Each limit exceeded, once, in the order first met. */
  exceeded: string[];
}

const sum = (counts: ReadonlyMap<number, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** Free places a newcomer sees in a scope: its limit less those holding a place and those waiting for one. */
function freeFor(count: PlaceCount, waiting: number): number {
  return freePlaces({ cupo: count.cupo, ocupados: count.ocupados + waiting }) ?? 0;
}

/**
 * Which rows of a sheet get a place, with the product's own rule (decidePlace, as a runner enrolling is judged:
 * behind those already waiting), each row taking its place before the next is weighed. Run on the preview's
 * counts, and again on the locked counts inside the import's transaction.
 */
export function judgeImportPlaces(places: EventPlaces, rows: readonly PlaceAsk[]): ImportPlaces {
  const asking = (scope: FullScope, row: PlaceAsk) =>
    rows
      .filter((r) =>
        scope === 'event'
          ? true
          : scope === 'distance'
            ? r.distancia === row.distancia
            : r.categoryId === row.categoryId,
      )
      .reduce((total, r) => total + (r.people ?? 1), 0);
  const left = (scope: FullScope, row: PlaceAsk) => {
    if (scope === 'event') return freeFor({ cupo: places.cupoTotal, ocupados: sum(places.taken) }, 0);
    if (scope === 'distance') {
      const count = {
        cupo: places.distanceLimits.get(row.distancia) ?? null,
        ocupados: places.taken.get(row.distancia) ?? 0,
      };
      return freeFor(count, places.waiting.get(row.distancia) ?? 0);
    }
    const count = {
      cupo: places.categoryLimits.get(row.categoryId) ?? null,
      ocupados: places.takenByCategory.get(row.categoryId) ?? 0,
    };
    return freeFor(count, places.waitingByCategory.get(row.categoryId) ?? 0);
  };
  const name = (scope: FullScope, row: PlaceAsk) =>
    scope === 'event'
      ? 'del evento'
      : scope === 'distance'
        ? `de ${row.distancia} km`
        : `de la categoría ${row.categoria}`;

  const admitted: number[] = [];
  const over = new Map<number, string>();
  const exceeded: string[] = [];
  let current = places;
  for (const row of rows) {
    const request = { distancia: row.distancia, categoryId: row.categoryId, people: row.people ?? 1 };
    const decision = decidePlace(current, { ...request, behindWaiting: true });
    if (decision.enrol) {
      current = takePlaces(current, request);
      admitted.push(row.fila);
      continue;
    }
    const sentence = `supera el cupo ${name(decision.full, row)}: quedan ${left(decision.full, row)}, la planilla trae ${asking(decision.full, row)}`;
    over.set(row.fila, sentence);
    if (!exceeded.includes(sentence)) exceeded.push(sentence);
  }
  return { admitted, over, exceeded };
}
