import { describe, expect, it } from 'vitest';
import { decidePlace, decidePromotions, type EventPlaces, freePlacesIn, takePlaces } from './places.ts';

/** An event with 10 places, a 21 km distance limited to 6 and a category 7 limited to 2. */
function event(counts: Partial<EventPlaces> = {}): EventPlaces {
  return {
    cupoTotal: 10,
    distanceLimits: new Map([
      [21, 6],
      [42, null],
    ]),
    categoryLimits: new Map([[7, 2]]),
    taken: new Map(),
    takenByCategory: new Map(),
    waiting: new Map(),
    waitingByCategory: new Map(),
    ...counts,
  };
}

const newcomer = (distancia: number, categoryId: number | null, people = 1) => ({
  distancia,
  categoryId,
  people,
  behindWaiting: true,
});

describe('decidePlace', () => {
  it('enrols while every limit that applies has room', () => {
    expect(decidePlace(event({ taken: new Map([[21, 5]]) }), newcomer(21, null))).toEqual({ enrol: true });
    expect(decidePlace(event({ taken: new Map([[42, 9]]) }), newcomer(42, null))).toEqual({ enrol: true });
  });

  it('names the scope that is full: the event first, then the distance, then the category', () => {
    expect(decidePlace(event({ taken: new Map([[42, 10]]) }), newcomer(21, null))).toEqual({
      enrol: false,
      full: 'event',
    });
    expect(decidePlace(event({ taken: new Map([[21, 5]]) }), newcomer(21, null, 2))).toEqual({
      enrol: false,
      full: 'distance',
    });
    const category = event({ taken: new Map([[21, 2]]), takenByCategory: new Map([[7, 2]]) });
    expect(decidePlace(category, newcomer(21, 7))).toEqual({ enrol: false, full: 'category' });
    expect(decidePlace(category, newcomer(21, 8))).toEqual({ enrol: true });
  });

  it('puts a newcomer behind the runners waiting for the distance, and calls the distance full', () => {
    const places = event({ taken: new Map([[21, 4]]), waiting: new Map([[21, 2]]) });
    expect(decidePlace(places, newcomer(21, null))).toEqual({ enrol: false, full: 'distance' });
    // A promotion is the one waiting: only free places count.
    expect(decidePlace(places, { ...newcomer(21, null), behindWaiting: false })).toEqual({ enrol: true });
    // Another distance's line does not hold this one back.
    expect(decidePlace(places, newcomer(42, null))).toEqual({ enrol: true });
  });

  it("counts a category's waiting runners against the category's limit", () => {
    const places = event({
      taken: new Map([[21, 1]]),
      takenByCategory: new Map([[7, 1]]),
      waitingByCategory: new Map([[7, 1]]),
    });
    expect(decidePlace(places, newcomer(21, 7)).enrol).toBe(false);
    expect(decidePlace(places, { ...newcomer(21, 7), behindWaiting: false }).enrol).toBe(true);
  });

  it('lets an inscription move category once its own places are freed', () => {
    const places = event({ taken: new Map([[21, 6]]), takenByCategory: new Map([[7, 2]]) });
    const move = { distancia: 21, categoryId: 8, people: 2, behindWaiting: false };
    expect(decidePlace(places, move).enrol).toBe(false);
    const freed = takePlaces(places, { distancia: 21, categoryId: 7, people: -2 });
    expect(decidePlace(freed, move).enrol).toBe(true);
    expect(freed.takenByCategory.get(7)).toBe(0);
    expect(places.taken.get(21)).toBe(6);
  });
});

describe('decidePromotions', () => {
  it('enrols in the order of the line while places are free, each taking theirs', () => {
    const places = event({ taken: new Map([[21, 5]]) });
    const line = [1, 2, 3].map((id) => ({ id, distancia: 21, categoryId: null, enrolled: false }));
    expect(decidePromotions(places, line)).toEqual({ promote: [1], drop: [] });
  });

  it("drops runners already enrolled and skips a full distance without stopping another's line", () => {
    const places = event({ taken: new Map([[21, 6]]) });
    const line = [
      { id: 1, distancia: 21, categoryId: null, enrolled: false },
      { id: 2, distancia: 42, categoryId: null, enrolled: true },
      { id: 3, distancia: 42, categoryId: null, enrolled: false },
      { id: 4, distancia: 21, categoryId: 7, enrolled: false },
    ];
    expect(decidePromotions(places, line)).toEqual({ promote: [3], drop: [2] });
  });
});

describe('freePlacesIn', () => {
  it('answers the fewest free places of the limits that apply', () => {
    expect(
      freePlacesIn([
        { cupo: 10, ocupados: 7 },
        { cupo: 6, ocupados: 2 },
      ]),
    ).toBe(3);
    expect(
      freePlacesIn([
        { cupo: null, ocupados: 7 },
        { cupo: 6, ocupados: 8 },
      ]),
    ).toBe(0);
    expect(freePlacesIn([{ cupo: null, ocupados: 7 }])).toBeNull();
  });
});
