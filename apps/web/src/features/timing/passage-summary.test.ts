import { describe, expect, it } from 'vitest';
import {
  formatRaceTime,
  isFinishRow,
  lapWords,
  type PassageKnowledge,
  passageText,
  summarizePassage,
} from './passage-summary.ts';
import { outboxEntry, storedRecord } from './test-builders.ts';
import { mergeRecords, type OwnStart } from './timing-records.ts';

const START = 1_000_000;
const ownStart = (bib: number): OwnStart | null => (bib === 84 ? { groupId: 1, startTime: START } : null);
const known = (rows: PassageKnowledge['rows']): PassageKnowledge => ({
  rows,
  name: (bib) => (bib === 84 ? 'Juan Pérez' : null),
  totalLaps: (bib) => (bib === 84 ? 3 : null),
  ownStart,
});

describe('formatRaceTime', () => {
  it('reads h:mm:ss.t, truncated to the tenth as the clock is', () => {
    expect(formatRaceTime(3_730_399)).toBe('1:02:10.3');
    expect(formatRaceTime(59_999)).toBe('0:00:59.9');
    expect(formatRaceTime(10 * 3_600_000)).toBe('10:00:00.0');
    expect(formatRaceTime(-5)).toBe('0:00:00.0');
  });
});

describe('lapWords', () => {
  it("says 'Llegada' on the last lap, the lap of the laps before it", () => {
    expect(lapWords(2, 3)).toBe('Vuelta 2/3');
    expect(lapWords(3, 3)).toBe('Llegada');
    expect(lapWords(2, null)).toBe('Vuelta 2');
    expect(lapWords(4, 3)).toBeNull();
    expect(lapWords(null, 3)).toBeNull();
  });
});

describe('summarizePassage', () => {
  it('before the answer: the lap this device expects and the time from the rider’s own wave, unconfirmed', () => {
    const instant = START + 3_730_399;
    const rows = mergeRecords(
      [{ ...storedRecord('lap1', 84, START + 1_800_000), lap: 1 }],
      [outboxEntry('now', 'pending', { dorsal: 84, timestamp: instant, time: 5, groupId: 2 })],
      ownStart,
    );
    const summary = summarizePassage({ clientId: 'now', bib: 84, instant }, known(rows));
    expect(summary).toEqual({
      bib: 84,
      name: 'Juan Pérez',
      lap: 2,
      totalLaps: 3,
      time: 3_730_399,
      confirmed: false,
    });
    expect(passageText(summary)).toBe('#84 Juan Pérez · Vuelta 2/3 · 1:02:10.3 · sin confirmar');
  });

  it('before the outbox holds it: the same, from the instant taken', () => {
    const summary = summarizePassage({ clientId: 'not-yet', bib: 84, instant: START + 60_000 }, known([]));
    expect(passageText(summary)).toBe('#84 Juan Pérez · Vuelta 1/3 · 0:01:00.0 · sin confirmar');
  });

  it('with no start known for the rider’s wave, says no time rather than the selected wave’s', () => {
    const summary = summarizePassage({ clientId: null, bib: 7, instant: START }, known([]));
    expect(passageText(summary)).toBe('#7 · Vuelta 1 · sin confirmar');
  });

  it('once the server counted it: its lap and its time, the finish on the last lap', () => {
    const answer = { ...storedRecord('fin', 84, START + 6_130_300), lap: 3, time: 6_130_300, runnerName: 'J. Pérez' };
    const rows = mergeRecords([answer], []);
    const summary = summarizePassage({ clientId: 'fin', bib: 84, instant: START + 6_130_300 }, known(rows));
    expect(passageText(summary)).toBe('#84 Juan Pérez · Llegada · 1:42:10.3');
    expect(summary.confirmed).toBe(true);
  });

  it('an answer that does not count names the rider only (its alert says why)', () => {
    const rows = mergeRecords([{ ...storedRecord('rep', 84, START + 10), lap: null, review: 'REPEAT' }], []);
    const summary = summarizePassage({ clientId: 'rep', bib: 84, instant: START + 10 }, known(rows));
    expect(passageText(summary)).toBe('#84 Juan Pérez');
  });
});

describe('isFinishRow', () => {
  it('is a counted passage on the last lap, never a waiting, voided or flagged one', () => {
    const [finish] = mergeRecords([{ ...storedRecord('f', 84, 5), lap: 3 }], []);
    const [second] = mergeRecords([{ ...storedRecord('s', 84, 5), lap: 2 }], []);
    const [voided] = mergeRecords([{ ...storedRecord('v', 84, 5), lap: 3, mark: 'VOIDED' }], []);
    const [waiting] = mergeRecords([], [outboxEntry('w', 'pending', { dorsal: 84, timestamp: 5 })]);
    expect(isFinishRow(finish!, 3)).toBe(true);
    expect(isFinishRow(finish!, null)).toBe(false);
    expect(isFinishRow(second!, 3)).toBe(false);
    expect(isFinishRow(voided!, 3)).toBe(false);
    expect(isFinishRow(waiting!, 1)).toBe(false);
  });
});
