import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RiderTimes, rankResults } from './rank-results.ts';
import type { RiderStatus } from './result-status.ts';
import type { ResultsResponse } from './results.schemas.ts';
import { resultsDeltaSchema } from './results-delta.schema.ts';
import { applyResultsDelta, diffResults } from './results-delta.ts';
import { resultsVersion } from './results-version.ts';

// Names of the default table (some spelled so they normalise alike) and names outside it.
const CATEGORIES = ['ELITE MASC', 'Élite  masc', 'MASTER A MASC', 'JUVENILES FEM', 'E-BIKE', 'Paseo', 'Amigos'];
const STATUSES: (RiderStatus | null)[] = [null, null, null, null, 'DNF', 'DNS', 'DISQUALIFIED'];
const LAPS = 3;

/** Results as the server builds them: ranked by the domain's own rankResults, read back from JSON. */
function answer(riders: readonly RiderTimes[], meta: Partial<ResultsResponse> = {}): ResultsResponse {
  const results: ResultsResponse = {
    eventId: 1,
    eventName: 'Vuelta',
    eventDate: '2026-05-01',
    finished: false,
    generatedAt: 1_000,
    distance: 33,
    laps: LAPS,
    ...rankResults(riders, LAPS),
    distances: [{ distance: 33, laps: LAPS }],
    groups: [],
    ...meta,
  };
  return JSON.parse(JSON.stringify(results));
}

const riderArb = fc.record({
  runnerName: fc.constantFrom('Ana', 'Luis', 'Eva', 'Juan'),
  categoryName: fc.constantFrom(...CATEGORIES),
  groupName: fc.constantFrom(null, 'Salida 1'),
  // Few distinct times, so ties (shared positions) happen.
  lapTimes: fc.array(
    fc.integer({ min: 1, max: 6 }).map((t) => t * 1000),
    { maxLength: LAPS + 1 },
  ),
  penaltyMs: fc.constantFrom(0, 0, 1000, 2500),
  status: fc.constantFrom(...STATUSES),
});

type Drawn = RiderTimes;

const ridersArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 40 })
  .chain((ids) => fc.tuple(...ids.map((id) => riderArb.map((rider): Drawn => ({ ...rider, id, dorsal: 1000 - id })))));

/** Another state of the same race: riders changed (more laps, a penalty, a status, a name), gone or new. */
const nextArb = (riders: Drawn[]) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.boolean(), riderArb), { minLength: riders.length, maxLength: riders.length }),
      ridersArb,
      fc.boolean(),
      fc.boolean(),
    )
    .map(([changes, added, finished, renamed]) => {
      const kept: Drawn[] = [];
      riders.forEach((rider, index) => {
        const [keep, other] = changes[index]!;
        if (!keep) return;
        const which = rider.id % 4;
        if (which === 0) kept.push({ ...rider, lapTimes: [...rider.lapTimes, ...other.lapTimes.slice(0, 1)] });
        else if (which === 1) kept.push({ ...rider, penaltyMs: other.penaltyMs, status: other.status });
        else if (which === 2) kept.push({ ...rider, runnerName: other.runnerName, categoryName: other.categoryName });
        else kept.push(rider);
      });
      const taken = new Set(kept.map((r) => r.id));
      const next = [...kept, ...added.filter((r) => !taken.has(r.id))];
      return { next, meta: { finished, generatedAt: 2_000, ...(renamed ? { eventName: 'Vuelta 2' } : {}) } };
    });

const pairArb = ridersArb.chain((riders) =>
  nextArb(riders).map(({ next, meta }) => ({ a: answer(riders), b: answer(next, meta) })),
);

describe('results deltas', () => {
  it('applying the delta of two answers to the first gives the second, in the server order and version', () => {
    fc.assert(
      fc.property(pairArb, ({ a, b }) => {
        const delta = resultsDeltaSchema.parse(JSON.parse(JSON.stringify(diffResults(a, b))));
        expect(delta.from).toBe(resultsVersion(a));
        expect(delta.version).toBe(resultsVersion(b));
        const applied = applyResultsDelta(a, delta);
        expect(applied).toEqual(b);
        // Member for member and in the same key order: the client's version is the server's.
        expect(JSON.stringify(applied)).toBe(JSON.stringify(b));
      }),
      { numRuns: 300 },
    );
  });

  it('is empty but for the versions between equal answers, and leaves the answer it applies to as it was', () => {
    fc.assert(
      fc.property(pairArb, ({ a, b }) => {
        const same = diffResults(b, b);
        expect(Object.keys(same).sort()).toEqual(['from', 'version']);
        const before = JSON.stringify(a);
        applyResultsDelta(a, diffResults(a, b));
        expect(JSON.stringify(a)).toBe(before);
      }),
      { numRuns: 100 },
    );
  });

  it('carries one row for a passage among 2,000 riders, and only the positions crossed for a penalty', () => {
    let seed = 20261127;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    // Everyone starts together; passages come in the order of the time they happen.
    const riders = Array.from({ length: 2000 }, (_, index) => ({
      id: index + 1,
      dorsal: index + 1,
      runnerName: `Corredor ${index + 1}`,
      categoryName: CATEGORIES[index % CATEGORIES.length]!,
      groupName: null,
      lapTimes: [] as number[],
      penaltyMs: 0,
      status: null,
      pace: 3_000_000 + Math.floor(random() * 1_200_000),
    }));
    const passages = riders
      .flatMap((rider) =>
        Array.from({ length: LAPS }, (_, lap) => ({ rider, at: (lap + 1) * rider.pace + Math.floor(random() * 9) })),
      )
      .sort((x, y) => x.at - y.at);
    const cut = Math.floor(passages.length * (0.3 + random() * 0.6));
    for (const { rider, at } of passages.slice(0, cut))
      rider.lapTimes.push(at - rider.lapTimes.reduce((s, t) => s + t, 0));
    const before = answer(riders);
    const { rider, at } = passages[cut]!;
    rider.lapTimes.push(at - rider.lapTimes.reduce((s, t) => s + t, 0));
    const after = answer(riders, { generatedAt: 2_000 });

    const passage = diffResults(before, after);
    expect(passage.rows?.map((row) => row.id)).toEqual([rider.id]);
    expect(passage.moved ?? []).toEqual([]);
    expect(passage.removed).toBeUndefined();
    expect(passage.meta).toEqual({ generatedAt: 2_000 });
    expect(applyResultsDelta(before, passage)).toEqual(after);

    // A penalty moving the fastest finisher back: the finishers it passes move up one place, nobody else.
    const finishers = after.overall.filter((row) => row.status === 'COMPLETED');
    expect(finishers.length).toBeGreaterThan(10);
    const first = riders.find((r) => r.id === finishers[0]!.id)!;
    const passed = finishers.filter((row) => row.finalTime! < finishers[0]!.finalTime! + 60_000).length - 1;
    first.penaltyMs = 60_000;
    const penalised = answer(riders, { generatedAt: 3_000 });
    const correction = diffResults(after, penalised);
    expect(correction.rows?.map((row) => row.id)).toEqual([first.id]);
    expect(correction.moved?.length).toBeLessThanOrEqual(passed);
    expect(applyResultsDelta(after, correction)).toEqual(penalised);
  });
});
