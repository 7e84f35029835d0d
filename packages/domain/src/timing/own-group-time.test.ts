import { describe, expect, it } from 'vitest';
import { timeFromOwnGroups } from './own-group-time.ts';
import { holderInfo, timedRecord } from './timed-record-test-helpers.ts';

const START = 1_700_000_000_000;
const group = { id: 3, name: 'Élite', startTime: START };
const holder = () => holderInfo({ group });
const record = (dorsal: number | null, recordedAt: number) => timedRecord(dorsal, { recordedAt });

describe('timeFromOwnGroups (decision 003)', () => {
  it("times a passage from its rider's own group, keeping the device's figure apart", () => {
    const [timed] = timeFromOwnGroups([record(5, START + 600_000)], new Map([[5, holder()]]));
    expect(timed).toMatchObject({ timeMs: 600_000, deviceTimeMs: 5_000, group, review: null, unusual: null });
    expect(timed!.backupOnly).toBe(false);
  });

  it("keeps the device's time and flags the record when the bib is missing or nobody holds it", () => {
    const [none, unknown] = timeFromOwnGroups([record(null, START + 1), record(8, START + 2)], new Map());
    expect(none).toMatchObject({ timeMs: 5_000, review: 'NO_BIB', group: null });
    expect(unknown).toMatchObject({ timeMs: 5_000, review: 'UNKNOWN_BIB', group: null });
  });

  it("flags a passage before the rider's own start, and one closer than the minimum lap as a repeat", () => {
    const bibs = new Map([[5, holder()]]);
    const early = record(5, START - 1);
    const first = record(5, START + 600_000);
    const repeat = record(5, START + 659_999);
    const [e, f, r] = timeFromOwnGroups([early, first, repeat], bibs);
    expect(e!.review).toBe('BEFORE_START');
    expect(f!.review).toBeNull();
    expect(r!.review).toBe('REPEAT');
  });

  it('writes the verdicts into the records it is given', () => {
    const given = record(5, START + 600_000);
    const [timed] = timeFromOwnGroups([given], new Map([[5, holder()]]));
    expect(timed).toBe(given);
  });
});
