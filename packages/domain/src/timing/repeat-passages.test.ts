import { describe, expect, it } from 'vitest';
import { type BibPassage, type BibRule, judgeBib, judgePassages } from './repeat-passages.ts';

const MIN = 60_000;

describe('the repeat rule', () => {
  it('counts a passage exactly one minimum lap after the previous one, and not one millisecond sooner', () => {
    expect(judgePassages([0, MIN], [null, null], MIN)).toEqual(['COUNTS', 'COUNTS']);
    expect(judgePassages([0, MIN - 1], [null, null], MIN)).toEqual(['COUNTS', 'REPEAT']);
  });

  it('measures from the previous counted passage, not from a repeat', () => {
    // 0 counts, 300 ms is a repeat, 59.9 s is still within the window of 0, 60 s counts.
    expect(judgePassages([0, 300, 59_900, 60_000], [null, null, null, null], MIN)).toEqual([
      'COUNTS',
      'REPEAT',
      'REPEAT',
      'COUNTS',
    ]);
  });

  it('counts a repeat an administrator counted, and measures the next passage from it', () => {
    expect(judgePassages([0, 30_000, 70_000], [null, 'COUNTED', null], MIN)).toEqual(['COUNTS', 'COUNTS', 'REPEAT']);
  });

  it('leaves a voided passage out, so the next one is measured from the one before it', () => {
    // The first passage was typed by mistake and voided: the real one 20 s later counts.
    expect(judgePassages([0, 20_000], ['VOIDED', null], MIN)).toEqual(['VOIDED', 'COUNTS']);
    expect(judgePassages([0, 20_000, 40_000], [null, 'VOIDED', null], MIN)).toEqual(['COUNTS', 'VOIDED', 'REPEAT']);
  });

  it('turns the guard off with a minimum lap of 0', () => {
    expect(judgePassages([0, 0, 1], [null, null, null], 0)).toEqual(['COUNTS', 'COUNTS', 'COUNTS']);
  });

  it('judges nothing when there is nothing', () => {
    expect(judgePassages([], [], MIN)).toEqual([]);
  });
});

describe('judgeBib (decision 014)', () => {
  const primary = (instant: number, mark: BibPassage['mark'] = null): BibPassage => ({
    instant,
    mark,
    device: 'primary',
  });
  const backup = (instant: number, mark: BibPassage['mark'] = null): BibPassage => ({
    instant,
    mark,
    device: 'backup',
  });
  const rule: BibRule = { minLapMs: MIN, laps: null, dns: false };
  const verdicts = (passages: BibPassage[], over: Partial<BibRule> = {}) =>
    judgeBib(passages, { ...rule, ...over }).map((j) => j.verdict);

  it("calls the backup's passage within the minimum lap a copy, and a repeat on one device a repeat", () => {
    expect(verdicts([primary(0), backup(MIN - 1)])).toEqual(['COUNTS', 'BACKUP_COPY']);
    expect(verdicts([primary(0), backup(MIN)])).toEqual(['COUNTS', 'COUNTS']);
    expect(verdicts([primary(0), backup(2_000), primary(2_300)])).toEqual(['COUNTS', 'BACKUP_COPY', 'REPEAT']);
    expect(verdicts([backup(0), backup(300)])).toEqual(['COUNTS', 'REPEAT']);
    // The backup typed faster: its passage is the lap, the primary's its copy (the earliest crossing counts).
    expect(verdicts([backup(0), primary(800)])).toEqual(['COUNTS', 'BACKUP_COPY']);
  });

  it("marks only the backup's passages the primary has no copy of as 'solo respaldo'", () => {
    const only = (passages: BibPassage[]) => judgeBib(passages, rule).map((j) => j.backupOnly);
    expect(only([backup(0)])).toEqual([true]);
    expect(only([backup(0), primary(800)])).toEqual([false, false]);
    expect(only([primary(0), backup(800)])).toEqual([false, false]);
    expect(only([backup(0), backup(300)])).toEqual([true, false]);
  });

  it('keeps a passage after the last lap as BEYOND_LAPS, which counts once an earlier one is voided', () => {
    expect(verdicts([primary(0), primary(MIN), primary(2 * MIN)], { laps: 2 })).toEqual([
      'COUNTS',
      'COUNTS',
      'BEYOND_LAPS',
    ]);
    expect(verdicts([primary(0, 'VOIDED'), primary(MIN), primary(2 * MIN)], { laps: 2 })).toEqual([
      'VOIDED',
      'COUNTS',
      'COUNTS',
    ]);
    // A copy of the passage beyond the laps needs nobody either.
    expect(verdicts([primary(0), primary(MIN), backup(MIN + 1_000)], { laps: 1 })).toEqual([
      'COUNTS',
      'BEYOND_LAPS',
      'BACKUP_COPY',
    ]);
  });

  it('holds every passage of a DNS rider as DNS, copies aside', () => {
    expect(verdicts([primary(0), backup(1_000), primary(MIN)], { dns: true, laps: 3 })).toEqual([
      'DNS',
      'BACKUP_COPY',
      'DNS',
    ]);
  });
});
