import { timeFromOwnGroups } from '@carreras/domain/timing/own-group-time';
import type { BibInfo, TimedRecord } from '@carreras/domain/timing/timed-record';
import { flagUnusual } from '@carreras/domain/timing/unusual-flags';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { bibInfo, findEvent } from './bibs.repository.ts';
import {
  effectiveRecords,
  effectiveRecordsForBib,
  effectiveRecordsOf,
  type RecordSelection,
} from './passages.repository.ts';

// Plain reads of timed passages (the records as taken, corrected, timed from their riders' own groups by the
// domain's rules), for the timing screens and for results, reports and the demo.

type Q = Kysely<Database>;

/** Every record of the event, corrected and timed, with the event's bibs. */
export async function timedRecords(
  db: Q,
  eventId: number,
): Promise<{ records: TimedRecord[]; bibs: Map<number, BibInfo> }> {
  const [records, bibs] = await Promise.all([effectiveRecords(db, eventId), bibInfo(db, eventId)]);
  return { records: timeFromOwnGroups(records, bibs), bibs };
}

/** The records of the selected bibs (and without a bib, if asked), timed from their riders' own groups. */
export async function timedRecordsOf(
  db: Q,
  eventId: number,
  selection: RecordSelection,
): Promise<{ records: TimedRecord[]; bibs: Map<number, BibInfo> }> {
  const [records, bibs] = await Promise.all([
    effectiveRecordsOf(db, eventId, selection),
    bibInfo(db, eventId, selection.bibs),
  ]);
  return { records: timeFromOwnGroups(records, bibs), bibs };
}

/** The records of one bib that count now (corrected to it, timed, not flagged), in passage order. */
export async function countingRecordsForBib(db: Q, eventId: number, bib: number): Promise<TimedRecord[]> {
  const [records, bibs] = await Promise.all([effectiveRecordsForBib(db, eventId, bib), bibInfo(db, eventId, bib)]);
  return timeFromOwnGroups(records, bibs)
    .filter((r) => r.review === null)
    .sort((a, b) => a.recordedAt - b.recordedAt || a.id - b.id);
}

/** Every record of the event, with the unusual laps flagged: what 'Registros a revisar' reads (decision 014). */
export async function timedRecordsForReview(
  db: Q,
  eventId: number,
): Promise<{ records: TimedRecord[]; bibs: Map<number, BibInfo> }> {
  const { records, bibs } = await timedRecords(db, eventId);
  return { records: flagUnusual(records, bibs), bibs };
}

export async function requireEvent(db: Q, eventId: number) {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('Evento no encontrado');
  return event;
}
