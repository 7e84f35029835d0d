import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ControlPointRule,
  type ControlRead,
  cutoffClockMs,
  cutoffInstant,
  judgeControlReads,
  judgeRiderAtControls,
  lapOfRead,
  missingMandatoryControls,
  outOfOrderSplits,
  pastCutoff,
  positionsAtControl,
  riderSplits,
} from './control-rules.ts';

// Controls on the course (decision 019). Every expected value below is typed by hand from the instants, never
// computed by the rules under test. The event is on 15/03/2026 in Tucumán (UTC−3, no summer time).
const at = (iso: string) => Date.parse(iso);
const WAVE_66 = at('2026-03-15T12:00:00Z'); // 09:00 in Tucumán
const WAVE_33 = at('2026-03-15T12:15:00Z'); // 09:15

const CP1: ControlPointRule = { id: 11, order: 1, mandatory: true, cutoff: null, lap: null };
const CP2: ControlPointRule = {
  id: 12,
  order: 2,
  mandatory: true,
  cutoff: { kind: 'clock', time: '12:30' },
  lap: null,
};
const CP3: ControlPointRule = { id: 13, order: 3, mandatory: false, cutoff: null, lap: null };

const read = (id: number, instant: string, device: ControlRead['device'] = 'primary'): ControlRead => ({
  id,
  pointId: CP1.id,
  instant: at(instant),
  device,
});

describe('judgeControlReads: repeats within the minimum interval are stored, not counted', () => {
  const MIN = 10 * 60_000;
  it.each([
    {
      name: 'one read counts',
      reads: [read(1, '2026-03-15T13:00:00Z')],
      expected: [[1, 'COUNTS']],
    },
    {
      name: 'a bounced Enter on the same phone is a repeat',
      reads: [read(1, '2026-03-15T13:00:00Z'), read(2, '2026-03-15T13:00:02Z')],
      expected: [
        [1, 'COUNTS'],
        [2, 'REPEAT'],
      ],
    },
    {
      name: "the backup phone's copy is a copy, whichever arrived first",
      reads: [read(5, '2026-03-15T13:00:03Z', 'backup'), read(4, '2026-03-15T13:00:00Z')],
      expected: [
        [4, 'COUNTS'],
        [5, 'COPY'],
      ],
    },
    {
      name: 'exactly the interval later counts again (next lap)',
      reads: [read(1, '2026-03-15T13:00:00Z'), read(2, '2026-03-15T13:10:00Z'), read(3, '2026-03-15T13:19:59Z')],
      expected: [
        [1, 'COUNTS'],
        [2, 'COUNTS'],
        [3, 'REPEAT'],
      ],
    },
    {
      name: 'the interval runs from the last counted read, not from a repeat',
      reads: [read(1, '2026-03-15T13:00:00Z'), read(2, '2026-03-15T13:09:00Z'), read(3, '2026-03-15T13:11:00Z')],
      expected: [
        [1, 'COUNTS'],
        [2, 'REPEAT'],
        [3, 'COUNTS'],
      ],
    },
  ])('$name', ({ reads, expected }) => {
    expect([...judgeControlReads(reads, MIN)].sort((a, b) => a[0] - b[0])).toEqual(expected);
  });
});

describe('lapOfRead: one more than the counted lap passages before it', () => {
  const laps = [at('2026-03-15T13:30:00Z'), at('2026-03-15T15:00:00Z')];
  it.each([
    ['2026-03-15T12:40:00Z', 1],
    ['2026-03-15T13:30:00Z', 1],
    ['2026-03-15T13:30:01Z', 2],
    ['2026-03-15T14:10:00Z', 2],
    ['2026-03-15T15:20:00Z', 3],
  ])('a read at %s is on lap %i', (instant, lap) => {
    expect(lapOfRead(at(instant), laps)).toBe(lap);
  });
});

describe('riderSplits: from the rider own wave, lap-aware', () => {
  it('times each control from the wave and takes the first read of each lap', () => {
    const splits = riderSplits({
      start: WAVE_33,
      reads: [
        { pointId: CP1.id, instant: at('2026-03-15T12:55:30Z') },
        { pointId: CP2.id, instant: at('2026-03-15T13:20:00Z') },
        { pointId: CP1.id, instant: at('2026-03-15T14:30:00Z') },
      ],
      lapPassages: [at('2026-03-15T13:45:00Z')],
    });
    expect(splits).toEqual([
      // 12:55:30 − 12:15:00 = 40 min 30 s
      { pointId: CP1.id, lap: 1, instant: at('2026-03-15T12:55:30Z'), timeMs: 2_430_000 },
      // 13:20:00 − 12:15:00 = 65 min
      { pointId: CP2.id, lap: 1, instant: at('2026-03-15T13:20:00Z'), timeMs: 3_900_000 },
      // 14:30:00 − 12:15:00 = 135 min, on lap 2 (after the lap passage at 13:45)
      { pointId: CP1.id, lap: 2, instant: at('2026-03-15T14:30:00Z'), timeMs: 8_100_000 },
    ]);
  });

  it('gives no split before the start, nor without a start', () => {
    const reads = [{ pointId: CP1.id, instant: at('2026-03-15T12:10:00Z') }];
    expect(riderSplits({ start: WAVE_33, reads, lapPassages: [] })).toEqual([]);
    expect(riderSplits({ start: null, reads, lapPassages: [] })).toEqual([]);
  });

  it('two waves: the same instant is a different split', () => {
    const reads = [{ pointId: CP1.id, instant: at('2026-03-15T13:00:00Z') }];
    expect(riderSplits({ start: WAVE_66, reads, lapPassages: [] })[0]?.timeMs).toBe(3_600_000);
    expect(riderSplits({ start: WAVE_33, reads, lapPassages: [] })[0]?.timeMs).toBe(2_700_000);
  });
});

describe('positionsAtControl', () => {
  it('ranks by split time, ties share and the next skips', () => {
    const positions = positionsAtControl([
      { bib: 30, timeMs: 2_700_000 },
      { bib: 12, timeMs: 2_400_000 },
      { bib: 7, timeMs: 2_700_000 },
      { bib: 51, timeMs: 3_000_000 },
    ]);
    expect([...positions].sort((a, b) => a[0] - b[0])).toEqual([
      [7, 2],
      [12, 1],
      [30, 2],
      [51, 4],
    ]);
  });
});

describe('missingMandatoryControls: course-cutting', () => {
  const lapOnly2: ControlPointRule = { id: 14, order: 4, mandatory: true, cutoff: null, lap: 2 };
  it.each([
    {
      name: 'a finisher with every mandatory control',
      countedLaps: 1,
      splits: [
        [11, 1],
        [12, 1],
      ],
      expected: [],
    },
    {
      name: 'an optional control missed is fine',
      countedLaps: 1,
      splits: [
        [11, 1],
        [12, 1],
      ],
      expected: [],
    },
    {
      name: 'the second control skipped',
      countedLaps: 1,
      splits: [
        [11, 1],
        [13, 1],
      ],
      expected: [[12, 1]],
    },
    { name: 'a rider still on lap 1 misses nothing yet', countedLaps: 0, splits: [], expected: [] },
    {
      name: 'lap 2 counted without any control of lap 2',
      countedLaps: 2,
      splits: [
        [11, 1],
        [12, 1],
      ],
      expected: [
        [11, 2],
        [12, 2],
        [14, 2],
      ],
    },
    {
      name: 'a control of lap 2 only is not asked on lap 1',
      countedLaps: 2,
      splits: [
        [11, 1],
        [12, 1],
        [11, 2],
        [12, 2],
        [14, 2],
      ],
      expected: [],
    },
  ])('$name', ({ countedLaps, splits, expected }) => {
    const missing = missingMandatoryControls({
      points: [CP3, CP2, CP1, lapOnly2],
      countedLaps,
      splits: splits.map(([pointId, lap]) => ({ pointId: pointId!, lap: lap! })),
    });
    expect(missing.map((m) => [m.pointId, m.lap])).toEqual(expected);
  });
});

describe('outOfOrderSplits: earlier than a control before it is flagged', () => {
  const points = [CP1, CP2, CP3];
  const split = (pointId: number, lap: number, instant: string) => ({ pointId, lap, instant: at(instant) });
  it.each([
    {
      name: 'in order',
      splits: [split(11, 1, '2026-03-15T13:00:00Z'), split(12, 1, '2026-03-15T13:30:00Z')],
      expected: [],
    },
    {
      name: 'control 2 read before control 1',
      splits: [split(11, 1, '2026-03-15T13:30:00Z'), split(12, 1, '2026-03-15T13:00:00Z')],
      expected: ['12:1'],
    },
    {
      name: 'control 3 before control 1 but after control 2: flagged against control 1',
      splits: [
        split(11, 1, '2026-03-15T13:40:00Z'),
        split(12, 1, '2026-03-15T13:00:00Z'),
        split(13, 1, '2026-03-15T13:20:00Z'),
      ],
      expected: ['12:1', '13:1'],
    },
    {
      name: 'another lap is not compared',
      splits: [split(11, 2, '2026-03-15T15:00:00Z'), split(12, 1, '2026-03-15T13:00:00Z')],
      expected: [],
    },
  ])('$name', ({ splits, expected }) => {
    expect([...outOfOrderSplits(points, splits)].sort()).toEqual(expected);
  });
});

describe('cut-offs', () => {
  it('reads HH:mm only', () => {
    expect(cutoffClockMs('12:30')).toBe(45_000_000);
    expect(cutoffClockMs('00:00')).toBe(0);
    for (const bad of ['24:00', '12:60', '9:30', '12:30:00', 'mediodía', '']) expect(cutoffClockMs(bad)).toBeNull();
  });

  it('a clock cut-off is the organiser clock on the event day', () => {
    // 12:30 in Tucumán = 15:30 UTC.
    expect(cutoffInstant({ kind: 'clock', time: '12:30' }, '2026-03-15', WAVE_66)).toBe(at('2026-03-15T15:30:00Z'));
  });

  it('a cut-off after the start runs from the rider own wave', () => {
    expect(cutoffInstant({ kind: 'after_start', minutes: 150 }, '2026-03-15', WAVE_33)).toBe(
      at('2026-03-15T14:45:00Z'),
    );
    expect(cutoffInstant({ kind: 'after_start', minutes: 150 }, '2026-03-15', null)).toBeNull();
    expect(cutoffInstant(null, '2026-03-15', WAVE_33)).toBeNull();
  });

  it.each([
    { cutoff: { kind: 'clock', time: '12:30' }, start: WAVE_66, instant: '2026-03-15T15:29:59Z', past: false },
    { cutoff: { kind: 'clock', time: '12:30' }, start: WAVE_66, instant: '2026-03-15T15:30:00Z', past: false },
    { cutoff: { kind: 'clock', time: '12:30' }, start: WAVE_66, instant: '2026-03-15T15:30:01Z', past: true },
    { cutoff: { kind: 'after_start', minutes: 150 }, start: WAVE_66, instant: '2026-03-15T14:30:01Z', past: true },
    { cutoff: { kind: 'after_start', minutes: 150 }, start: WAVE_33, instant: '2026-03-15T14:30:01Z', past: false },
    { cutoff: { kind: 'after_start', minutes: 150 }, start: null, instant: '2026-03-15T20:00:00Z', past: false },
    { cutoff: null, start: WAVE_66, instant: '2026-03-15T23:00:00Z', past: false },
  ] as const)('$cutoff.kind $instant past=$past', ({ cutoff, start, instant, past }) => {
    expect(pastCutoff({ cutoff, eventDate: '2026-03-15', start, instant: at(instant) })).toBe(past);
  });
});

describe('judgeRiderAtControls: what the phone is answered for each read', () => {
  it('judges a rider of the 33 km wave who reached control 2 before control 1, a repeat, a late read', () => {
    const reads: ControlRead[] = [
      { id: 1, pointId: CP2.id, instant: at('2026-03-15T13:10:00Z'), device: 'primary' },
      { id: 2, pointId: CP1.id, instant: at('2026-03-15T13:25:00Z'), device: 'primary' },
      { id: 3, pointId: CP1.id, instant: at('2026-03-15T13:25:20Z'), device: 'primary' },
      { id: 4, pointId: CP3.id, instant: at('2026-03-15T15:45:00Z'), device: 'backup' },
    ];
    const judged = judgeRiderAtControls({
      points: [CP1, CP2, CP3],
      reads,
      start: WAVE_33,
      lapPassages: [],
      minIntervalMs: 60_000,
      eventDate: '2026-03-15',
    });
    expect(Object.fromEntries(judged)).toEqual({
      // 13:10 − 12:15 = 55 min; before its control 1 read (13:25): out of order; 10:10 local, before 12:30.
      1: { verdict: 'COUNTS', lap: 1, splitMs: 3_300_000, pastCutoff: false, outOfOrder: true },
      // 13:25 − 12:15 = 70 min
      2: { verdict: 'COUNTS', lap: 1, splitMs: 4_200_000, pastCutoff: false, outOfOrder: false },
      // 20 s after the counted read, same phone: a repeat, 70 min 20 s
      3: { verdict: 'REPEAT', lap: 1, splitMs: 4_220_000, pastCutoff: false, outOfOrder: false },
      // 15:45 − 12:15 = 210 min; control 3 has no cut-off
      4: { verdict: 'COUNTS', lap: 1, splitMs: 12_600_000, pastCutoff: false, outOfOrder: false },
    });
  });

  it('marks a read past the clock cut-off of control 2 (12:30 in Tucumán = 15:30 UTC)', () => {
    const judged = judgeRiderAtControls({
      points: [CP1, CP2],
      reads: [{ id: 9, pointId: CP2.id, instant: at('2026-03-15T15:31:00Z'), device: 'primary' }],
      start: WAVE_66,
      lapPassages: [],
      minIntervalMs: 60_000,
      eventDate: '2026-03-15',
    });
    // 15:31 − 12:00 = 211 min
    expect(judged.get(9)).toEqual({
      verdict: 'COUNTS',
      lap: 1,
      splitMs: 12_660_000,
      pastCutoff: true,
      outOfOrder: false,
    });
  });
});

describe('properties: what the phones deliver, in whatever order', () => {
  const reads = fc
    .uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        instant: fc.integer({ min: WAVE_66, max: WAVE_66 + 4 * 3_600_000 }),
        device: fc.constantFrom<ControlRead['device']>('primary', 'backup'),
      }),
      { selector: (r) => r.id, maxLength: 30 },
    )
    .map((list) => list.map((r) => ({ ...r, pointId: CP1.id })));
  const interval = fc.integer({ min: 0, max: 30 * 60_000 });

  it('judge the same reads the same whatever order they arrive in', () => {
    fc.assert(
      fc.property(reads, interval, fc.integer(), (list, minMs, seed) => {
        const shuffled = [...list].sort((a, b) => ((a.id * 7919 + seed) % 101) - ((b.id * 7919 + seed) % 101));
        expect(judgeControlReads(shuffled, minMs)).toEqual(judgeControlReads(list, minMs));
      }),
    );
  });

  it('count the earliest read, and counted reads at least the interval apart', () => {
    fc.assert(
      fc.property(reads, interval, (list, minMs) => {
        const verdicts = judgeControlReads(list, minMs);
        const counted = list
          .filter((r) => verdicts.get(r.id) === 'COUNTS')
          .map((r) => r.instant)
          .sort((a, b) => a - b);
        if (list.length > 0) expect(counted[0]).toBe(Math.min(...list.map((r) => r.instant)));
        for (let i = 1; i < counted.length; i += 1) expect(counted[i]! - counted[i - 1]!).toBeGreaterThanOrEqual(minMs);
        // Every read not counted is within the interval of a counted one before it.
        for (const r of list.filter((x) => verdicts.get(x.id) !== 'COUNTS')) {
          expect(counted.some((c) => c <= r.instant && r.instant - c < minMs)).toBe(true);
        }
      }),
    );
  });
});
