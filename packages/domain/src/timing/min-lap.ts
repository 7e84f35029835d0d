import { DEFAULT_MIN_LAP_SECONDS } from './timing.schemas.ts';

/**
 * A distance's minimum lap in ms, from the seconds stored for it (a database may answer a numeric column as
 * text); the default where the distance has no timing setup. Closer passages are repeats (decision 007).
 */
export const minLapMs = (seconds: number | string | null | undefined): number =>
  (seconds === null || seconds === undefined ? DEFAULT_MIN_LAP_SECONDS : Number(seconds)) * 1000;
