import { describe, expect, it } from 'vitest';
import { checkBibEntry } from './bib-entry.ts';
import {
  bestClockEstimate,
  CLOCK_ESTIMATE_KEEP_MS,
  clockDisplay,
  clockPhase,
  defaultScheduleInput,
  otherClocks,
  passageInstant,
  scheduleInput,
  validateScheduledStart,
} from './clock.ts';

const NOW = new Date(2026, 3, 13, 8, 0, 0).getTime();
/** 08:00:00 in Tucumán (UTC−3) on 13/04/2026. */
const AR_8AM = Date.UTC(2026, 3, 13, 11, 0, 0);

describe('start group clock', () => {
  it('is not started without a start time, counts down to a future one and runs from a past one', () => {
    expect(clockPhase(null, NOW)).toBe('idle');
    expect(clockPhase(NOW + 1, NOW)).toBe('scheduled');
    expect(clockPhase(NOW, NOW)).toBe('running');
    expect(clockPhase(NOW - 3_600_000, NOW)).toBe('running');
  });

  it('starts by itself when the countdown reaches zero', () => {
    const start = NOW + 250;
    expect(clockPhase(start, NOW + 200)).toBe('scheduled');
    expect(clockPhase(start, NOW + 300)).toBe('running');
  });

  it('shows elapsed time as h:mm:ss.hh and the time left while counting down', () => {
    expect(clockDisplay(null, NOW)).toBe('0:00:00.00');
    expect(clockDisplay(NOW - 3_723_456, NOW)).toBe('1:02:03.45');
    expect(clockDisplay(NOW + 90_500, NOW)).toBe('0:01:30.50');
  });

  it('defaults the schedule to five minutes ahead', () => {
    // On the organiser's 24-hour clock whatever the device's zone (D9).
    expect(defaultScheduleInput(AR_8AM)).toBe('08:05:00');
    expect(scheduleInput(AR_8AM + 1_999)).toBe('08:00:01');
    expect(scheduleInput(Date.UTC(2026, 3, 13, 17, 30, 0))).toBe('14:30:00');
  });

  it('requires a valid future start time', () => {
    expect(validateScheduledStart('', AR_8AM)).toEqual({ error: 'Seleccione una hora de inicio válida' });
    expect(validateScheduledStart('99:00', AR_8AM)).toEqual({ error: 'Seleccione una hora de inicio válida' });
    expect(validateScheduledStart('8:05 PM', AR_8AM)).toEqual({ error: 'Seleccione una hora de inicio válida' });
    expect(validateScheduledStart('07:59', AR_8AM)).toEqual({ error: 'La hora de inicio debe ser futura' });
    expect(validateScheduledStart('08:00:00', AR_8AM)).toEqual({ error: 'La hora de inicio debe ser futura' });
    expect(validateScheduledStart('08:05', AR_8AM)).toEqual({ startTime: AR_8AM + 300_000 });
    expect(validateScheduledStart('08:00:00.5', AR_8AM)).toEqual({ startTime: AR_8AM + 500 });
  });
});

describe('bib entry', () => {
  const base = { running: true, lapsDone: () => 0, totalLaps: () => 2 };

  it('checks in the order of the spec', () => {
    expect(checkBibEntry({ ...base, running: false, text: '' })).toMatchObject({
      message: 'El cronómetro no está activo',
    });
    expect(checkBibEntry({ ...base, text: '  ' })).toMatchObject({ message: 'Ingrese un número de dorsal' });
    for (const text of ['0', '-3', '1.5', 'abc', '12a', '99999999999']) {
      expect(checkBibEntry({ ...base, text })).toMatchObject({ ok: false, message: 'Número de dorsal inválido' });
    }
    expect(checkBibEntry({ ...base, text: ' 42 ' })).toEqual({ ok: true, bib: 42 });
  });

  it('refuses, recording nothing, when the rider already has every lap', () => {
    expect(checkBibEntry({ ...base, text: '7', lapsDone: () => 2 })).toEqual({
      ok: false,
      reason: 'finished',
      message: 'El corredor #7 ya ha completado todas las vueltas',
    });
    expect(checkBibEntry({ ...base, text: '7', lapsDone: () => 1 })).toEqual({ ok: true, bib: 7 });
    expect(checkBibEntry({ ...base, text: '7', lapsDone: () => 5, totalLaps: () => null })).toEqual({
      ok: true,
      bib: 7,
    });
  });
});

describe('clock offset and passage instants', () => {
  const measure = (offset: number, rtt: number, measuredAt: number) => ({ offset, rtt, measuredAt });

  it('keeps the measure with the fastest round trip, and a slower one only once the kept one is old', () => {
    const good = measure(120, 40, NOW);
    expect(bestClockEstimate(undefined, good)).toBe(good);
    expect(bestClockEstimate(good, measure(-300, 900, NOW + 5000))).toBe(good);
    const better = measure(100, 10, NOW + 5000);
    expect(bestClockEstimate(good, better)).toBe(better);
    const later = measure(90, 900, NOW + CLOCK_ESTIMATE_KEEP_MS + 1);
    expect(bestClockEstimate(good, later)).toBe(later);
    expect(bestClockEstimate(measure(0, Number.NaN, Number.NaN), good)).toBe(good);
  });

  it('never gives a passage an earlier instant than the one taken before it on the device', () => {
    expect(passageInstant(NOW, 250.4, Number.NEGATIVE_INFINITY)).toBe(NOW + 250);
    // The offset was measured again 60 ms lower between two passages taken 20 ms apart.
    const first = passageInstant(NOW, 100, Number.NEGATIVE_INFINITY);
    const second = passageInstant(NOW + 20, 40, first);
    expect(second).toBe(first + 1);
    expect(passageInstant(NOW + 500, 40, second)).toBe(NOW + 540);
  });
});

describe('every wave’s clock', () => {
  const groups = [
    { id: 1, name: 'Elite' },
    { id: 2, name: 'Promocional' },
    { id: 3, name: 'Kids' },
    { id: 4, name: 'Sin largada' },
  ];
  const starts = new Map<number, { startTime: number | null }>([
    [1, { startTime: 10_000 }],
    [2, { startTime: 5_000 }],
    [3, { startTime: 90_000 }],
    [4, { startTime: null }],
  ]);

  it('lists every other group with a start, earliest first: running ones by elapsed time, the rest counting down', () => {
    expect(otherClocks(groups, starts, 3, 60_000)).toEqual([
      { id: 2, name: 'Promocional', phase: 'running', ms: 55_000 },
      { id: 1, name: 'Elite', phase: 'running', ms: 50_000 },
    ]);
    expect(otherClocks(groups, starts, 2, 60_000)).toEqual([
      { id: 1, name: 'Elite', phase: 'running', ms: 50_000 },
      { id: 3, name: 'Kids', phase: 'scheduled', ms: 30_000 },
    ]);
    expect(otherClocks(groups, starts, null, 60_000).map((c) => c.id)).toEqual([2, 1, 3]);
  });
});
