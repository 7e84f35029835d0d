import { formatMsOfDay, organiserInstant, organiserMsOfDay, parseClockTime } from '@carreras/domain/clock-time';
import { todayInOrganiserZone } from '@carreras/domain/dates';
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

/** An instant as the schedule field shows it: the organiser's 24-hour clock, to the second (D9). */
export function scheduleInput(instant: number): string {
  return formatMsOfDay(Math.floor(organiserMsOfDay(instant) / 1000) * 1000);
}

/** The schedule field's default: five minutes from now. */
export function defaultScheduleInput(now: number): string {
  return scheduleInput(now + DEFAULT_SCHEDULE_AHEAD_MS);
}

/**
 * 'Programar': a time of day typed on the organiser's 24-hour clock (09:00:00), today in the organiser's
 * zone, read as the true (server) time; it must be valid and still to come. `now` is the server's time.
 */
export function validateScheduledStart(value: string, now: number): { startTime: number } | { error: string } {
  const msOfDay = parseClockTime(value);
  if (msOfDay === null) return { error: clockMessages.startTimeInvalid };
  const startTime = organiserInstant(todayInOrganiserZone(new Date(now)), msOfDay);
  if (startTime === null) return { error: clockMessages.startTimeInvalid };
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

/** One group's clock in the list beside the selected one: running (elapsed) or counting down to its start. */
export interface OtherClock {
  id: number;
  name: string;
  phase: 'running' | 'scheduled';
  /** Elapsed since its start, or time left to it (ms). */
  ms: number;
}

/**
 * Every group with a start but the selected one, earliest start first: while several waves run, each
 * group's race time is on the screen, whichever group the start controls apply to.
 */
export function otherClocks(
  groups: readonly { id: number; name: string }[],
  starts: ReadonlyMap<number, { startTime: number | null }>,
  selectedId: number | null,
  now: number,
): OtherClock[] {
  const clocks: (OtherClock & { startTime: number })[] = [];
  for (const group of groups) {
    const startTime = starts.get(group.id)?.startTime ?? null;
    if (group.id === selectedId || startTime === null) continue;
    const phase = clockPhase(startTime, now) === 'running' ? 'running' : 'scheduled';
    clocks.push({ id: group.id, name: group.name, phase, ms: Math.abs(now - startTime), startTime });
  }
  return clocks.sort((a, b) => a.startTime - b.startTime).map(({ startTime: _, ...clock }) => clock);
}
