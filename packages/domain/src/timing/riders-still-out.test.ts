import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RiderStatus } from '../results/result-status.ts';
import {
  isOverdue,
  OVERDUE_FACTOR,
  type RiderStillOut,
  ridersStillOut,
  type StillOutGroupInput,
  type StillOutRiderInput,
} from './riders-still-out.ts';

// 'En carrera' (decision 013): who is out, when they should come through, who is overdue.

const MIN = 60_000;
const GUN_A = 10 * 60 * MIN;
const GUN_B = GUN_A + 15 * MIN;
const GROUPS: StillOutGroupInput[] = [
  { id: 2, name: 'Promocionales', startTime: GUN_B },
  { id: 1, name: 'Competitivos', startTime: GUN_A },
];

const rider = (dorsal: number, lapTimes: number[], extra: Partial<StillOutRiderInput> = {}): StillOutRiderInput => {
  const groupId = extra.groupId === undefined ? 1 : extra.groupId;
  const gun = GROUPS.find((g) => g.id === groupId)?.startTime ?? 0;
  const lastPassageAt = lapTimes.length === 0 ? null : gun + lapTimes.reduce((sum, lap) => sum + lap, 0);
  return {
    id: dorsal * 10,
    dorsal,
    runnerName: `Corredor ${dorsal}`,
    categoryName: 'ELITE MASC',
    distance: 66,
    totalLaps: 3,
    groupId,
    lapTimes,
    lastPassageAt,
    status: null,
    ...extra,
  };
};

const only = (riders: StillOutRiderInput[], now: number): RiderStillOut => {
  const { groups } = ridersStillOut(riders, GROUPS, now);
  const all = groups.flatMap((g) => g.riders);
  expect(all).toHaveLength(1);
  return all[0]!;
};

describe('who is still out', () => {
  it('lists started riders with neither every lap nor a status, by group in gun order', () => {
    const now = GUN_B + 60 * MIN;
    const { count, groups } = ridersStillOut(
      [
        rider(1, [30 * MIN, 30 * MIN, 30 * MIN]), // finished
        rider(2, [30 * MIN], { status: 'DNF' }),
        rider(3, [], { status: 'DNS' }),
        rider(4, [40 * MIN], { status: 'DISQUALIFIED' }),
        rider(5, [35 * MIN]), // out, group 1
        rider(6, []), // out with no passage: group 1's gun has gone
        rider(7, [20 * MIN], { groupId: 2, distance: 33, totalLaps: 2 }), // out, group 2
        rider(8, [], { groupId: null }), // no group, no lap: nothing says they started
        rider(9, [25 * MIN], { groupId: null, lastPassageAt: GUN_A + 25 * MIN }), // no group but a lap: out
      ],
      GROUPS,
      now,
    );
    expect(count).toBe(4);
    expect(groups.map((g) => [g.id, g.name, g.riders.map((r) => r.dorsal)])).toEqual([
      [1, 'Competitivos', [6, 5]],
      [2, 'Promocionales', [7]],
      [null, null, [9]],
    ]);
  });

  it('leaves out the riders of a group whose gun has not gone, or has no time, until they have a lap', () => {
    const groups: StillOutGroupInput[] = [
      { id: 1, name: 'A', startTime: GUN_A },
      { id: 2, name: 'B', startTime: null },
    ];
    const riders = [rider(1, []), rider(2, [], { groupId: 2 })];
    expect(ridersStillOut(riders, groups, GUN_A - 1).count).toBe(0);
    // The gun's own instant counts as gone.
    expect(ridersStillOut(riders, groups, GUN_A).groups.flatMap((g) => g.riders.map((r) => r.dorsal))).toEqual([1]);
    const lapped = rider(2, [10 * MIN], { groupId: 2, lastPassageAt: GUN_A + 10 * MIN });
    expect(ridersStillOut([lapped], groups, GUN_A + 11 * MIN).groups[0]).toMatchObject({ id: 2, startTime: null });
  });

  it('says no one is out when everyone finished or has a status', () => {
    expect(
      ridersStillOut([rider(1, [MIN, MIN, MIN]), rider(2, [], { status: 'DNS' })], GROUPS, GUN_B + 9 * MIN),
    ).toEqual({ count: 0, groups: [] });
  });

  it('expects a rider with laps at their last passage plus their mean lap', () => {
    const out = only([rider(5, [30 * MIN, 40 * MIN])], GUN_A + 71 * MIN);
    expect(out).toMatchObject({
      completedLaps: 2,
      totalLaps: 3,
      lastPassageAt: GUN_A + 70 * MIN,
      expectedNextAt: GUN_A + 70 * MIN + 35 * MIN,
      expectedFrom: 'OWN_LAPS',
      overdueAt: GUN_A + 70 * MIN + OVERDUE_FACTOR * 40 * MIN,
      overdue: false,
    });
  });

  it('flags a rider overdue strictly after last passage + 1.5 × their slowest lap', () => {
    const riders = [rider(5, [20 * MIN, 30 * MIN])];
    const edge = GUN_A + 50 * MIN + 45 * MIN;
    expect(only(riders, edge - 1).overdue).toBe(false);
    expect(only(riders, edge).overdue).toBe(false);
    expect(only(riders, edge + 1).overdue).toBe(true);
  });

  it('expects a rider with no lap from the median first lap of their distance, and flags them after 1.5 × the slowest', () => {
    const riders = [
      rider(1, [20 * MIN, 20 * MIN, 20 * MIN]),
      rider(2, [30 * MIN], { status: 'DNF' }), // a DNF's first lap counts for the field
      rider(3, [26 * MIN], { groupId: 2 }), // another wave of the distance: its lap is timed from its own gun
      rider(4, [90 * MIN], { distance: 33, totalLaps: 2 }), // another distance does not count
      rider(6, [], { groupId: 2 }),
    ];
    const now = GUN_B + 30 * MIN;
    const out = ridersStillOut(riders, GROUPS, now)
      .groups.find((g) => g.id === 2)!
      .riders.find((r) => r.dorsal === 6)!;
    expect(out).toMatchObject({
      lastPassageAt: null,
      expectedNextAt: GUN_B + 26 * MIN, // median of 20, 26, 30
      expectedFrom: 'FIELD',
      overdueAt: GUN_B + OVERDUE_FACTOR * 30 * MIN,
      overdue: false,
    });
    expect(isOverdue(out.overdueAt, GUN_B + 45 * MIN)).toBe(false);
    expect(isOverdue(out.overdueAt, GUN_B + 45 * MIN + 1)).toBe(true);
  });

  it('takes the mean of the two middle first laps when the field is even', () => {
    const riders = [rider(1, [20 * MIN]), rider(2, [31 * MIN]), rider(6, [])];
    const out = ridersStillOut(riders, GROUPS, GUN_A + 32 * MIN).groups[0]!.riders.find((r) => r.dorsal === 6)!;
    expect(out.expectedNextAt).toBe(GUN_A + 25.5 * MIN);
  });

  it('leaves expected and overdue blank for a rider with no lap while nobody of their distance has one', () => {
    const out = only(
      [rider(6, []), rider(7, [10 * MIN], { distance: 33, totalLaps: 2, status: 'DNF' })],
      GUN_A + 9 * 60 * MIN,
    );
    expect(out).toMatchObject({ expectedNextAt: null, expectedFrom: null, overdueAt: null, overdue: false });
  });

  it('orders a group for the sweep: overdue first (longest first), then fewest laps, oldest passage, bib', () => {
    const now = GUN_A + 100 * MIN;
    const { groups } = ridersStillOut(
      [
        rider(10, [30 * MIN, 30 * MIN]), // last 60, overdue after 105: not yet
        rider(11, [20 * MIN]), // last 20, overdue after 50
        rider(12, [30 * MIN]), // last 30, overdue after 75
        rider(13, [40 * MIN, 40 * MIN]), // last 80, overdue after 140
        rider(14, [45 * MIN]), // last 45, overdue after 112.5
        rider(15, [45 * MIN]),
      ],
      GROUPS,
      now,
    );
    expect(groups[0]!.riders.map((r) => [r.dorsal, r.overdue])).toEqual([
      [11, true],
      [12, true],
      [14, false],
      [15, false],
      [10, false],
      [13, false],
    ]);
  });
});

const STATUSES: (RiderStatus | null)[] = [null, null, null, 'DNF', 'DNS', 'DISQUALIFIED'];

const riderArb = (dorsal: number) =>
  fc
    .record({
      groupId: fc.constantFrom<number | null>(1, 2, null),
      distance: fc.constantFrom(33, 66),
      laps: fc.array(
        fc.integer({ min: 5, max: 60 }).map((m) => m * MIN),
        { maxLength: 4 },
      ),
      status: fc.constantFrom(...STATUSES),
    })
    .map(({ groupId, distance, laps, status }) =>
      rider(dorsal, laps, { groupId, distance, totalLaps: distance === 66 ? 3 : 2, status }),
    );

const fieldArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 999 }), { maxLength: 25 })
  .chain((bibs) => fc.tuple(...bibs.map(riderArb)));

describe('the last control passed (decision 019)', () => {
  // Two controls of the 66 km: Puesto 1 at km 20, Puesto 2 at km 40. Counted reads only reach the rule.
  const at1 = (lap: number, at: number) => ({ name: 'Puesto 1', km: 20, lap, at });
  const at2 = (lap: number, at: number) => ({ name: 'Puesto 2', km: 40, lap, at });
  const now = GUN_A + 150 * MIN;

  it('shows the latest counted read of the lap being ridden, with its control, km and instant', () => {
    const a = only([rider(1, [], { controlReads: [at1(1, GUN_A + 21 * MIN)] })], now);
    expect(a.lastControl).toEqual({ name: 'Puesto 1', km: 20, at: GUN_A + 21 * MIN });
    const b = only([rider(2, [], { controlReads: [at2(1, GUN_A + 42 * MIN), at1(1, GUN_A + 20 * MIN)] })], now);
    expect(b.lastControl).toEqual({ name: 'Puesto 2', km: 40, at: GUN_A + 42 * MIN });
  });

  it('says nothing of the laps already closed at the finish line', () => {
    // Lap 1 closed at 60 minutes; on lap 2 the rider has passed Puesto 1 only.
    const reads = [at1(1, GUN_A + 20 * MIN), at2(1, GUN_A + 40 * MIN), at1(2, GUN_A + 81 * MIN)];
    expect(only([rider(3, [60 * MIN], { controlReads: reads })], now).lastControl).toEqual({
      name: 'Puesto 1',
      km: 20,
      at: GUN_A + 81 * MIN,
    });
    // Lap 2 closed too: nothing yet on lap 3.
    const done = only([rider(4, [60 * MIN, 62 * MIN], { controlReads: reads })], now);
    expect(done.lastControl).toBeNull();
  });

  it('is null for a rider with no control read, and for a rider given none', () => {
    expect(only([rider(5, [], { controlReads: [] })], now).lastControl).toBeNull();
    expect(only([rider(6, [])], now).lastControl).toBeNull();
  });

  it('takes the latest instant even when the reads are out of course order, and the furthest km on a tie', () => {
    const early2 = [at2(1, GUN_A + 30 * MIN), at1(1, GUN_A + 33 * MIN)];
    expect(only([rider(7, [], { controlReads: early2 })], now).lastControl).toMatchObject({ name: 'Puesto 1' });
    const tie = [at1(1, GUN_A + 35 * MIN), at2(1, GUN_A + 35 * MIN)];
    expect(only([rider(8, [], { controlReads: tie })], now).lastControl).toMatchObject({ name: 'Puesto 2' });
  });
});

describe('who is still out, for any field', () => {
  it('lists exactly the started riders with neither every lap nor a status', () => {
    fc.assert(
      fc.property(fieldArb, fc.integer({ min: GUN_A - 30 * MIN, max: GUN_A + 300 * MIN }), (riders, now) => {
        const listed = ridersStillOut(riders, GROUPS, now).groups.flatMap((g) => g.riders.map((r) => r.dorsal));
        const expected = riders
          .filter((r) => {
            if (r.status !== null || r.lapTimes.length >= r.totalLaps) return false;
            const gun = GROUPS.find((g) => g.id === r.groupId)?.startTime;
            return r.lapTimes.length > 0 || (gun != null && gun <= now);
          })
          .map((r) => r.dorsal);
        expect([...listed].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
      }),
    );
  });

  it('gives the same answer whatever order the riders come in', () => {
    fc.assert(
      fc.property(
        fieldArb.chain((riders) =>
          fc.tuple(fc.constant(riders), fc.shuffledSubarray(riders, { minLength: riders.length })),
        ),
        ([riders, shuffled]) => {
          const now = GUN_A + 90 * MIN;
          expect(ridersStillOut(shuffled, GROUPS, now)).toEqual(ridersStillOut(riders, GROUPS, now));
        },
      ),
    );
  });

  it('never takes an overdue flag back as time passes without a passage', () => {
    fc.assert(
      fc.property(fieldArb, fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), (riders, a, b) => {
        const early = GUN_B + Math.min(a, b) * MIN;
        const late = GUN_B + Math.max(a, b) * MIN;
        const overdueAt = (now: number) =>
          new Set(
            ridersStillOut(riders, GROUPS, now)
              .groups.flatMap((g) => g.riders)
              .filter((r) => r.overdue)
              .map((r) => r.dorsal),
          );
        const later = overdueAt(late);
        for (const dorsal of overdueAt(early)) expect(later.has(dorsal)).toBe(true);
      }),
    );
  });
});
