import { describe, expect, it } from 'vitest';
import { reviewPassages } from './review-passages.ts';

const START = 1_000_000;
const MIN_LAP = 60_000;
const bibs = new Map([
  [7, { ownGroupStart: START, minLapMs: MIN_LAP }],
  [8, { ownGroupStart: null, minLapMs: MIN_LAP }],
]);
const record = (id: number, bib: number | null, instant: number, mark: 'VOIDED' | 'COUNTED' | null = null) => ({
  id,
  bib,
  instant,
  deviceTime: 5_000,
  mark,
});

describe('reviewPassages', () => {
  it("times a held bib from its own group, else keeps the device's time and flags the record", () => {
    expect(
      reviewPassages(
        [record(1, 7, START + 90_000), record(2, null, START), record(3, 99, START), record(4, 7, START - 1)],
        bibs,
      ),
    ).toEqual([
      { time: 90_000, review: null, backupOnly: false },
      { time: 5_000, review: 'NO_BIB', backupOnly: false },
      { time: 5_000, review: 'UNKNOWN_BIB', backupOnly: false },
      { time: 5_000, review: 'BEFORE_START', backupOnly: false },
    ]);
    // A group not started yet: the device's time counts.
    expect(reviewPassages([record(1, 8, START)], bibs)).toEqual([{ time: 5_000, review: null, backupOnly: false }]);
  });

  it('flags a repeat within the minimum lap, judged in passage order whatever order the records come in', () => {
    const reviewed = reviewPassages(
      [record(3, 7, START + 100_000), record(1, 7, START + 60_000), record(2, 7, START + 61_000)],
      bibs,
    );
    expect(reviewed.map((r) => r.review)).toEqual(['REPEAT', null, 'REPEAT']);
  });

  it('voids a voided record, which then is no previous passage of a repeat', () => {
    const reviewed = reviewPassages([record(1, 7, START + 60_000, 'VOIDED'), record(2, 7, START + 70_000)], bibs);
    expect(reviewed.map((r) => r.review)).toEqual(['VOIDED', null]);
  });

  it('counts a repeat an administrator counted', () => {
    const reviewed = reviewPassages([record(1, 7, START + 60_000), record(2, 7, START + 61_000, 'COUNTED')], bibs);
    expect(reviewed.map((r) => r.review)).toEqual([null, null]);
  });
});

describe('reviewPassages with a backup device, laps and DNS (decision 014)', () => {
  const backup = (id: number, bib: number, instant: number) => ({
    ...record(id, bib, instant),
    device: 'backup' as const,
  });
  const ruled = new Map([
    [7, { ownGroupStart: START, minLapMs: MIN_LAP, laps: 1 }],
    [9, { ownGroupStart: START, minLapMs: MIN_LAP, laps: 2, dns: true }],
  ]);

  it("keeps the backup's copy out of review, marks what only the backup saw, and keeps a passage after the last lap", () => {
    const reviewed = reviewPassages(
      [record(1, 7, START + 600_000), backup(2, 7, START + 602_000), backup(3, 7, START + 900_000)],
      ruled,
    );
    expect(reviewed.map((r) => [r.review, r.backupOnly])).toEqual([
      [null, false],
      ['BACKUP_COPY', false],
      ['BEYOND_LAPS', true],
    ]);
    // The primary missed the bib: the backup's passage counts, 'solo respaldo'.
    expect(reviewPassages([backup(4, 7, START + 600_000)], ruled)).toEqual([
      { time: 600_000, review: null, backupOnly: true },
    ]);
  });

  it("holds a DNS rider's passages as DNS, and their backup copies as copies", () => {
    const reviewed = reviewPassages([record(1, 9, START + 600_000), backup(2, 9, START + 601_000)], ruled);
    expect(reviewed.map((r) => r.review)).toEqual(['DNS', 'BACKUP_COPY']);
  });
});
