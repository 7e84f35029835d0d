import { passageTime } from './passage-time.ts';
import { judgeBib } from './repeat-passages.ts';
import {
  DEFAULT_MIN_LAP_SECONDS,
  type DeviceRole,
  type TimeRecordMark,
  type TimeRecordReview,
} from './timing.schemas.ts';

/** A time record as the rule reads it: the instant it was taken, the device's own figure, its bib after corrections. */
export interface PassageRecord {
  id: number;
  instant: number;
  deviceTime: number;
  bib: number | null;
  /** An administrator's decision on the record (decision 007), if any. */
  mark: TimeRecordMark | null;
  /** The role of the device that took it (decision 014); primary when not said. */
  device?: DeviceRole;
}

/** What the rule reads of a bib somebody holds: the start of its rider's own group and its distance's minimum lap. */
export interface PassageBib {
  ownGroupStart: number | null;
  minLapMs: number;
  /** Laps of the rider's distance when it is timed: passages after the last are BEYOND_LAPS (decision 014). */
  laps?: number | null;
  /** The rider is marked 'No largó': their passages wait (DNS, decision 014). */
  dns?: boolean;
}

export interface ReviewedPassage {
  /** Elapsed race time, from the rider's own group when known. */
  time: number;
  /** Why the record does not count, or null when it does. */
  review: TimeRecordReview | null;
  /** A backup's passage the primary has no copy of ('solo respaldo', decision 014). */
  backupOnly: boolean;
}

/**
 * Each record timed from its rider's own group (passageTime, decision 003), flagged where it needs review; a
 * voided record is VOIDED; then, bib by bib, in passage order (instant, then id), a repeat within the
 * distance's minimum lap is REPEAT (judgePassages, decision 007), or BACKUP_COPY when typed on the other role's
 * device, and a passage of a DNS rider or after the last lap is DNS or BEYOND_LAPS (judgeBib, decision 014). Every record of a bib must be among
 * `records` for the repeat rule to hold. Answers one verdict per record, in the order given.
 */
export function reviewPassages(
  records: readonly PassageRecord[],
  bibs: ReadonlyMap<number, PassageBib>,
): ReviewedPassage[] {
  const reviewed = records.map((record): ReviewedPassage => {
    const bib = record.bib === null ? undefined : bibs.get(record.bib);
    const timed = passageTime({
      instant: record.instant,
      deviceTime: record.deviceTime,
      bib: record.bib,
      bibHeld: bib !== undefined,
      ownGroupStart: bib?.ownGroupStart ?? null,
    });
    return { time: timed.time, review: record.mark === 'VOIDED' ? 'VOIDED' : timed.review, backupOnly: false };
  });
  const byBib = new Map<number, number[]>();
  records.forEach((record, index) => {
    if (reviewed[index]!.review !== null || record.bib === null) return;
    const indexes = byBib.get(record.bib);
    if (indexes) indexes.push(index);
    else byBib.set(record.bib, [index]);
  });
  for (const [bib, indexes] of byBib) {
    indexes.sort((a, b) => records[a]!.instant - records[b]!.instant || records[a]!.id - records[b]!.id);
    const rule = bibs.get(bib);
    const judged = judgeBib(
      indexes.map((i) => ({
        instant: records[i]!.instant,
        mark: records[i]!.mark,
        device: records[i]!.device ?? 'primary',
      })),
      {
        minLapMs: rule?.minLapMs ?? DEFAULT_MIN_LAP_SECONDS * 1000,
        laps: rule?.laps ?? null,
        dns: rule?.dns ?? false,
      },
    );
    indexes.forEach((recordIndex, position) => {
      const { verdict, backupOnly } = judged[position]!;
      const item = reviewed[recordIndex]!;
      if (verdict !== 'COUNTS' && verdict !== 'VOIDED') item.review = verdict;
      item.backupOnly = backupOnly;
    });
  }
  return reviewed;
}
