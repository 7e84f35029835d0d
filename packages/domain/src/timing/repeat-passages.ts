import type { TimeRecordMark } from './timing.schemas.ts';

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
