import { describe, expect, it } from 'vitest';
import { type AnsweredRecord, passageAnswer, toTimeRecords } from './passage-answer.ts';
import { holderInfo } from './timed-record-test-helpers.ts';

const group = { id: 3, name: 'Élite', startTime: 1_000 };
const holder = holderInfo({ group });
const answered = (over: Partial<AnsweredRecord> = {}): AnsweredRecord => ({
  id: 10,
  clientId: 'abc',
  dorsal: 5,
  rawDorsal: 5,
  corrected: false,
  timeMs: 600_000,
  recordedAt: 601_000,
  groupId: 9,
  group,
  review: null,
  mark: null,
  device: 'primary',
  backupOnly: false,
  unusual: null,
  ...over,
});

describe('passageAnswer', () => {
  it("answers a record with its rider's group, distance and name", () => {
    expect(passageAnswer(answered(), 2, holder)).toEqual({
      id: 10,
      clientId: 'abc',
      dorsal: 5,
      originalDorsal: null,
      corrected: false,
      time: 600_000,
      timestamp: 601_000,
      lap: 2,
      groupId: 3,
      groupName: 'Élite',
      review: null,
      mark: null,
      device: 'primary',
      backupOnly: false,
      unusual: null,
      distance: 33,
      runnerName: 'Ana Pérez',
    });
  });

  it('names the bib taken only when the record was corrected', () => {
    expect(passageAnswer(answered({ corrected: true, rawDorsal: 4 }), 1, holder)).toMatchObject({
      dorsal: 5,
      originalDorsal: 4,
      corrected: true,
    });
  });

  it('falls back on the group selected on the device when the rider has none, and on nulls without a holder', () => {
    expect(passageAnswer(answered({ group: null, dorsal: null, review: 'NO_BIB' }), null, undefined)).toMatchObject({
      groupId: 9,
      groupName: null,
      distance: null,
      runnerName: null,
      lap: null,
    });
  });
});

describe('toTimeRecords (D11)', () => {
  it("numbers each bib's counting records in passage order, ties by id; others have no lap", () => {
    const bibs = new Map([[5, holder]]);
    const records = [
      answered({ id: 3, recordedAt: 3_000 }),
      answered({ id: 1, recordedAt: 1_000 }),
      answered({ id: 2, recordedAt: 2_000, review: 'REPEAT' }),
      answered({ id: 4, recordedAt: 1_000 }),
      answered({ id: 5, dorsal: null, recordedAt: 500, review: 'NO_BIB' }),
    ];
    expect(toTimeRecords(records, bibs).map((r) => [r.id, r.lap])).toEqual([
      [3, 3],
      [1, 1],
      [2, null],
      [4, 2],
      [5, null],
    ]);
    expect(toTimeRecords(records, bibs)[0]!.runnerName).toBe('Ana Pérez');
  });
});
