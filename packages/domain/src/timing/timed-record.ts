import type { DeviceRole, TimeRecordMark, TimeRecordReview, UnusualLap } from './timing.schemas.ts';

/** A time record as it was taken. */
export interface RawRecord {
  id: number;
  eventId: number;
  clientId: string;
  dorsal: number | null;
  lap: number | null;
  /** Milliseconds since the start of the group, as the device worked it out. */
  timeMs: number;
  /** Epoch milliseconds when the record was taken on the device. */
  recordedAt: number;
  /** The group selected on the device when the record was taken. */
  groupId: number | null;
  /** The role of the device that took it (decision 014). */
  device: DeviceRole;
}

/** A record with its bib after corrections; `dorsal` is the effective one, `raw` what was taken. */
export interface EffectiveRecord extends RawRecord {
  rawDorsal: number | null;
  corrected: boolean;
  /** An administrator's decision on the record (decision 007), if any. */
  mark: TimeRecordMark | null;
}

export interface GroupStart {
  id: number;
  name: string;
  /** Epoch ms; null while not scheduled. */
  startTime: number | null;
}

/** What the timing screens know of a bib's holder. */
export interface BibInfo {
  inscriptionId: number;
  runnerName: string;
  distancia: number;
  categoryId: number | null;
  categoria: string;
  /** The start group of the rider's category (a category belongs to one group), if any. */
  group: GroupStart | null;
  /** The minimum lap of the rider's distance, in ms: closer passages are repeats (decision 007). */
  minLapMs: number;
  /** Laps of the rider's distance when it is timed: later passages are beyond them (decision 014). */
  laps: number | null;
  /** Marked 'No largó': the rider's passages wait until it is cleared (decision 014). */
  dns: boolean;
}

/**
 * A record as it counts now: `timeMs` is measured from the start of the rider's own group
 * (see passageTime); `deviceTimeMs` is what the recording device worked out.
 */
export interface TimedRecord extends EffectiveRecord {
  deviceTimeMs: number;
  group: GroupStart | null;
  review: TimeRecordReview | null;
  /** A backup's passage the primary has no copy of ('solo respaldo', decision 014). */
  backupOnly: boolean;
  /** An implausible lap ('tiempo inusual', decision 014): judged for the review list only (flagUnusual). */
  unusual: UnusualLap | null;
}
