import { describe, expect, it } from 'vitest';
import { judgePassages } from './repeat-passages.ts';

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
