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
