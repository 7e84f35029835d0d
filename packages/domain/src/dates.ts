import { ORGANISER_TIME_ZONE } from './limits.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-mm-dd (2025-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Midnight UTC of a real yyyy-mm-dd date, in epoch ms (what spreadsheets store for a day), else null. */
export function isoDateAtUtcMidnight(value: string): number | null {
  if (!isIsoDate(value)) return null;
  return Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
}

// Made once: building a formatter with a time zone costs ~50 times what formatting with it does, and this
// runs per row in exports and per event on every list. en-CA formats as yyyy-mm-dd.
let organiserDayFormat: Intl.DateTimeFormat | undefined;

/** Today's date in the organiser's time zone (D9), as yyyy-mm-dd. */
export function todayInOrganiserZone(now: Date = new Date()): string {
  organiserDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ORGANISER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return organiserDayFormat.format(now);
}

/**
 * Accepts yyyy-mm-dd or a full ISO timestamp (the client sends birth dates at noon UTC)
 * and returns the calendar date it names, never shifted by a time zone.
 */
export function toIsoDate(value: string): string | null {
  if (isIsoDate(value)) return value;
  const prefix = value.slice(0, 10);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value) && isIsoDate(prefix) && !Number.isNaN(Date.parse(value))) {
    return prefix;
  }
  return null;
}

/** Formats yyyy-mm-dd as dd/mm/yyyy (es-AR) without going through a Date, so it never shifts. */
export function formatIsoDateEsAr(value: string): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * Reads a date as a person types it in Argentina, day first: 05/03/1990, 5/3/1990, 05-03-1990 or 05.03.1990,
 * and a pasted yyyy-mm-dd too. Returns the yyyy-mm-dd the schemas and the API use, or null when the text is not
 * a whole real date (31/02/2000, 5/3/90, 1990).
 */
export function parseDateEsAr(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = TYPED_DATE.exec(value);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** Age for category purposes (D8): the year of the event minus the year of birth. */
export function ageForEvent(birthDate: string, eventDate: string): number {
  return Number(eventDate.slice(0, 4)) - Number(birthDate.slice(0, 4));
}

let organiserClockFormat: Intl.DateTimeFormat | undefined;

/**
 * Time of day of an instant in the organiser's zone (D9), on the 24-hour clock: 14:35:05, never
 * 02:35:05. `toLocaleTimeString('es-AR')` alone depends on the browser's zone and, in some
 * engines, drops to a 12-hour clock without a. m./p. m.
 */
export function formatClockTime(instant: number | Date): string {
  organiserClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: ORGANISER_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return organiserClockFormat.format(instant);
}

let organiserDateTimeParts: Intl.DateTimeFormat | undefined;

/** dd/mm/yyyy hh:mm:ss of an instant in the organiser's zone, 24-hour clock. */
export function formatDateTimeEsAr(instant: number | Date): string {
  organiserDateTimeParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ORGANISER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return `${formatIsoDateEsAr(organiserDateTimeParts.format(instant))} ${formatClockTime(instant)}`;
}
