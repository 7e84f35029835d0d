import type { EffectiveRecord, RawRecord } from '@carreras/domain/timing/timed-record';
import type { DeviceRole, TimeRecordMark } from '@carreras/domain/timing/timing.schemas';
import { type Kysely, type Selectable, sql } from 'kysely';
import { precompiled } from '../../db/precompiled.ts';
import type { Database, TimeRecordsTable } from '../../db/schema.ts';

// The passages as taken, the bib corrections and the administrators' marks on them: SQL only (decision 007).

type Q = Kysely<Database>;

const recordColumns = [
  'id',
  'event_id',
  'client_id',
  'dorsal',
  'lap',
  'time_ms',
  'recorded_at',
  'group_id',
  'device',
] as const satisfies readonly (keyof TimeRecordsTable)[];

type RecordRow = Pick<Selectable<TimeRecordsTable>, (typeof recordColumns)[number]>;

const toRawRecord = (row: RecordRow): RawRecord => ({
  id: row.id,
  eventId: row.event_id,
  clientId: row.client_id,
  dorsal: row.dorsal,
  lap: row.lap,
  timeMs: row.time_ms,
  recordedAt: row.recorded_at,
  groupId: row.group_id,
  device: row.device,
});

const runFindByClientId = precompiled({ clientId: '' }, (db, v) =>
  db.selectFrom('time_records').select(recordColumns).where('client_id', '=', v.clientId),
);

/** The record a device sent with this client id, if any (a passage's first statement: precompiled). */
export async function findRecordByClientId(db: Q, clientId: string): Promise<RawRecord | undefined> {
  const row = (await runFindByClientId(db, { clientId })).rows[0];
  return row && toRawRecord(row);
}

export async function findRecord(db: Q, eventId: number, id: number): Promise<RawRecord | undefined> {
  const row = await db
    .selectFrom('time_records')
    .select(recordColumns)
    .where('event_id', '=', eventId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRawRecord(row);
}

async function applyCorrections(
  db: Q,
  eventId: number,
  records: RecordRow[],
  scope: 'event' | 'these' = 'event',
): Promise<EffectiveRecord[]> {
  if (records.length === 0) return [];
  let query = db
    .selectFrom('time_record_corrections')
    .select(['time_record_id', 'dorsal'])
    .where('event_id', '=', eventId);
  let marksQuery = db
    .selectFrom('time_record_marks')
    .select(['time_record_id', 'mark'])
    .where('event_id', '=', eventId);
  if (scope === 'these') {
    const ids = records.map((r) => r.id);
    query = query.where('time_record_id', 'in', ids);
    marksQuery = marksQuery.where('time_record_id', 'in', ids);
  }
  const [corrections, marks] = await Promise.all([query.orderBy('id').execute(), marksQuery.execute()]);
  const latest = new Map(corrections.map((c) => [c.time_record_id, c.dorsal]));
  const markOf = new Map(marks.map((m) => [m.time_record_id, m.mark]));
  // One object per row, built whole: results of 10,000 riders read 30,000 of them.
  return records.map((r): EffectiveRecord => {
    const corrected = latest.get(r.id);
    return {
      id: r.id,
      eventId: r.event_id,
      clientId: r.client_id,
      dorsal: corrected ?? r.dorsal,
      lap: r.lap,
      timeMs: r.time_ms,
      recordedAt: r.recorded_at,
      groupId: r.group_id,
      device: r.device,
      rawDorsal: r.dorsal,
      corrected: corrected !== undefined,
      mark: markOf.get(r.id) ?? null,
    };
  });
}

/** Every record of the event with its corrected bib. */
export async function effectiveRecords(db: Q, eventId: number): Promise<EffectiveRecord[]> {
  const raw = await db.selectFrom('time_records').select(recordColumns).where('event_id', '=', eventId).execute();
  return applyCorrections(db, eventId, raw);
}

/** The records that count for one bib now (taken with it, or corrected to it). */
export const effectiveRecordsForBib = (db: Q, eventId: number, bib: number): Promise<EffectiveRecord[]> =>
  effectiveRecordsOf(db, eventId, { bibs: [bib], unnumbered: false });

/** Which records to read: those of some bibs (taken with them, or corrected to them), and those without a bib. */
export interface RecordSelection {
  bibs: readonly number[];
  unnumbered: boolean;
}

/**
 * The raw records that may count for the selected bibs: taken with one of them, corrected to one of them,
 * or (if asked) taken without a bib. One select per kind, united: each is one index search, where a single
 * select with OR lets SQLite's planner read every record of the event instead.
 */
export function recordsOfQuery(db: Q, eventId: number, selection: RecordSelection) {
  const { bibs, unnumbered } = selection;
  const ofEvent = () => db.selectFrom('time_records').select(recordColumns).where('event_id', '=', eventId);
  const parts = [
    ...(bibs.length === 0
      ? []
      : [
          ofEvent().where('dorsal', 'in', bibs),
          ofEvent().where(
            'id',
            'in',
            db
              .selectFrom('time_record_corrections')
              .select('time_record_id')
              .where('event_id', '=', eventId)
              .where('dorsal', 'in', bibs),
          ),
        ]),
    ...(unnumbered ? [ofEvent().where('dorsal', 'is', null)] : []),
  ];
  const [first = ofEvent().where(sql<boolean>`false`), ...rest] = parts;
  // UNION, not UNION ALL: a record taken with a bib and corrected back to it is in two parts.
  return rest.reduce((query, part) => query.union(part), first);
}

/** The records that count now for the selected bibs, and (if asked) those that count for no bib. */
export async function effectiveRecordsOf(
  db: Q,
  eventId: number,
  selection: RecordSelection,
): Promise<EffectiveRecord[]> {
  const { bibs, unnumbered } = selection;
  if (bibs.length === 0 && !unnumbered) return [];
  const raw = await recordsOfQuery(db, eventId, selection).execute();
  const wanted = new Set(bibs);
  return (await applyCorrections(db, eventId, raw, 'these')).filter((r) =>
    r.dorsal === null ? unnumbered : wanted.has(r.dorsal),
  );
}

export type NewTimeRecord = Omit<RawRecord, 'id' | 'eventId' | 'device'> & { device?: DeviceRole };

/** Stores one passage (the last of recordTime's three statements); answers its id. */
const runInsertTimeRecord = precompiled(
  {
    eventId: 0,
    clientId: '',
    dorsal: 0 as number | null,
    lap: 0 as number | null,
    timeMs: 0,
    recordedAt: 0,
    groupId: 0 as number | null,
    device: 'primary' as DeviceRole,
    now: '',
  },
  (db, v) =>
    db
      .insertInto('time_records')
      .values({
        event_id: v.eventId,
        client_id: v.clientId,
        dorsal: v.dorsal,
        lap: v.lap,
        time_ms: v.timeMs,
        recorded_at: v.recordedAt,
        group_id: v.groupId,
        device: v.device,
        distancia: null,
        created_at: v.now,
        updated_at: v.now,
      })
      .returning('id'),
);

/** Stores a passage (its last statement: precompiled); its id. */
export async function insertTimeRecord(db: Q, eventId: number, record: NewTimeRecord, now: string): Promise<number> {
  const { rows } = await runInsertTimeRecord(db, { eventId, ...record, device: record.device ?? 'primary', now });
  const row = rows[0];
  if (!row) throw new Error('time record not stored');
  return row.id;
}

/** The bib a record counts for after its latest correction, or undefined when it was never corrected. */
export async function latestCorrectedBib(db: Q, recordId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('time_record_corrections')
    .select('dorsal')
    .where('time_record_id', '=', recordId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.dorsal;
}

export async function insertBibCorrection(
  db: Q,
  correction: { eventId: number; recordId: number; previousBib: number | null; bib: number; adminId: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('time_record_corrections')
    .values({
      event_id: correction.eventId,
      time_record_id: correction.recordId,
      previous_dorsal: correction.previousBib,
      dorsal: correction.bib,
      admin_id: correction.adminId,
      created_at: now,
    })
    .execute();
}

/** The decision an administrator took on a record, if any. */
export async function findRecordMark(db: Q, recordId: number): Promise<TimeRecordMark | undefined> {
  const row = await db
    .selectFrom('time_record_marks')
    .select('mark')
    .where('time_record_id', '=', recordId)
    .executeTakeFirst();
  return row?.mark;
}

/** Sets (or with null, clears) the administrator's decision on a record. */
export async function replaceRecordMark(
  db: Q,
  input: { eventId: number; recordId: number; mark: TimeRecordMark | null; adminId: number },
  now: string,
): Promise<void> {
  await db.deleteFrom('time_record_marks').where('time_record_id', '=', input.recordId).execute();
  if (input.mark === null) return;
  await db
    .insertInto('time_record_marks')
    .values({
      time_record_id: input.recordId,
      event_id: input.eventId,
      mark: input.mark,
      admin_id: input.adminId,
      updated_at: now,
    })
    .execute();
}
