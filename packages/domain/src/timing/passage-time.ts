import type { TimeRecordReview } from './timing.schemas.ts';

export interface PassageTime {
  /** Elapsed race time of the passage, in ms. */
  time: number;
  /** True when it was measured from the rider's own start group; false when the device's figure was kept. */
  fromOwnGroup: boolean;
  /** Set when the record needs a person's eye before it can count. */
  review: TimeRecordReview | null;
}

/**
 * The time of a passage: its instant minus the start of the rider's own start group (a category
 * belongs to one group), never the group that happened to be selected on the recording device.
 * When the rider's group is unknown (no bib, a bib nobody holds, a category in no group, a group
 * not started) the time the device worked out is kept, and the record waits for a correction.
 * An instant before the rider's own start cannot be a real passage: it is kept, flagged, and does
 * not count.
 */
export function passageTime(input: {
  instant: number;
  deviceTime: number;
  bib: number | null;
  /** Whether some inscription of the event holds the bib. */
  bibHeld: boolean;
  /** Start of the rider's own group (epoch ms), null when not known or not started. */
  ownGroupStart: number | null;
}): PassageTime {
  if (input.bib === null) return { time: input.deviceTime, fromOwnGroup: false, review: 'NO_BIB' };
  if (!input.bibHeld) return { time: input.deviceTime, fromOwnGroup: false, review: 'UNKNOWN_BIB' };
  const time = countedTime(input.instant, input.deviceTime, input.ownGroupStart);
  if (time === null) return { time: input.deviceTime, fromOwnGroup: false, review: 'BEFORE_START' };
  return { time, fromOwnGroup: input.ownGroupStart !== null, review: null };
}

/**
 * passageTime's rule for a bib somebody holds, without building a record (results time 30,000 passages at
 * once): the time the passage counts with, or null when it does not count (taken before the rider's start).
 */
export function countedTime(instant: number, deviceTime: number, ownGroupStart: number | null): number | null {
  if (ownGroupStart === null) return deviceTime;
  const elapsed = instant - ownGroupStart;
  return elapsed < 0 ? null : elapsed;
}
