import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResultStatus } from '../results/result-status.ts';
import { DEFAULT_SCORING, type Scoring, scoringSchema } from './championship.schemas.ts';
import {
  bestN,
  buildStandings,
  compareStandingLines,
  compareStandingRows,
  type EventResult,
  pointsFor,
} from './championship-standings.ts';

const placed = (runnerId: number, position: number, categoryName = 'Elite'): EventResult => ({
  runnerId,
  runnerName: `Corredor ${runnerId}`,
  categoryName,
  position,
  status: 'COMPLETED',
});
const out = (runnerId: number, status: ResultStatus, categoryName = 'Elite'): EventResult => ({
  runnerId,
  runnerName: `Corredor ${runnerId}`,
  categoryName,
  position: null,
  status,
});

describe('pointsFor', () => {
  it('gives the table by place, the floor beyond it and the statuses their points', () => {
    const scoring: Scoring = { ...DEFAULT_SCORING, dnf: 3, dns: 1, dsq: 0 };
    expect(pointsFor({ position: 1, status: 'COMPLETED' }, scoring)).toBe(100);
    expect(pointsFor({ position: 3, status: 'COMPLETED' }, scoring)).toBe(65);
    expect(pointsFor({ position: 20, status: 'COMPLETED' }, scoring)).toBe(8);
    expect(pointsFor({ position: 21, status: 'COMPLETED' }, scoring)).toBe(5);
    expect(pointsFor({ position: 140, status: 'COMPLETED' }, scoring)).toBe(5);
    expect(pointsFor({ position: null, status: 'DNF' }, scoring)).toBe(3);
    expect(pointsFor({ position: null, status: 'DNS' }, scoring)).toBe(1);
    expect(pointsFor({ position: null, status: 'DISQUALIFIED' }, scoring)).toBe(0);
    expect(pointsFor({ position: null, status: 'IN_PROGRESS' }, scoring)).toBeNull();
    expect(pointsFor({ position: null, status: 'PENDING' }, scoring)).toBeNull();
  });
});

describe('bestN', () => {
  it('keeps the n highest points, the earlier date among equals, never a date without points', () => {
    expect(bestN([50, 100, null, 80], 2)).toEqual([false, true, false, true]);
    expect(bestN([50, 50, 50], 2)).toEqual([true, true, false]);
    expect(bestN([null, 10], 3)).toEqual([false, true]);
    expect(bestN([1, 2, 3], null)).toEqual([true, true, true]);
  });
});

describe('buildStandings', () => {
  it('sums the points of each runner per category over the dates', () => {
    const [elite] = buildStandings(
      [
        [placed(1, 1), placed(2, 2), out(3, 'DNF')],
        [placed(2, 1), placed(1, 3)],
        [placed(1, 2), placed(3, 1), out(2, 'DNS')],
      ],
      DEFAULT_SCORING,
    );
    expect(elite?.rows.map((r) => [r.position, r.runnerId, r.total, r.wins])).toEqual([
      [1, 1, 100 + 65 + 80, 1],
      [2, 2, 80 + 100 + 0, 1],
      [3, 3, 0 + 100, 1],
    ]);
    expect(elite?.rows[2]?.results).toEqual([
      { position: null, status: 'DNF', points: 0, counts: true },
      { position: null, status: null, points: null, counts: false },
      { position: 1, status: 'COMPLETED', points: 100, counts: true },
    ]);
  });

  it('counts only the best N results', () => {
    const [elite] = buildStandings([[placed(1, 3)], [placed(1, 1)], [placed(1, 2)]], { ...DEFAULT_SCORING, bestOf: 2 });
    expect(elite?.rows[0]?.total).toBe(180);
    expect(elite?.rows[0]?.results.map((r) => r.counts)).toEqual([false, true, true]);
  });

  it('keeps a category name raced at two distances as two standings, named with the distance', () => {
    const categories = buildStandings(
      [
        [
          { ...placed(1, 1, 'Promocional'), distance: 33 },
          { ...placed(2, 1, 'Promocional'), distance: 66 },
          { ...placed(3, 1), distance: 66 },
        ],
      ],
      DEFAULT_SCORING,
    );
    expect(categories.map((c) => [c.name, c.rows.map((r) => r.runnerId)])).toEqual([
      ['Elite', [3]],
      ['Promocional · 33 km', [1]],
      ['Promocional · 66 km', [2]],
    ]);
  });

  it('counts a rider known only by name as one rider across dates, by DNI or by name', () => {
    const byName = (personKey: string, runnerName: string, position: number): EventResult => ({
      runnerId: null,
      personKey,
      runnerName,
      categoryName: 'Elite',
      position,
      status: 'COMPLETED',
    });
    const [elite] = buildStandings(
      [
        [byName('n:diaz lucas', 'Lucas DIAZ', 1), byName('d:30111222', 'Ana Paz', 2)],
        [byName('n:diaz lucas', 'Lucas Díaz', 2), byName('n:paz ana', 'Ana Paz', 1)],
      ],
      DEFAULT_SCORING,
    );
    expect(elite?.rows.map((r) => [r.runnerName, r.runnerId, r.results.map((x) => x.position)])).toEqual([
      ['Lucas Díaz', null, [1, 2]],
      ['Ana Paz', null, [null, 1]],
      ['Ana Paz', null, [2, null]],
    ]);
  });

  it('gives a rider who changed category a line in each', () => {
    const standings = buildStandings(
      [[placed(1, 1, 'Master A')], [placed(1, 2, 'Master B'), placed(2, 1, 'Master B')]],
      DEFAULT_SCORING,
    );
    expect(standings.map((c) => [c.name, c.rows.map((r) => [r.runnerId, r.total])])).toEqual([
      ['Master A', [[1, 100]]],
      [
        'Master B',
        [
          [2, 100],
          [1, 80],
        ],
      ],
    ]);
  });

  it('parts equal totals by wins, then by the better result at the latest date where they differ', () => {
    const scoring: Scoring = { ...DEFAULT_SCORING, table: [10, 6, 4, 3], beyondTable: 1 };
    const [elite] = buildStandings(
      [
        [placed(1, 1), placed(2, 3), placed(3, 2), placed(4, 2)],
        [placed(1, 4), placed(2, 2), placed(3, 3), placed(4, 3)],
        [placed(2, 2), placed(3, 2), placed(4, 2)],
      ],
      scoring,
    );
    // Totals: 1 → 10 + 3 = 13 with a win; 2 → 4 + 6 + 6 = 16; 3 → 6 + 4 + 6 = 16; 4 → 6 + 4 + 6 = 16.
    // 2 and 3: no wins; date 3 equal (2nd), date 2: 2nd beats 3rd → 2 ahead. 3 and 4 equal everywhere: shared place.
    expect(elite?.rows.map((r) => [r.position, r.runnerId, r.total])).toEqual([
      [1, 2, 16],
      [2, 3, 16],
      [2, 4, 16],
      [4, 1, 13],
    ]);
  });

  it('puts more wins ahead on equal totals', () => {
    const scoring: Scoring = { ...DEFAULT_SCORING, table: [10, 5], beyondTable: 0 };
    const [elite] = buildStandings(
      [
        [placed(1, 2), placed(2, 1)],
        [placed(1, 2), placed(2, 3)],
      ],
      scoring,
    );
    expect(elite?.rows.map((r) => [r.runnerId, r.total, r.wins])).toEqual([
      [2, 10, 1],
      [1, 10, 0],
    ]);
  });

  it('ranks on the latest date a DNF above a DNS above a DSQ above not having raced it', () => {
    const nothing: Scoring = { ...DEFAULT_SCORING, table: [0], beyondTable: 0 };
    const [elite] = buildStandings(
      [[out(4, 'DISQUALIFIED')], [out(1, 'DISQUALIFIED'), out(2, 'DNS'), out(3, 'DNF')]],
      nothing,
    );
    expect(elite?.rows.map((r) => [r.position, r.runnerId, r.total])).toEqual([
      [1, 3, 0],
      [2, 2, 0],
      [3, 1, 0],
      [4, 4, 0],
    ]);
  });

  it('gives a rider still racing no points yet', () => {
    const [elite] = buildStandings([[out(1, 'IN_PROGRESS'), placed(2, 1)]], DEFAULT_SCORING);
    expect(elite?.rows.map((r) => [r.runnerId, r.total, r.results[0]?.points])).toEqual([
      [2, 100, 100],
      [1, 0, null],
    ]);
  });
});

describe('scoringSchema', () => {
  it('defaults to the common scale and refuses a table that rises or a floor above its last place', () => {
    expect(scoringSchema.parse({})).toEqual(DEFAULT_SCORING);
    const rising = scoringSchema.safeParse({ table: [10, 20] });
    expect(rising.error?.issues[0]?.message).toBe('Un puesto no puede dar más puntos que el puesto anterior');
    const floor = scoringSchema.safeParse({ table: [10, 5], beyondTable: 6 });
    expect(floor.error?.issues[0]?.message).toMatch(/fuera de la tabla no pueden superar/);
    expect(scoringSchema.safeParse({ bestOf: 0 }).error?.issues[0]?.message).toMatch(/mayor que cero/);
  });
});

const STATUSES: ResultStatus[] = ['COMPLETED', 'COMPLETED', 'COMPLETED', 'DNF', 'DNS', 'DISQUALIFIED', 'IN_PROGRESS'];

/** Random dates: each a set of riders (ids 1–12) in categories A–C, placed 1, 2, 3… per category with some ties. */
const datesArb = fc
  .array(
    fc.uniqueArray(
      fc.record({
        runnerId: fc.integer({ min: 1, max: 12 }),
        category: fc.constantFrom('A', 'B', 'C'),
        status: fc.constantFrom(...STATUSES),
        position: fc.integer({ min: 1, max: 25 }),
      }),
      { selector: (r) => r.runnerId, maxLength: 12 },
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((dates) =>
    dates.map((results) =>
      results.map(
        (r): EventResult => ({
          runnerId: r.runnerId,
          runnerName: `Corredor ${r.runnerId % 5}`,
          categoryName: r.category,
          status: r.status,
          position: r.status === 'COMPLETED' ? r.position : null,
        }),
      ),
    ),
  );
const scoringArb = fc.record({
  table: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 6 }).map((t) => t.sort((a, b) => b - a)),
  beyondTable: fc.constant(0),
  dnf: fc.integer({ min: 0, max: 5 }),
  dns: fc.integer({ min: 0, max: 5 }),
  dsq: fc.integer({ min: 0, max: 5 }),
  bestOf: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
});

describe('buildStandings, over random results', () => {
  it('counts at most N results, and each total is the sum of its counted points', () => {
    fc.assert(
      fc.property(datesArb, scoringArb, (dates, scoring) => {
        for (const category of buildStandings(dates, scoring)) {
          for (const row of category.rows) {
            const counted = row.results.filter((r) => r.counts);
            expect(counted.length).toBeLessThanOrEqual(scoring.bestOf ?? dates.length);
            expect(counted.every((r) => r.points !== null)).toBe(true);
            expect(row.total).toBe(counted.reduce((sum, r) => sum + (r.points ?? 0), 0));
            // No uncounted result scores more than a counted one.
            const lowest = Math.min(...counted.map((r) => r.points ?? 0));
            expect(row.results.every((r) => r.counts || r.points === null || r.points <= lowest)).toBe(true);
          }
        }
      }),
    );
  });

  it('never lists a rider twice in one category, and lists every result once', () => {
    fc.assert(
      fc.property(datesArb, scoringArb, (dates, scoring) => {
        const standings = buildStandings(dates, scoring);
        for (const category of standings) {
          const ids = category.rows.map((r) => r.runnerId);
          expect(new Set(ids).size).toBe(ids.length);
        }
        const results = standings.flatMap((c) => c.rows.flatMap((r) => r.results.filter((x) => x.status !== null)));
        expect(results.length).toBe(dates.flat().length);
      }),
    );
  });

  it('orders each category by a total order consistent with the tie-break, sharing places only on full ties', () => {
    fc.assert(
      fc.property(datesArb, scoringArb, (dates, scoring) => {
        for (const { rows } of buildStandings(dates, scoring)) {
          for (let i = 0; i < rows.length; i++) {
            const a = rows[i]!;
            expect(compareStandingRows(a, a)).toBe(0);
            for (let j = i + 1; j < rows.length; j++) {
              const b = rows[j]!;
              // Antisymmetric and strict for distinct lines: a total order the list follows.
              expect(compareStandingRows(a, b)).toBeLessThan(0);
              expect(compareStandingRows(b, a)).toBeGreaterThan(0);
              expect(compareStandingLines(a, b)).toBeLessThanOrEqual(0);
              expect(a.total).toBeGreaterThanOrEqual(b.total);
              if (compareStandingLines(a, b) === 0) expect(b.position).toBe(a.position);
              else expect(b.position).toBeGreaterThan(a.position);
            }
            if (i > 0) {
              const ahead = rows[i - 1]!;
              const shares = compareStandingLines(ahead, a) === 0;
              expect(a.position).toBe(shares ? ahead.position : i + 1);
            }
          }
        }
      }),
    );
  });

  it('is transitive: three lines in order compare in order', () => {
    fc.assert(
      fc.property(datesArb, scoringArb, (dates, scoring) => {
        const lines = buildStandings(dates, scoring).flatMap((c) => c.rows);
        // Shuffle-independent: sorting any permutation gives the same order.
        const sorted = [...lines].sort(compareStandingRows).map((r) => `${r.runnerId}-${r.total}`);
        const reversed = [...lines]
          .reverse()
          .sort(compareStandingRows)
          .map((r) => `${r.runnerId}-${r.total}`);
        expect(reversed).toEqual(sorted);
        for (const a of lines)
          for (const b of lines)
            for (const c of lines) {
              if (compareStandingLines(a, b) <= 0 && compareStandingLines(b, c) <= 0)
                expect(compareStandingLines(a, c)).toBeLessThanOrEqual(0);
            }
      }),
    );
  });
});
