import { describe, expect, it } from 'vitest';
import { pendingText } from './pending-counter.tsx';
import { timesBody, totalTime } from './time-edit-modal.tsx';
import { readLaps } from './timing-setup-form.tsx';

describe('laps input', () => {
  it('keeps the current value for anything but a whole number of at least 1', () => {
    expect(readLaps('3', 1)).toBe(3);
    for (const text of ['', '0', '-2', '1.5', 'abc']) expect(readLaps(text, 2)).toBe(2);
  });
});

describe('time editing', () => {
  it('sends only laps above zero, unparseable ones counting as zero, and the penalty in ms', () => {
    expect(timesBody(['12:34.56', 'oops', '0:00.000', '1:02.345'], 1.5, 'NONE')).toEqual({
      lapTimes: [
        { lap: 1, time: 754_560 },
        { lap: 4, time: 62_345 },
      ],
      penaltyTime: 1500,
      status: null,
    });
    expect(timesBody([], 0, 'DSQ').status).toBe('DSQ');
  });
  it('totals laps plus penalty', () => {
    expect(totalTime(['1:00', '2:00.5'], 0.1)).toBe(180_600);
  });
});

describe('pending counter', () => {
  it('says how many records wait', () => {
    expect(pendingText(0)).toBe('Todos los registros enviados');
    expect(pendingText(1)).toBe('1 registro pendiente de envío');
    expect(pendingText(12)).toBe('12 registros pendientes de envío');
  });
});
