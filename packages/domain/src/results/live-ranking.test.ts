import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRankKeys, liveGap, type RiderTimes, rankKeyOfRow, rankResults } from './rank-results.ts';
import type { RiderStatus } from './result-status.ts';
import type { ResultRow } from './results.schemas.ts';

// Live positions of riders still on course (decision 012), checked against the tests' own arithmetic.

const LAPS = 3;
const CATEGORIES = ['ELITE MASC', 'MASTER A MASC', 'JUVENILES FEM'];

const rider = (id: number, lapTimes: number[], extra: Partial<RiderTimes> = {}): RiderTimes => ({
  id,
  dorsal: id,
  runnerName: `Corredor ${id}`,
  categoryName: 'Elite',
  lapTimes,
  penaltyMs: 0,
  status: null,
  ...extra,
});

const riderArb = fc.record({
  categoryName: fc.constantFrom(...CATEGORIES),
  // Few distinct times, so riders level on laps and time (shared places) happen.
  lapTimes: fc.array(
    fc.integer({ min: 1, max: 4 }).map((t) => t * 1000),
    { maxLength: LAPS + 1 },
  ),
  penaltyMs: fc.constantFrom(0, 0, 0, 1000),
  status: fc.constantFrom<RiderStatus | null>(null, null, null, null, 'DNF', 'DNS', 'DISQUALIFIED'),
});

const ridersArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 30 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        riderArb.map((drawn): RiderTimes => ({ ...drawn, id, dorsal: 1000 - id, runnerName: `R${id}` })),
      ),
    ),
  );

/** The test's own place: one more than the placed riders strictly ahead (more laps, or as many in less time). */
function expectedPlace(rows: readonly ResultRow[], row: ResultRow): number | null {
  const placed = (r: ResultRow) => r.status === 'COMPLETED' || r.status === 'IN_PROGRESS';
  if (!placed(row)) return null;
  const total = (r: ResultRow) => r.lapTimes.reduce((sum, lap) => sum + lap.time, 0) + r.penaltyTime;
  return (
    rows.filter(
      (r) =>
        placed(r) &&
        (r.completedLaps > row.completedLaps || (r.completedLaps === row.completedLaps && total(r) < total(row))),
    ).length + 1
  );
}

describe('live ranking', () => {
  it('places riders on course after the finishers, by laps done, then time at their last passage', () => {
    const { overall, categories } = rankResults(
      [
        rider(1, [100, 100, 100]),
        rider(2, [90, 95]),
        rider(3, [80, 90]),
        rider(4, [70]),
        rider(5, [60, 60], { status: 'DNF' }),
        rider(6, []),
        rider(7, [85, 85], { penaltyMs: 20, categoryName: 'Master' }),
      ],
      LAPS,
    );
    expect(overall.map((r) => [r.dorsal, r.status, r.overallPosition])).toEqual([
      [1, 'COMPLETED', 1],
      [3, 'IN_PROGRESS', 2],
      [2, 'IN_PROGRESS', 3],
      [7, 'IN_PROGRESS', 4],
      [4, 'IN_PROGRESS', 5],
      [6, 'PENDING', null],
      [5, 'DNF', null],
    ]);
    expect(categories.map((c) => [c.name, c.runners.map((r) => r.position)])).toEqual([
      ['Elite', [1, 2, 3, 4, null, null]],
      ['Master', [1]],
    ]);
  });

  it('shares a place between riders on course level on laps and time, and skips the next', () => {
    const { overall } = rankResults([rider(1, [100]), rider(2, [60, 40]), rider(3, [100]), rider(4, [120])], LAPS);
    expect(overall.map((r) => [r.dorsal, r.overallPosition])).toEqual([
      [2, 1],
      [1, 2],
      [3, 2],
      [4, 4],
    ]);
  });

  it('keeps the instant of the last counted passage, the laps beyond the distance left out', () => {
    const { overall } = rankResults(
      [
        rider(1, [10, 20], { passedAt: [5_010, 5_030] }),
        rider(2, [10, 10, 10, 10], { passedAt: [1, 2, 3, 4] }),
        rider(3, []),
        rider(4, [10]),
      ],
      LAPS,
    );
    expect(Object.fromEntries(overall.map((r) => [r.dorsal, r.lastPassageAt]))).toEqual({
      1: 5_030,
      2: 3,
      3: null,
      4: null,
    });
  });

  it('states the gap to the first in laps down, or on the same lap in time', () => {
    const { overall } = rankResults(
      [
        rider(1, [100, 100, 100]),
        rider(2, [100, 130]),
        rider(3, [90, 100, 120]),
        rider(4, [95]),
        rider(5, [50], { status: 'DNF' }),
      ],
      LAPS,
    );
    const [first, ...rest] = overall;
    expect(rest.map((row) => [row.dorsal, liveGap(first!, row)])).toEqual([
      [3, { laps: 0, time: 10 }],
      [2, { laps: 1, time: null }],
      [4, { laps: 2, time: null }],
      [5, null],
    ]);
    expect(liveGap(first!, first!)).toEqual({ laps: 0, time: 0 });
  });

  it('gives every placed rider, overall and in the category, one more than the riders strictly ahead', () => {
    fc.assert(
      fc.property(ridersArb, (riders) => {
        const { overall, categories } = rankResults(riders, LAPS);
        for (const row of overall) expect(row.overallPosition).toBe(expectedPlace(overall, row));
        for (const { runners } of categories)
          for (const row of runners) expect(row.position).toBe(expectedPlace(runners, row));
      }),
      { numRuns: 300 },
    );
  });

  it('is a total order: the same answer whatever order the riders come in, and no two riders compare equal', () => {
    fc.assert(
      fc.property(
        ridersArb.chain((riders) =>
          fc.tuple(fc.constant(riders), fc.shuffledSubarray(riders, { minLength: riders.length })),
        ),
        ([riders, shuffled]) => {
          expect(rankResults(shuffled, LAPS)).toEqual(rankResults(riders, LAPS));
          const keys = rankResults(riders, LAPS).overall.map(rankKeyOfRow);
          for (let i = 1; i < keys.length; i++) expect(compareRankKeys(keys[i - 1]!, keys[i]!)).toBeLessThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("once everyone has finished, equals a finished race's ranking: by final time, ties shared", () => {
    const finishedArb = fc.array(
      fc.record({
        categoryName: fc.constantFrom(...CATEGORIES),
        lapTimes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: LAPS, maxLength: LAPS }),
        penaltyMs: fc.constantFrom(0, 1),
      }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(finishedArb, (drawn) => {
        const riders = drawn.map((d, index) => rider(index + 1, d.lapTimes, d));
        const { overall, categories } = rankResults(riders, LAPS);
        const finalOf = (r: ResultRow) => r.finalTime!;
        const place = (rows: readonly ResultRow[], row: ResultRow) =>
          rows.filter((r) => finalOf(r) < finalOf(row)).length + 1;
        for (const row of overall) {
          expect(row.status).toBe('COMPLETED');
          expect(row.overallPosition).toBe(place(overall, row));
        }
        for (const { runners } of categories) for (const row of runners) expect(row.position).toBe(place(runners, row));
      }),
      { numRuns: 200 },
    );
  });

  it('within one wave and without penalties, orders riders on the same lap by the instant they crossed', () => {
    // A wave started at 0; riders' passages at instants; the race cut at a moment between them.
    const waveArb = fc.array(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: LAPS }), {
      minLength: 1,
      maxLength: 20,
    });
    fc.assert(
      fc.property(waveArb, fc.integer({ min: 0, max: 150 }), (paces, cut) => {
        const riders = paces.map((laps, index) => {
          const passedAt: number[] = [];
          for (const lap of laps) passedAt.push((passedAt.at(-1) ?? 0) + lap);
          const seen = passedAt.filter((at) => at <= cut);
          return rider(
            index + 1,
            seen.map((at, k) => at - (seen[k - 1] ?? 0)),
            { passedAt: seen },
          );
        });
        const { overall } = rankResults(riders, LAPS);
        const onCourse = overall.filter((r) => r.status === 'IN_PROGRESS');
        for (let i = 1; i < onCourse.length; i++) {
          const [a, b] = [onCourse[i - 1]!, onCourse[i]!];
          if (a.completedLaps === b.completedLaps) expect(a.lastPassageAt!).toBeLessThanOrEqual(b.lastPassageAt!);
          else expect(a.completedLaps).toBeGreaterThan(b.completedLaps);
        }
      }),
      { numRuns: 200 },
    );
  });
});
