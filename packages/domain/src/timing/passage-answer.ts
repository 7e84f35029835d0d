import { numberLaps } from './lap-numbering.ts';
import type { BibInfo, TimedRecord } from './timed-record.ts';
import type { TimeRecord } from './timing.schemas.ts';

/** What a passage's answer is made of: the record as it counts now. */
export type AnsweredRecord = Pick<
  TimedRecord,
  | 'id'
  | 'clientId'
  | 'dorsal'
  | 'rawDorsal'
  | 'corrected'
  | 'timeMs'
  | 'recordedAt'
  | 'groupId'
  | 'group'
  | 'review'
  | 'mark'
  | 'device'
  | 'backupOnly'
  | 'unusual'
>;

/**
 * The API view of one record: corrected bib (and the one taken when it was corrected), time from the rider's own
 * group, its lap (null when it does not count), the rider's group or else the one selected on the device, and the
 * holder's distance and name when the bib is held. The one mapper of a passage's answer: a passage just
 * recorded and every list of records answer through it.
 */
export const passageAnswer = (
  record: AnsweredRecord,
  lap: number | null,
  holder: Pick<BibInfo, 'distancia' | 'runnerName'> | undefined | null,
): TimeRecord => ({
  id: record.id,
  clientId: record.clientId,
  dorsal: record.dorsal,
  originalDorsal: record.corrected ? record.rawDorsal : null,
  corrected: record.corrected,
  time: record.timeMs,
  timestamp: record.recordedAt,
  lap,
  groupId: record.group?.id ?? record.groupId,
  groupName: record.group?.name ?? null,
  review: record.review,
  mark: record.mark,
  device: record.device,
  backupOnly: record.backupOnly,
  unusual: record.unusual,
  distance: holder?.distancia ?? null,
  runnerName: holder?.runnerName ?? null,
});

/**
 * The API view of records: each through passageAnswer, its lap counted in passage order among the bib's
 * counting records (D11).
 */
export function toTimeRecords(records: readonly AnsweredRecord[], bibs: Map<number, BibInfo>): TimeRecord[] {
  const laps = numberLaps(
    records.map((r) => ({ id: r.id, dorsal: r.review === null ? r.dorsal : null, time: r.recordedAt })),
  );
  return records.map((r) =>
    passageAnswer(r, laps.get(r.id) ?? null, r.dorsal === null ? undefined : bibs.get(r.dorsal)),
  );
}
