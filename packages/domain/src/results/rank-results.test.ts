import { describe, expect, it } from 'vitest';
import { type RiderTimes, rankResults } from './rank-results.ts';

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

describe('rankResults', () => {
  it('orders finishers by laps plus penalty, then riders with fewer laps, then DNF and DSQ', () => {
    const { overall } = rankResults(
      [
        rider(1, [100, 100]),
        rider(2, [90, 100], { penaltyMs: 30 }),
        rider(3, [80]),
        rider(4, [50, 50], { status: 'DISQUALIFIED' }),
        rider(5, [60, 60], { status: 'DNF' }),
        rider(6, []),
        rider(7, [95, 95]),
      ],
      2,
    );
    expect(overall.map((r) => [r.dorsal, r.status, r.overallPosition, r.finalTime])).toEqual([
      [7, 'COMPLETED', 1, 190],
      [1, 'COMPLETED', 2, 200],
      [2, 'COMPLETED', 3, 220],
      [3, 'IN_PROGRESS', 4, null],
      [6, 'PENDING', null, null],
      [5, 'DNF', null, null],
      [4, 'DISQUALIFIED', null, null],
    ]);
  });

  it('breaks ties by more laps, then the shorter time so far (penalty included), then the lower bib, in every status', () => {
    const { overall } = rankResults(
      [
        rider(9, [100, 100]),
        rider(8, [90, 100], { penaltyMs: 10 }),
        rider(7, [50]),
        rider(6, [40], { penaltyMs: 20 }),
        rider(5, [60]),
        rider(4, [30, 30], { status: 'DNF' }),
        rider(3, [10], { status: 'DNF' }),
        rider(2, [20, 20], { status: 'DNF' }),
        rider(1, [], { status: 'DNF' }),
        rider(10, []),
        rider(11, [70, 80], { penaltyMs: 60 }),
      ],
      2,
    );
    expect(overall.map((r) => r.dorsal)).toEqual([8, 9, 11, 7, 5, 6, 10, 2, 4, 3, 1]);
    expect(overall.map((r) => r.overallPosition)).toEqual([1, 1, 3, 4, 5, 5, null, null, null, null, null]);
  });

  it('gives ties the same position and skips the next', () => {
    const { overall } = rankResults([rider(1, [100]), rider(2, [100]), rider(3, [120])], 1);
    expect(overall.map((r) => r.overallPosition)).toEqual([1, 1, 3]);
  });

  it('ranks each category apart and keeps overall positions', () => {
    const { categories, overall } = rankResults(
      [rider(1, [300], { categoryName: 'Master' }), rider(2, [200]), rider(3, [100], { categoryName: 'Master' })],
      1,
    );
    expect(categories.map((c) => [c.name, c.runners.map((r) => [r.dorsal, r.position, r.overallPosition])])).toEqual([
      ['Elite', [[2, 1, 2]]],
      [
        'Master',
        [
          [3, 1, 1],
          [1, 2, 3],
        ],
      ],
    ]);
    expect(overall).toHaveLength(3);
  });

  it('lists categories in the default-by-age table order, not alphabetically', () => {
    const names = ['E-BIKE', 'MASTER A1 FEM', 'Tandem', 'ELITE MASC', 'MASTER A1 MASC', 'SUB 23 FEM', 'JUVENILES MASC'];
    const { categories } = rankResults(
      names.map((categoryName, index) => rider(index + 1, [100 + index], { categoryName })),
      1,
    );
    expect(categories.map((c) => c.name)).toEqual([
      'JUVENILES MASC',
      'SUB 23 FEM',
      'ELITE MASC',
      'MASTER A1 MASC',
      'MASTER A1 FEM',
      'E-BIKE',
      'Tandem',
    ]);
  });

  it('keeps the start group of each rider', () => {
    const { overall } = rankResults([rider(1, [100], { groupName: 'Largada 1' }), rider(2, [90])], 1);
    expect(overall.map((r) => [r.dorsal, r.groupName])).toEqual([
      [2, null],
      [1, 'Largada 1'],
    ]);
  });

  it('ignores laps beyond the distance and reports per-lap times', () => {
    const { overall } = rankResults([rider(1, [10, 20, 30])], 2);
    expect(overall[0]).toMatchObject({
      completedLaps: 2,
      finalTime: 30,
      lapTimes: [
        { lap: 1, time: 10 },
        { lap: 2, time: 20 },
      ],
    });
  });

  it('handles nobody', () => {
    expect(rankResults([], 3)).toEqual({ overall: [], categories: [] });
  });
});
