import type { DeviceRole, TimeRecordMark } from './timing.schemas.ts';

/** How one passage of a bib counts: a lap, a repeat of the previous lap, or voided by an administrator. */
export type PassageVerdict = 'COUNTS' | 'REPEAT' | 'VOIDED';

/**
 * The repeat rule (decision 007), over the passages of one bib that may count (a bib held, at or after its
 * rider's start), given in passage order (instant, then id). A passage closer than `minLapMs` to the bib's
 * previous counted passage is a repeat: two timekeepers calling the same rider, or Enter bouncing. It is kept
 * but does not count, unless an administrator counted it ('COUNTED'). A voided passage counts for nobody and
 * is not the "previous" of any other. Exactly `minLapMs` apart counts. Being a rule over the whole set, it
 * gives the same answer whichever device's passage reached the server first, and offline passages that
 * arrive late are judged with the rest.
 */
export function judgePassages(
  instants: ArrayLike<number>,
  marks: ArrayLike<TimeRecordMark | null>,
  minLapMs: number,
): PassageVerdict[] {
  const verdicts = new Array<PassageVerdict>(instants.length);
  let previous: number | null = null;
  for (let index = 0; index < instants.length; index++) {
    const mark = marks[index] ?? null;
    const instant = instants[index]!;
    if (mark === 'VOIDED') verdicts[index] = 'VOIDED';
    else if (mark === 'COUNTED' || previous === null || instant - previous >= minLapMs) {
      verdicts[index] = 'COUNTS';
      previous = instant;
    } else verdicts[index] = 'REPEAT';
  }
  return verdicts;
}

/** How one passage of a bib stands once devices, laps and a DNS are read too (decision 014). */
export type BibVerdict = 'COUNTS' | 'REPEAT' | 'BACKUP_COPY' | 'BEYOND_LAPS' | 'DNS' | 'VOIDED';

export interface BibPassage {
  instant: number;
  mark: TimeRecordMark | null;
  device: DeviceRole;
}

export interface BibRule {
  minLapMs: number;
  /** The laps of the rider's distance; null when it is not timed (nothing is beyond). */
  laps: number | null;
  /** The rider is marked 'No largó'. */
  dns: boolean;
}

/**
 * The passages of one bib that may count, in passage order, judged (decision 014 over decision 007):
 * - a repeat (judgePassages) typed on a device of the other role than the passage it repeats is the backup's
 *   copy of that crossing (BACKUP_COPY); one typed on a device of the same role stays a REPEAT;
 * - of the passages that count, those of a DNS rider are DNS, and those after the distance's last lap are
 *   BEYOND_LAPS (they count by themselves once an earlier one is voided);
 * - `backupOnly`: a backup's passage that is not a copy and of which the primary typed no copy.
 */
export function judgeBib(
  passages: readonly BibPassage[],
  rule: BibRule,
): { verdict: BibVerdict; backupOnly: boolean }[] {
  const verdicts = judgePassages(
    passages.map((p) => p.instant),
    passages.map((p) => p.mark),
    rule.minLapMs,
  );
  const judged = verdicts.map((verdict): { verdict: BibVerdict; backupOnly: boolean } => ({
    verdict,
    backupOnly: false,
  }));
  const copied = new Set<number>();
  let origin = -1;
  let counted = 0;
  passages.forEach((passage, index) => {
    const item = judged[index]!;
    if (item.verdict === 'REPEAT' && origin >= 0 && passages[origin]!.device !== passage.device) {
      item.verdict = 'BACKUP_COPY';
      copied.add(origin);
    }
    if (verdicts[index] !== 'COUNTS') return;
    origin = index;
    counted += 1;
    if (rule.dns) item.verdict = 'DNS';
    else if (rule.laps !== null && counted > rule.laps) item.verdict = 'BEYOND_LAPS';
  });
  passages.forEach((passage, index) => {
    const item = judged[index]!;
    item.backupOnly = passage.device === 'backup' && verdicts[index] === 'COUNTS' && !copied.has(index);
  });
  return judged;
}
