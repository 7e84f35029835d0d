import { describe, expect, it } from 'vitest';
import type { TimedRecord } from './timed-record.ts';
import { holderInfo, timedRecord } from './timed-record-test-helpers.ts';
import { flagUnusual } from './unusual-flags.ts';

const info = (distancia: number, minLapMs = 60_000) => holderInfo({ distancia, minLapMs, laps: null });
const timed = (dorsal: number | null, timeMs: number, over: Partial<TimedRecord> = {}) =>
  timedRecord(dorsal, { timeMs, deviceTimeMs: timeMs, recordedAt: 1_000_000 + timeMs, groupId: null, ...over });

describe('flagUnusual (decision 014)', () => {
  it("flags a lap shorter than its distance's minimum lap, measured from the bib's previous counted passage", () => {
    const bibs = new Map([[5, info(33, 600_000)]]);
    const records = [timed(5, 700_000), timed(5, 1_200_000)];
    expect(flagUnusual(records, bibs).map((r) => r.unusual)).toEqual([null, 'FAST']);
  });

  it('judges each lap against the other laps of its distance', () => {
    const bibs = new Map([
      [1, info(33)],
      [2, info(33)],
      [3, info(33)],
      [4, info(33)],
    ]);
    const records = [timed(1, 1_000_000), timed(2, 1_100_000), timed(3, 1_200_000), timed(4, 3_300_001)];
    expect(flagUnusual(records, bibs).map((r) => r.unusual)).toEqual([null, null, null, 'SLOW']);
  });

  it('leaves alone records that do not count, have no holder, or were accepted', () => {
    const bibs = new Map([[5, info(33, 600_000)]]);
    const records = [
      timed(5, 700_000),
      timed(5, 800_000, { review: 'REPEAT' }),
      timed(9, 10),
      timed(null, 10, { review: 'NO_BIB' }),
      timed(5, 900_000, { mark: 'COUNTED' }),
    ];
    expect(flagUnusual(records, bibs).map((r) => r.unusual)).toEqual([null, null, null, null, null]);
  });
});
