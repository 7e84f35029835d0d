import { describe, expect, it } from 'vitest';
import {
  formatClockTimeTenths,
  formatMsOfDay,
  organiserInstant,
  organiserMsOfDay,
  parseClockTime,
} from './clock-time.ts';
import { formatDateTimeEsAr } from './dates.ts';

const at = (h: number, m: number, s: number, tenths = 0) => ((h * 60 + m) * 60 + s) * 1000 + tenths * 100;

describe('parseClockTime', () => {
  it('reads a 24-hour time with optional seconds and tenths', () => {
    expect(parseClockTime('09:00:00')).toBe(at(9, 0, 0));
    expect(parseClockTime('9:05')).toBe(at(9, 5, 0));
    expect(parseClockTime(' 14:30:05.5 ')).toBe(at(14, 30, 5, 5));
    expect(parseClockTime('14:30:05,5')).toBe(at(14, 30, 5, 5));
  });

  it('reads the digits alone, as a phone keypad types them', () => {
    expect(parseClockTime('0900')).toBe(at(9, 0, 0));
    expect(parseClockTime('090020')).toBe(at(9, 0, 20));
    expect(parseClockTime('090020.4')).toBe(at(9, 0, 20, 4));
  });

  it('takes the first and last instants of the day', () => {
    expect(parseClockTime('00:00:00')).toBe(0);
    expect(parseClockTime('23:59:59.9')).toBe(at(23, 59, 59, 9));
  });

  it('refuses anything that is not a time of day on the 24-hour clock', () => {
    for (const text of [
      '',
      '24:00:00',
      '23:60:00',
      '23:59:60',
      '9',
      '9.30',
      '09:00:00.25',
      '9:5',
      '09:00 AM',
      '11/27/2026, 04:40:03 AM',
      '-01:00:00',
      '090',
      'abc',
    ]) {
      expect(parseClockTime(text), text).toBeNull();
    }
  });
});

describe('formatMsOfDay', () => {
  it('writes HH:MM:SS, with the tenths only when there are some', () => {
    expect(formatMsOfDay(at(9, 0, 0))).toBe('09:00:00');
    expect(formatMsOfDay(at(23, 59, 59, 9))).toBe('23:59:59.9');
    expect(formatMsOfDay(at(9, 0, 0) + 470)).toBe('09:00:00.4');
  });

  it('gives back what parseClockTime read', () => {
    for (const text of ['00:00:00', '09:00:20.4', '23:59:59.9']) {
      expect(formatMsOfDay(parseClockTime(text) ?? -1)).toBe(text);
    }
  });
});

describe('organiser instants (D9)', () => {
  it('reads a time typed on the event day as that time in Buenos Aires (UTC-3)', () => {
    expect(organiserInstant('2026-11-27', at(9, 0, 0))).toBe(Date.UTC(2026, 10, 27, 12, 0, 0));
    expect(organiserInstant('2026-11-27', at(9, 0, 20, 4))).toBe(Date.UTC(2026, 10, 27, 12, 0, 20, 400));
    // 22:30 in Argentina is already the next day in UTC.
    expect(formatDateTimeEsAr(organiserInstant('2026-11-27', at(22, 30, 0)) ?? 0)).toBe('27/11/2026 22:30:00');
    expect(organiserInstant('2026-11-27', at(0, 0, 0))).toBe(Date.UTC(2026, 10, 27, 3, 0, 0));
  });

  it("follows the zone's own offset on that day, not a fixed one (summer time of 2007-08: UTC-2)", () => {
    expect(organiserInstant('2008-01-15', at(9, 0, 0))).toBe(Date.UTC(2008, 0, 15, 11, 0, 0));
  });

  it('gives nothing for a date or a time that is not one', () => {
    expect(organiserInstant('2026-02-30', at(9, 0, 0))).toBeNull();
    expect(organiserInstant('2026-11-27', 24 * 3_600_000)).toBeNull();
    expect(organiserInstant('2026-11-27', -1)).toBeNull();
  });

  it('takes the time of day of an instant on the organiser clock, tenths included', () => {
    expect(organiserMsOfDay(Date.UTC(2026, 10, 27, 12, 0, 20, 470))).toBe(at(9, 0, 20) + 470);
    expect(organiserMsOfDay(Date.UTC(2026, 10, 28, 1, 30, 0))).toBe(at(22, 30, 0));
    expect(formatClockTimeTenths(Date.UTC(2026, 10, 27, 12, 0, 20, 470))).toBe('09:00:20.4');
    expect(formatClockTimeTenths(Date.UTC(2026, 10, 27, 17, 35, 5))).toBe('14:35:05');
  });
});
