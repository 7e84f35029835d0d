/** Places of one scope (the event, or one distance): null limit = no limit. */
export interface PlaceCount {
  cupo: number | null;
  ocupados: number;
}

/** Free places, never negative (an admin may have lowered a limit below what was taken); null = unlimited. */
export function freePlaces(count: PlaceCount): number | null {
  return count.cupo === null ? null : Math.max(0, count.cupo - count.ocupados);
}

/** Whether `people` more fit in every scope that applies (the event's limit and the distance's). */
export function fits(scopes: PlaceCount[], people: number): boolean {
  return scopes.every((s) => s.cupo === null || s.ocupados + people <= s.cupo);
}
