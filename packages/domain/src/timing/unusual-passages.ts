import type { UnusualLap } from './timing.schemas.ts';

/** A counted lap as the rule reads it: its distance, its duration, and whether an administrator accepted it. */
export interface CountedLap {
  distance: number;
  /** From the bib's previous counted passage, or from the rider's own wave for a first lap. */
  lapMs: number;
  /** Accepted ('Contar' on an unusual passage): never flagged, still part of the field. */
  accepted: boolean;
}

/** Below this share of the fastest other lap of the distance, a lap is FAST (decision 014). */
export const UNUSUAL_FAST_SHARE = 0.6;
/** Above this many times the median of the other laps of the distance, a lap is SLOW (decision 014). */
export const UNUSUAL_SLOW_FACTOR = 3;
/** The field is read only with at least this many other laps of the distance. */
export const UNUSUAL_MIN_FIELD = 3;

/**
 * Unusual laps (decision 014): against the other counted laps of the same distance (the field's and the rider's
 * own, the lap itself left out), a lap is FAST when shorter than the distance's minimum lap or, with at least
 * UNUSUAL_MIN_FIELD other laps, than UNUSUAL_FAST_SHARE × the fastest of them; SLOW when, with as many, longer
 * than UNUSUAL_SLOW_FACTOR × their median. Exactly at a bound is not unusual. One answer per lap, in order.
 */
export function unusualLaps(
  laps: readonly CountedLap[],
  minLapMs: (distance: number) => number,
): (UnusualLap | null)[] {
  const byDistance = new Map<number, number[]>();
  for (const lap of laps) {
    const list = byDistance.get(lap.distance);
    if (list) list.push(lap.lapMs);
    else byDistance.set(lap.distance, [lap.lapMs]);
  }
  for (const list of byDistance.values()) list.sort((a, b) => a - b);
  return laps.map((lap) => {
    if (lap.accepted) return null;
    if (lap.lapMs < minLapMs(lap.distance)) return 'FAST';
    const sorted = byDistance.get(lap.distance)!;
    const others = sorted.length - 1;
    if (others < UNUSUAL_MIN_FIELD) return null;
    // The others, in order, are `sorted` without one occurrence of this lap's duration.
    const at = sorted.indexOf(lap.lapMs);
    const other = (k: number) => sorted[k < at ? k : k + 1]!;
    if (lap.lapMs < UNUSUAL_FAST_SHARE * other(0)) return 'FAST';
    const median = others % 2 === 1 ? other((others - 1) / 2) : (other(others / 2 - 1) + other(others / 2)) / 2;
    if (lap.lapMs > UNUSUAL_SLOW_FACTOR * median) return 'SLOW';
    return null;
  });
}
