import { formatElapsed } from '@carreras/domain/timing/time-format';

export const clockMessages = {
  startTimeInvalid: 'Seleccione una hora de inicio válida',
  startTimeInPast: 'La hora de inicio debe ser futura',
} as const;

/** Ticks of the spec: 100 ms while counting down, 10 ms while running. */
export const COUNTDOWN_TICK_MS = 100;
export const RUNNING_TICK_MS = 10;
export const DEFAULT_SCHEDULE_AHEAD_MS = 5 * 60_000;

export type ClockPhase = 'idle' | 'scheduled' | 'running';

/**
 * The clock of a start group follows from its start time alone: none → not started; in the future →
 * counting down; reached or past → running from it. So a reload, or a start passed while the page was
 * closed, always shows the right clock, and the countdown "auto-starts" at zero.
 */
export function clockPhase(startTime: number | null, now: number): ClockPhase {
  if (startTime === null) return 'idle';
  return startTime > now ? 'scheduled' : 'running';
}

/** What the clock face shows: elapsed h:mm:ss.hh when running, time left when counting down. */
export function clockDisplay(startTime: number | null, now: number): string {
  const phase = clockPhase(startTime, now);
  if (phase === 'idle' || startTime === null) return formatElapsed(0);
  return formatElapsed(phase === 'running' ? now - startTime : startTime - now);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A local date-time as a datetime-local input holds it (seconds included). */
export function toDateTimeInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** The schedule input's default: five minutes from now. */
export function defaultScheduleInput(now: number): string {
  return toDateTimeInput(now + DEFAULT_SCHEDULE_AHEAD_MS);
}

/** Reads a datetime-local value as local time; it must be valid and in the future ('Programar'). */
export function validateScheduledStart(value: string, now: number): { startTime: number } | { error: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!match) return { error: clockMessages.startTimeInvalid };
  const [, y, mo, d, h, mi, s = '0'] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const startTime = date.getTime();
  if (Number.isNaN(startTime) || date.getMonth() !== Number(mo) - 1) return { error: clockMessages.startTimeInvalid };
  if (startTime <= now) return { error: clockMessages.startTimeInPast };
  return { startTime };
}

/** One measure of the server clock: offset = server − device (ms), taken with a round trip of `rtt` ms. */
export interface ClockEstimate {
  offset: number;
  rtt: number;
  measuredAt: number;
}

/** A measure older than this gives way to a new one even with a slower round trip (device clock drift). */
export const CLOCK_ESTIMATE_KEEP_MS = 15 * 60_000;

/**
 * The offset to record with. A measure is off by up to half its round trip, and round trips swing on a
 * weak connection, so the latest measure would move the clock back and forth between passages; the
 * one taken with the fastest round trip is kept instead (as NTP does), refreshed now and then.
 */
export function bestClockEstimate(previous: ClockEstimate | undefined, measured: ClockEstimate): ClockEstimate {
  if (!previous || !Number.isFinite(previous.rtt) || !Number.isFinite(previous.measuredAt)) return measured;
  if (measured.measuredAt - previous.measuredAt > CLOCK_ESTIMATE_KEEP_MS) return measured;
  return measured.rtt < previous.rtt ? measured : previous;
}

/**
 * The server-clock instant of a passage taken now. A passage taken later on this device never gets an
 * earlier instant than one taken before it (the offset may still move a little), so the order of the
 * times is the order of taking.
 */
export function passageInstant(now: number, offset: number, lastTaken: number): number {
  return Math.max(Math.round(now + offset), lastTaken + 1);
}
