import { formatLapDuration } from '@carreras/domain/timing/lap-duration';
import { describe, expect, it } from 'vitest';
import { storedRecord } from '../test-builders.ts';
import { gapInRecords, lapFromText, originalNote, readLookupBib } from './rider-timing-rules.ts';

describe("the rider lookup's rules", () => {
  it('reads a bib typed in the lookup box, or says why it is none', () => {
    expect(readLookupBib(' 12 ')).toEqual({ bib: 12 });
    expect(readLookupBib('')).toEqual({ error: 'Ingrese un número de dorsal' });
    expect(readLookupBib('12a')).toEqual({ error: 'Número de dorsal inválido' });
  });

  it('keeps a lap left as shown to the millisecond, and reads a typed one', () => {
    const rider = { lapTimes: [{ lap: 1, time: 6_564_567 }] };
    expect(lapFromText(rider, 0, ` ${formatLapDuration(6_564_567)} `)).toBe(6_564_567);
    expect(lapFromText(rider, 0, '1:49:25.0')).toBe(6_565_000);
    // A lap the rider does not have yet is read as typed.
    expect(lapFromText(rider, 1, '0:30:00.0')).toBe(1_800_000);
  });

  it("measures a repeat from the rider's previous counted passage, none before the first", () => {
    const passages = [storedRecord('a', 5, 10_000), storedRecord('b', 5, 70_000)];
    expect(gapInRecords({ passages }, storedRecord('r', 5, 72_500))).toBe(2_500);
    expect(gapInRecords({ passages }, storedRecord('r', 5, 40_000))).toBe(30_000);
    expect(gapInRecords({ passages }, storedRecord('r', 5, 5_000))).toBeNull();
  });

  it('names the bib a corrected record was taken with', () => {
    const record = storedRecord('a', 5, 10_000);
    expect(originalNote(record)).toBe('');
    expect(originalNote({ ...record, corrected: true, originalDorsal: 8 })).toBe(' (registrado como #8)');
    expect(originalNote({ ...record, corrected: true, originalDorsal: null })).toBe(' (registrado como Sin dorsal)');
  });
});
