import { describe, expect, it } from 'vitest';
import { type RiderTimes, rankResults } from './rank-results.ts';
import { gapsIn, lapStandings, positionAmong } from './rider-standing.ts';

const rider = (
  dorsal: number,
  lapTimes: number[],
  options: Partial<Pick<RiderTimes, 'categoryName' | 'status' | 'penaltyMs'>> = {},
): RiderTimes => ({
  id: dorsal,
  dorsal,
  runnerName: `Corredor ${dorsal}`,
  categoryName: options.categoryName ?? 'ELITE MASC',
  lapTimes,
  penaltyMs: options.penaltyMs ?? 0,
  status: options.status ?? null,
});

// Two laps. 1 and 2 tie on the total; 3 is ahead after lap 1 but behind at the end; 4 is in another
// category; 5 stopped after lap 1 (DNF); 6 was disqualified with the fastest laps of all.
const { overall } = rankResults(
  [
    rider(1, [60_000, 60_000]),
    rider(2, [61_000, 59_000]),
    rider(3, [55_000, 70_000]),
    rider(4, [58_000, 58_000], { categoryName: 'MASTER A MASC' }),
    rider(5, [50_000], { status: 'DNF' }),
    rider(6, [40_000, 40_000], { status: 'DISQUALIFIED' }),
  ],
  2,
);
const row = (dorsal: number) => overall.find((r) => r.dorsal === dorsal)!;
const category = overall.filter((r) => r.categoryName === 'ELITE MASC');

describe('lapStandings', () => {
  it('places each lap by the time since the start, ties shared, DNF counted on its laps, DSQ out', () => {
    expect(lapStandings(overall, row(1))).toEqual([
      // Lap 1 (5: 50, 3: 55, 4: 58, 1: 60, 2: 61): 4th of 5 overall, 3rd of 4 in ELITE MASC.
      {
        lap: 1,
        time: 60_000,
        cumulative: 60_000,
        position: 4,
        categoryPosition: 3,
        riders: 5,
        categoryAverage: 56_500,
      },
      // Lap 2 (4: 116, 1 and 2: 120, 3: 125): 1 and 2 share 2nd overall and 1st in the category.
      {
        lap: 2,
        time: 60_000,
        cumulative: 120_000,
        position: 2,
        categoryPosition: 1,
        riders: 4,
        categoryAverage: 63_000,
      },
    ]);
    expect(lapStandings(overall, row(2)).map((lap) => lap.position)).toEqual([5, 2]);
    expect(lapStandings(overall, row(3)).map((lap) => [lap.position, lap.categoryPosition])).toEqual([
      [2, 2],
      [4, 3],
    ]);
  });
});

describe('lapStandings of riders out of the race', () => {
  it("gives a disqualified rider's laps their times and no place, overall or in the category", () => {
    expect(lapStandings(overall, row(6))).toEqual([
      {
        lap: 1,
        time: 40_000,
        cumulative: 40_000,
        position: null,
        categoryPosition: null,
        riders: 5,
        categoryAverage: 56_500,
      },
      {
        lap: 2,
        time: 40_000,
        cumulative: 80_000,
        position: null,
        categoryPosition: null,
        riders: 4,
        categoryAverage: 63_000,
      },
    ]);
  });

  it('keeps the place of a rider who stopped (DNF) on the laps they completed', () => {
    expect(lapStandings(overall, row(5)).map((lap) => [lap.position, lap.categoryPosition])).toEqual([[1, 1]]);
  });

  it("gives a rider who never started (DNS) no laps, and leaves their stray passages out of the others' places", () => {
    const withDns = rankResults(
      [rider(1, [60_000, 60_000]), rider(2, [61_000, 59_000]), rider(7, [30_000], { status: 'DNS' })],
      2,
    ).overall;
    const dns = withDns.find((r) => r.dorsal === 7)!;
    expect(dns.status).toBe('DNS');
    expect(lapStandings(withDns, dns)).toEqual([]);
    expect(lapStandings(withDns, withDns.find((r) => r.dorsal === 1)!)[0]).toMatchObject({
      position: 1,
      categoryPosition: 1,
      riders: 2,
    });
  });

  it('gives a rider with no passage on an event that is over no laps: they read DNS', () => {
    const over = rankResults([rider(1, [60_000, 60_000]), rider(8, [])], 2, true).overall;
    const absent = over.find((r) => r.dorsal === 8)!;
    expect(absent.status).toBe('DNS');
    expect(lapStandings(over, absent)).toEqual([]);
  });
});

describe('gapsIn', () => {
  it('measures gaps to the first and to the nearest strictly better time', () => {
    expect(gapsIn(overall, row(4))).toEqual({ toFirst: 0, toAhead: null });
    expect(gapsIn(overall, row(1))).toEqual({ toFirst: 4_000, toAhead: 4_000 });
    // Tied with 1: the same gaps, never a gap to each other.
    expect(gapsIn(overall, row(2))).toEqual({ toFirst: 4_000, toAhead: 4_000 });
    expect(gapsIn(overall, row(3))).toEqual({ toFirst: 9_000, toAhead: 5_000 });
    expect(gapsIn(category, row(1))).toEqual({ toFirst: 0, toAhead: null });
  });

  it('gives no gap to riders without a final time', () => {
    expect(gapsIn(overall, row(5))).toEqual({ toFirst: null, toAhead: null });
    expect(gapsIn(overall, row(6))).toEqual({ toFirst: null, toAhead: null });
  });
});

describe('positionAmong', () => {
  it('ranks finishers of one sex with ties shared', () => {
    const sameSex = [row(1), row(2), row(3), row(5)];
    expect(positionAmong(sameSex, row(1))).toBe(1);
    expect(positionAmong(sameSex, row(2))).toBe(1);
    expect(positionAmong(sameSex, row(3))).toBe(3);
    expect(positionAmong(sameSex, row(5))).toBeNull();
  });

  it('places riders of one sex still on course after its finishers, live', () => {
    const live = rankResults([rider(1, [60_000, 60_000]), rider(2, [61_000]), rider(3, [59_000]), rider(4, [])], 2);
    const sameSex = live.overall;
    expect(sameSex.map((r) => [r.dorsal, positionAmong(sameSex, r)])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
      [4, null],
    ]);
  });
});
