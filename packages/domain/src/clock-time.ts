import { isoDateAtUtcMidnight } from './dates.ts';
import { ORGANISER_TIME_ZONE } from './limits.ts';

export const clockTimeMessages = {
  invalid: 'Escriba la hora en formato de 24 horas, HH:MM:SS (por ejemplo 09:00:00 o 14:30:05.5)',
} as const;

const DAY_MS = 24 * 3_600_000;

// 9:05, 09:05:30, 09:05:30.5 (tenths with a point or a comma); or the same digits without colons
// (0905, 090530, 090530.5), which a phone's numeric keyboard can type.
const WITH_COLONS = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d))?)?$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(?:(\d{2})(?:[.,](\d))?)?$/;

/**
 * A time of day typed on the 24-hour clock, in milliseconds since midnight; null when it is not one
 * (24:00:00, 12:60, 9.30, an AM/PM suffix…). Seconds are optional, tenths are the finest it reads.
 */
export function parseClockTime(text: string): number | null {
  const trimmed = text.trim();
  const match = WITH_COLONS.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0', tenths = '0'] = match;
  const [hours, minutes, seconds] = [Number(h), Number(m), Number(s)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + Number(tenths) * 100;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Milliseconds since midnight as HH:MM:SS, with the tenths (HH:MM:SS.d) when there are any. */
export function formatMsOfDay(ms: number): string {
  const safe = (((Math.floor(ms / 100) * 100) % DAY_MS) + DAY_MS) % DAY_MS;
  const seconds = Math.floor(safe / 1000);
  const text = `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  const tenths = Math.floor((safe % 1000) / 100);
  return tenths === 0 ? text : `${text}.${tenths}`;
}

/**
 * Time of day of an instant in the organiser's zone with its tenths when it has any (09:00:20.4): how a
 * start is shown where a tenth matters, so that what is shown can be typed back unchanged.
 */
export function formatClockTimeTenths(instant: number): string {
  return formatMsOfDay(organiserMsOfDay(instant));
}

let organiserWallClock: Intl.DateTimeFormat | undefined;

/** How far the organiser's wall clock is ahead of UTC at an instant, in ms (−3 h in Argentina). */
function organiserOffsetMs(instant: number): number {
  organiserWallClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ORGANISER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of organiserWallClock.formatToParts(instant)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the organiser's clock reads `msOfDay` on the day `isoDate` (yyyy-mm-dd), in epoch
 * ms (D9: a start typed as 09:00:00 is 09:00 in Argentina whatever the device's zone); null for a date
 * that is not one.
 */
export function organiserInstant(isoDate: string, msOfDay: number): number | null {
  const midnight = isoDateAtUtcMidnight(isoDate);
  if (midnight === null || !Number.isFinite(msOfDay) || msOfDay < 0 || msOfDay >= DAY_MS) return null;
  const wall = midnight + msOfDay;
  // The offset at the guess, then at the instant it gives: right across a change of the zone's offset.
  const guess = wall - organiserOffsetMs(wall);
  return wall - organiserOffsetMs(guess);
}

/** The time of day of an instant on the organiser's clock, in ms since midnight. */
export function organiserMsOfDay(instant: number): number {
  return (((instant + organiserOffsetMs(instant)) % DAY_MS) + DAY_MS) % DAY_MS;
}
