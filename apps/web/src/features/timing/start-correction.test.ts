import { clockTimeMessages } from '@carreras/domain/clock-time';
import { describe, expect, it } from 'vitest';
import {
  correctedStart,
  correctionSummary,
  formatShift,
  noShowsMarkedMessage,
  noShowsPrompt,
  parseShiftSeconds,
  startCorrectionMessages,
} from './start-correction.ts';
import { formatGap } from './timing-records.ts';

// 09:00:20 on 13/04/2026 in Buenos Aires (UTC-3).
const START = Date.UTC(2026, 3, 13, 12, 0, 20);
const clock = (clockText: string) => ({ source: 'clock' as const, clockText, shiftText: '' });
const shift = (shiftText: string) => ({ source: 'shift' as const, clockText: '', shiftText });

describe('seconds to move a start', () => {
  it('reads a signed number of seconds, to the tenth', () => {
    expect(parseShiftSeconds('-20')).toBe(-20_000);
    expect(parseShiftSeconds('−20')).toBe(-20_000);
    expect(parseShiftSeconds('+5')).toBe(5000);
    expect(parseShiftSeconds('20 s')).toBe(20_000);
    expect(parseShiftSeconds('-0,5')).toBe(-500);
    expect(parseShiftSeconds('1.5')).toBe(1500);
    for (const text of ['', '-', 'veinte', '1:00', '0.25', '--2']) expect(parseShiftSeconds(text), text).toBeNull();
  });

  it('writes it back with its sign, es-AR', () => {
    expect(formatShift(-20_000)).toBe('−20');
    expect(formatShift(1500)).toBe('+1,5');
    expect(formatShift(0)).toBe('0');
    expect(parseShiftSeconds(formatShift(-20_400))).toBe(-20_400);
  });
});

describe('correctedStart', () => {
  it('reads the true start typed on the 24-hour clock, on the day of the registered one', () => {
    expect(correctedStart(START, clock('09:00:00'))).toEqual({ startTime: START - 20_000 });
    expect(correctedStart(START, clock('08:59:59.5'))).toEqual({ startTime: START - 20_500 });
    expect(correctedStart(START, clock('00:00:00'))).toEqual({ startTime: Date.UTC(2026, 3, 13, 3, 0, 0) });
    expect(correctedStart(START, clock('23:59:59.9'))).toEqual({ startTime: Date.UTC(2026, 3, 14, 2, 59, 59, 900) });
  });

  it('refuses what is not a 24-hour time, with a Spanish message on that field', () => {
    for (const text of ['', '24:00:00', '9:60', '09:00 PM', '04/13/2026, 09:00:00 AM', '9.00']) {
      expect(correctedStart(START, clock(text)), text).toEqual({ error: clockTimeMessages.invalid, field: 'clock' });
    }
    expect(clockTimeMessages.invalid).toMatch(/^Escriba la hora en formato de 24 horas/);
  });

  it('has nothing to correct when the time is the registered start as shown', () => {
    expect(correctedStart(START + 430, clock('09:00:20.4'))).toEqual({
      error: startCorrectionMessages.sameStart,
      field: 'clock',
    });
  });

  it('moves the registered start by exactly the seconds given', () => {
    expect(correctedStart(START + 437, shift('−20'))).toEqual({ startTime: START + 437 - 20_000 });
    expect(correctedStart(START, shift('+1,5'))).toEqual({ startTime: START + 1500 });
    expect(correctedStart(START, shift('0'))).toEqual({ error: startCorrectionMessages.sameStart, field: 'shift' });
    expect(correctedStart(START, shift('veinte'))).toEqual({
      error: startCorrectionMessages.shiftInvalid,
      field: 'shift',
    });
    // 09:00:20 moved back ten hours is the day before.
    expect(correctedStart(START, shift('-36000'))).toEqual({
      error: 'La largada corregida debe quedar en el día 13/04/2026',
      field: 'shift',
    });
  });
});

describe('the confirmation of a start correction', () => {
  const later = START + 3_600_000;

  it('says how many riders are re-timed and the start before and after', () => {
    expect(correctionSummary({ name: 'Largada 1', timedRiders: 48 }, START, START - 20_000, later)).toBe(
      "Se recalcularán los tiempos de 48 corredores de 'Largada 1'. La largada pasa de 09:00:20 a 09:00:00 (20 s antes).",
    );
    expect(correctionSummary({ name: 'Promocional', timedRiders: 1 }, START, START + 1500, later)).toBe(
      "Se recalculará el tiempo de 1 corredor de 'Promocional'. La largada pasa de 09:00:20 a 09:00:21.5 (1,5 s después).",
    );
  });

  it('gives the gap between the starts as they are shown', () => {
    expect(correctionSummary({ name: 'Largada 1', timedRiders: 2 }, START + 60, START - 20_000, later)).toMatch(
      /pasa de 09:00:20 a 09:00:00 \(20 s antes\)/,
    );
  });

  it('says when nobody is re-timed, and when the new start has not come yet', () => {
    expect(correctionSummary({ name: 'Largada 1', timedRiders: 0 }, START, START + 60_000, START + 30_000)).toBe(
      "Ningún corredor de 'Largada 1' tiene pasadas todavía: no cambia ningún tiempo. La largada pasa de 09:00:20 a 09:01:20 (1 min después). Esa hora todavía no llegó: el grupo vuelve a la cuenta regresiva.",
    );
  });
});

describe('formatGap', () => {
  it('says a gap in seconds, minutes and hours, to the tenth', () => {
    expect(formatGap(-20_000)).toBe('20 s');
    expect(formatGap(400)).toBe('0,4 s');
    expect(formatGap(30)).toBe('0,1 s');
    expect(formatGap(125_000)).toBe('2 min 5 s');
    expect(formatGap(120_000)).toBe('2 min');
    expect(formatGap(3_603_000)).toBe('1 h 3 s');
    expect(formatGap(11_889_900)).toBe('3 h 18 min 9,9 s');
  });
});

describe("'Marcar DNS'", () => {
  it('asks with the most it can mark: the riders without a passage', () => {
    expect(noShowsPrompt({ name: 'Largada 1', riders: 48, timedRiders: 41 })).toMatch(
      /^Se marcarán como DNS \(No largó\) hasta 7 corredores de 'Largada 1'/,
    );
    expect(noShowsPrompt({ name: 'Largada 1', riders: 2, timedRiders: 1 })).toMatch(/hasta 1 corredor de/);
  });

  it('tells how many were marked, and which bibs', () => {
    expect(noShowsMarkedMessage([31, 7, 12])).toBe('Se marcaron 3 corredores como DNS (dorsales 7, 12, 31)');
    expect(noShowsMarkedMessage([7])).toBe('Se marcó 1 corredor como DNS (dorsal 7)');
    expect(noShowsMarkedMessage([])).toMatch(/^Ningún corredor quedó marcado como DNS/);
    expect(noShowsMarkedMessage(Array.from({ length: 12 }, (_, i) => i + 1))).toBe(
      'Se marcaron 12 corredores como DNS (dorsales 1, 2, 3, 4, 5, 6, 7, 8, 9, 10…)',
    );
  });
});
