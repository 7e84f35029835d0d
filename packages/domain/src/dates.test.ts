import { describe, expect, it } from 'vitest';
import {
  ageForEvent,
  formatClockTime,
  formatDateTimeEsAr,
  formatIsoDateEsAr,
  isIsoDate,
  isoDateAtUtcMidnight,
  parseDateEsAr,
  todayInOrganiserZone,
  toIsoDate,
} from './dates.ts';

describe('dates', () => {
  it('reads a typed date day first, with or without leading zeros and with /, - or . between', () => {
    expect(parseDateEsAr('05/03/1990')).toBe('1990-03-05');
    expect(parseDateEsAr('5/3/1990')).toBe('1990-03-05');
    expect(parseDateEsAr('05-03-1990')).toBe('1990-03-05');
    expect(parseDateEsAr('5.3.1990')).toBe('1990-03-05');
    expect(parseDateEsAr(' 29/02/2024 ')).toBe('2024-02-29');
    expect(parseDateEsAr('1990-03-05')).toBe('1990-03-05');
  });

  it('reads no date from an impossible day, a short year or an unfinished text', () => {
    expect(parseDateEsAr('31/02/2000')).toBeNull();
    expect(parseDateEsAr('29/02/2025')).toBeNull();
    expect(parseDateEsAr('13/13/2000')).toBeNull();
    expect(parseDateEsAr('5/3/90')).toBeNull();
    expect(parseDateEsAr('05/03/')).toBeNull();
    expect(parseDateEsAr('05031990')).toBeNull();
    expect(parseDateEsAr('')).toBeNull();
  });

  it('recognises real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-4-1')).toBe(false);
  });

  it('gives a real date as its midnight UTC, and nothing for anything else', () => {
    expect(isoDateAtUtcMidnight('1992-08-14')).toBe(Date.UTC(1992, 7, 14));
    expect(isoDateAtUtcMidnight('2025-02-30')).toBeNull();
    expect(isoDateAtUtcMidnight('14/08/1992')).toBeNull();
  });

  it("takes today's date in Buenos Aires, not UTC", () => {
    // 02:00 UTC on the 14th is still 23:00 on the 13th in Argentina (UTC-3).
    expect(todayInOrganiserZone(new Date('2025-04-14T02:00:00Z'))).toBe('2025-04-13');
    expect(todayInOrganiserZone(new Date('2025-04-14T03:00:00Z'))).toBe('2025-04-14');
  });

  it('reads a noon-UTC timestamp as its calendar date', () => {
    expect(toIsoDate('1990-05-20T12:00:00.000Z')).toBe('1990-05-20');
    expect(toIsoDate('1990-05-20')).toBe('1990-05-20');
    expect(toIsoDate('20/05/1990')).toBeNull();
  });

  it('formats es-AR without shifting', () => {
    expect(formatIsoDateEsAr('2025-04-13')).toBe('13/04/2025');
  });

  it('computes the category age as event year minus birth year (D8)', () => {
    expect(ageForEvent('1995-12-31', '2025-04-13')).toBe(30);
    expect(ageForEvent('1995-01-01', '2025-04-13')).toBe(30);
  });
});

describe('formatClockTime', () => {
  it('shows an afternoon instant on the 24-hour clock in the organiser zone', () => {
    // 17:35:05 UTC is 14:35:05 in Buenos Aires (UTC-3).
    expect(formatClockTime(Date.UTC(2026, 10, 22, 17, 35, 5))).toBe('14:35:05');
    expect(formatClockTime(new Date(Date.UTC(2026, 10, 22, 3, 0, 9)))).toBe('00:00:09');
  });

  it('formats date and time as dd/mm/yyyy hh:mm:ss', () => {
    expect(formatDateTimeEsAr(Date.UTC(2026, 10, 23, 1, 2, 3))).toBe('22/11/2026 22:02:03');
  });
});
