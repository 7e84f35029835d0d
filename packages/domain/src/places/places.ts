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

/** Free places where several limits apply: the fewest any of them leaves; null = none limits. */
export function freePlacesIn(scopes: PlaceCount[]): number | null {
  const free = scopes.map(freePlaces).filter((n): n is number => n !== null);
  return free.length === 0 ? null : Math.min(...free);
}

/**
 * What the place rule reads of one event: its limits (null = none) and the people holding or waiting for a
 * place, per distance and per category. A pair takes two places; a waiting entry is one runner. Only
 * categories with a limit of their own appear in `categoryLimits`.
 */
export interface EventPlaces {
  cupoTotal: number | null;
  distanceLimits: ReadonlyMap<number, number | null>;
  categoryLimits: ReadonlyMap<number, number | null>;
  taken: ReadonlyMap<number, number>;
  takenByCategory: ReadonlyMap<number, number>;
  waiting: ReadonlyMap<number, number>;
  waitingByCategory: ReadonlyMap<number, number>;
}

/** People asking for places in one distance and category. */
export interface PlaceRequest {
  distancia: number;
  categoryId: number | null;
  people: number;
}

/** The scope that has no room, which names the refusal: the event, the distance or the category. */
export type FullScope = 'event' | 'distance' | 'category';

export type PlaceDecision = { enrol: true } | { enrol: false; full: FullScope };

const sum = (counts: ReadonlyMap<number, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** The event's, the distance's and (when the category has a limit) the category's places. */
export function placeScopes(places: EventPlaces, distancia: number, categoryId: number | null): PlaceCount[] {
  const scopes: PlaceCount[] = [
    { cupo: places.cupoTotal, ocupados: sum(places.taken) },
    { cupo: places.distanceLimits.get(distancia) ?? null, ocupados: places.taken.get(distancia) ?? 0 },
  ];
  if (categoryId !== null && places.categoryLimits.has(categoryId)) {
    scopes.push({
      cupo: places.categoryLimits.get(categoryId) ?? null,
      ocupados: places.takenByCategory.get(categoryId) ?? 0,
    });
  }
  return scopes;
}

/**
 * Whether a request gets its places now. A newcomer (`behindWaiting`) comes after those already waiting: the
 * event's and the distance's limits must hold the distance's waiting runners and the newcomer, a category's
 * limit that category's waiting runners and the newcomer; while anyone waits for the distance it is full.
 * A runner promoted from the list, or an inscription moving to another category, needs only free places.
 */
export function decidePlace(places: EventPlaces, request: PlaceRequest & { behindWaiting: boolean }): PlaceDecision {
  const { distancia, categoryId, people } = request;
  const [event, distance, category] = placeScopes(places, distancia, categoryId) as [
    PlaceCount,
    PlaceCount,
    PlaceCount?,
  ];
  const queuedDistance = request.behindWaiting ? (places.waiting.get(distancia) ?? 0) : 0;
  const queuedCategory =
    request.behindWaiting && categoryId !== null ? (places.waitingByCategory.get(categoryId) ?? 0) : 0;
  const admitted =
    fits([event, distance], people + queuedDistance) && (!category || fits([category], people + queuedCategory));
  if (admitted) return { enrol: true };
  if (!fits([event], people)) return { enrol: false, full: 'event' };
  if (!fits([distance], people) || queuedDistance > 0) return { enrol: false, full: 'distance' };
  return { enrol: false, full: 'category' };
}

/** The counts once a request took its places (a negative `people` frees them). */
export function takePlaces(places: EventPlaces, request: PlaceRequest): EventPlaces {
  const add = (counts: ReadonlyMap<number, number>, key: number) =>
    new Map(counts).set(key, (counts.get(key) ?? 0) + request.people);
  return {
    ...places,
    taken: add(places.taken, request.distancia),
    takenByCategory:
      request.categoryId === null ? places.takenByCategory : add(places.takenByCategory, request.categoryId),
  };
}

/** A waiting-list entry as the promotion reads it; `enrolled`: the runner meanwhile took part another way. */
export interface WaitingCandidate {
  id: number;
  distancia: number;
  categoryId: number | null;
  enrolled: boolean;
}

/**
 * Who leaves the waiting list, in the order they joined: a runner already in the event just leaves it; the
 * others are enrolled while a place is free for them, each taking theirs before the next is weighed (a full
 * distance does not stop the line of another).
 */
export function decidePromotions(
  places: EventPlaces,
  candidates: readonly WaitingCandidate[],
): { promote: number[]; drop: number[] } {
  const promote: number[] = [];
  const drop: number[] = [];
  let current = places;
  for (const candidate of candidates) {
    if (candidate.enrolled) {
      drop.push(candidate.id);
      continue;
    }
    const request = { distancia: candidate.distancia, categoryId: candidate.categoryId, people: 1 };
    if (!decidePlace(current, { ...request, behindWaiting: false }).enrol) continue;
    current = takePlaces(current, request);
    promote.push(candidate.id);
  }
  return { promote, drop };
}
