import type { RiderStatus } from '@carreras/domain/results/result-status';
import { numberLaps } from '@carreras/domain/timing/lap-numbering';
import { type PassageBib, reviewPassages } from '@carreras/domain/timing/review-passages';
import {
  DEFAULT_MIN_LAP_SECONDS,
  type DeviceRole,
  type TimeRecord,
  type TimeRecordMark,
  type TimeRecordReview,
  type UnusualLap,
} from '@carreras/domain/timing/timing.schemas';
import { type CountedLap, unusualLaps } from '@carreras/domain/timing/unusual-passages';
import { type Kysely, type Selectable, sql } from 'kysely';
import { inscriptionsWithStartGroup } from '../../db/inscription-fragments.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { Database, TimeRecordsTable } from '../../db/schema.ts';

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

/** The event as the timing screens head it. */
export interface TimingEvent {
  id: number;
  nombre: string;
  fecha: string;
}

export const findEvent = (db: Q, eventId: number): Promise<TimingEvent | undefined> =>
  db.selectFrom('events').select(['id', 'nombre', 'fecha']).where('id', '=', eventId).executeTakeFirst();

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

/** The start group of a row joined to start_groups (group_id, group_name, group_start), if any. */
function groupStart(row: {
  group_id: number | null;
  group_name: string | null;
  group_start: number | string | null;
}): GroupStart | null {
  if (row.group_id === null) return null;
  return {
    id: row.group_id,
    name: row.group_name ?? '',
    startTime: row.group_start === null ? null : Number(row.group_start),
  };
}

/** Runner, distance and category of every bib assigned in the event. */
export async function bibInfo(db: Q, eventId: number, bib?: number | readonly number[]): Promise<Map<number, BibInfo>> {
  let query = inscriptionsWithStartGroup(db)
    .leftJoin('timing_configs as tc', (join) =>
      join.onRef('tc.event_id', '=', 'i.event_id').onRef('tc.distancia', '=', 'i.distancia'),
    )
    .select([
      'i.id as inscription_id',
      'i.numero_dorsal_asignado as dorsal',
      'i.distancia',
      'i.category_id',
      'i.categoria',
      'r.nombre',
      'r.apellido',
      'sg.id as group_id',
      'sg.name as group_name',
      'sg.start_time as group_start',
      'tc.min_lap_seconds',
      'tc.laps',
      'tc.enabled',
      (eb) =>
        eb
          .selectFrom('result_adjustments as ra')
          .select('ra.status')
          .whereRef('ra.event_id', '=', 'i.event_id')
          .whereRef('ra.dorsal', '=', 'i.numero_dorsal_asignado')
          .as('status'),
    ])
    .where('i.event_id', '=', eventId)
    .where('i.numero_dorsal_asignado', 'is not', null);
  if (typeof bib === 'number') query = query.where('i.numero_dorsal_asignado', '=', bib);
  else if (bib !== undefined)
    query = bib.length === 0 ? query.where(sql<boolean>`false`) : query.where('i.numero_dorsal_asignado', 'in', bib);
  const rows = await query.execute();
  return new Map(
    rows.map((r) => [
      r.dorsal as number,
      {
        inscriptionId: r.inscription_id,
        runnerName: `${r.nombre} ${r.apellido}`,
        distancia: r.distancia,
        categoryId: r.category_id,
        categoria: r.categoria,
        group: groupStart(r),
        minLapMs: minLapMs(r.min_lap_seconds),
        laps: r.laps !== null && r.enabled ? Number(r.laps) : null,
        dns: r.status === 'DNS',
      },
    ]),
  );
}

/** A distance's minimum lap in ms; the default where the distance has no timing setup (decision 007). */
export const minLapMs = (seconds: number | string | null | undefined): number =>
  (seconds === null || seconds === undefined ? DEFAULT_MIN_LAP_SECONDS : Number(seconds)) * 1000;

/**
 * The records with the domain's verdicts (reviewPassages: own-group time, review flags, repeats), written
 * into them in place. Every record of a bib must be among `records` for the repeat rule to hold.
 */
export function timeFromOwnGroups(records: EffectiveRecord[], bibs: Map<number, BibInfo>): TimedRecord[] {
  const passageBibs = new Map<number, PassageBib>();
  for (const [bib, info] of bibs)
    passageBibs.set(bib, {
      ownGroupStart: info.group?.startTime ?? null,
      minLapMs: info.minLapMs,
      laps: info.laps,
      dns: info.dns,
    });
  const reviewed = reviewPassages(
    records.map((r) => ({
      id: r.id,
      instant: r.recordedAt,
      deviceTime: r.timeMs,
      bib: r.dorsal,
      mark: r.mark,
      device: r.device,
    })),
    passageBibs,
  );
  return records.map((r, index) => {
    const record = r as TimedRecord;
    record.deviceTimeMs = r.timeMs;
    record.timeMs = reviewed[index]!.time;
    record.group = r.dorsal === null ? null : (bibs.get(r.dorsal)?.group ?? null);
    record.review = reviewed[index]!.review;
    record.backupOnly = reviewed[index]!.backupOnly;
    record.unusual = null;
    return record;
  });
}

/**
 * Flags the unusual laps among every counted passage of the event (unusualLaps, decision 014), in place. It
 * reads the whole distance, so only the review list (a read of the whole event) is judged with it: every other
 * read answers the same records whatever bibs it asks for (decision 006).
 */
export function flagUnusual(records: TimedRecord[], bibs: Map<number, BibInfo>): TimedRecord[] {
  const byBib = new Map<number, TimedRecord[]>();
  for (const r of records) {
    if (r.review !== null || r.dorsal === null || !bibs.has(r.dorsal)) continue;
    const own = byBib.get(r.dorsal);
    if (own) own.push(r);
    else byBib.set(r.dorsal, [r]);
  }
  const counted: TimedRecord[] = [];
  const laps: CountedLap[] = [];
  for (const [bib, own] of byBib) {
    const { distancia } = bibs.get(bib)!;
    own.sort((a, b) => a.recordedAt - b.recordedAt || a.id - b.id);
    own.forEach((r, index) => {
      counted.push(r);
      laps.push({
        distance: distancia,
        lapMs: r.timeMs - (index === 0 ? 0 : own[index - 1]!.timeMs),
        accepted: r.mark === 'COUNTED',
      });
    });
  }
  const minLap = new Map([...bibs.values()].map((info) => [info.distancia, info.minLapMs]));
  const flags = unusualLaps(laps, (distance) => minLap.get(distance) ?? DEFAULT_MIN_LAP_SECONDS * 1000);
  counted.forEach((r, index) => {
    r.unusual = flags[index] ?? null;
  });
  return records;
}

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

/** The minimum lap of one distance of the event, in ms (decision 007). */
export async function minLapOfDistance(db: Q, eventId: number, distance: number): Promise<number> {
  const row = await db
    .selectFrom('timing_configs')
    .select('min_lap_seconds')
    .where('event_id', '=', eventId)
    .where('distancia', '=', distance)
    .executeTakeFirst();
  return minLapMs(row?.min_lap_seconds);
}

/** Enabled distances of the event with their laps. */
export async function lapsConfig(db: Q, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('timing_configs')
    .select(['distancia', 'laps'])
    .where('event_id', '=', eventId)
    .where('enabled', '=', true)
    .orderBy('distancia')
    .execute();
  return new Map(rows.map((r) => [r.distancia, r.laps]));
}

/**
 * The API view of records: corrected bib, time from the rider's own group, lap counted in passage
 * order among the bib's counting records, runner and group when known.
 */
export function toTimeRecords(records: TimedRecord[], bibs: Map<number, BibInfo>): TimeRecord[] {
  const laps = numberLaps(
    records.map((r) => ({ id: r.id, dorsal: r.review === null ? r.dorsal : null, time: r.recordedAt })),
  );
  return records.map((r) => {
    const info = r.dorsal === null ? undefined : bibs.get(r.dorsal);
    return {
      id: r.id,
      clientId: r.clientId,
      dorsal: r.dorsal,
      originalDorsal: r.corrected ? r.rawDorsal : null,
      corrected: r.corrected,
      time: r.timeMs,
      timestamp: r.recordedAt,
      lap: laps.get(r.id) ?? null,
      groupId: r.group?.id ?? r.groupId,
      groupName: r.group?.name ?? null,
      review: r.review,
      mark: r.mark,
      device: r.device,
      backupOnly: r.backupOnly,
      unusual: r.unusual,
      distance: info?.distancia ?? null,
      runnerName: info?.runnerName ?? null,
    };
  });
}

export interface PassageContext {
  /** Null when no group id was sent; undefined start when the group is not in the event. */
  selectedGroup: { found: boolean; startTime: number | null } | null;
  /** The bib's holder, or null when nobody in the event holds it. */
  holder: {
    runnerName: string;
    distancia: number;
    group: GroupStart | null;
    /** Laps of the holder's distance when it is timed. */
    laps: number | null;
    /** Marked 'No largó' (decision 014). */
    dns: boolean;
  } | null;
  /** Highest raw lap stored with this bib (keeps two devices from writing the same lap). */
  maxRawLap: number;
  /** The bib's records that may count (corrected to it, not before its group's start), in no order. */
  records: { id: number; instant: number; mark: TimeRecordMark | null; device: DeviceRole }[];
  /** The minimum lap of the holder's distance in ms (decision 007). */
  minLapMs: number;
}

/**
 * Everything recording one passage needs to know, in one statement (null when the event does not
 * exist): whether the selected group exists, the bib's holder with their group and laps, and the bib's records
 * that may count (one row each; one row with none when there are none).
 * Every part reads through an index (client id, event + bib + lap, event + bib, correction by bib).
 */
export async function passageContext(
  db: Q,
  eventId: number,
  input: { bib: number | null; groupId: number | null },
): Promise<PassageContext | null> {
  const { rows } = await runPassageContext(db, {
    eventId,
    bib: input.bib ?? -1,
    groupId: input.groupId ?? -1,
  });
  const row = rows[0];
  if (!row) return null;
  const records =
    input.bib === null
      ? []
      : rows
          .filter((r) => r.bib_record_id !== null && r.bib_record_id !== undefined)
          .map((r) => ({
            id: Number(r.bib_record_id),
            instant: Number(r.bib_instant),
            mark: (r.bib_mark ?? null) as TimeRecordMark | null,
            device: (r.bib_device ?? 'primary') as DeviceRole,
          }));
  const holder =
    input.bib !== null && row.inscription_id !== null
      ? {
          runnerName: `${row.nombre} ${row.apellido}`,
          distancia: Number(row.distancia),
          group: groupStart(row),
          laps: row.laps === null ? null : Number(row.laps),
          dns: row.bib_status === 'DNS',
        }
      : null;
  return {
    selectedGroup:
      input.groupId === null
        ? null
        : {
            found: Number(row.selected_count) > 0,
            startTime:
              row.selected_start === null || row.selected_start === undefined ? null : Number(row.selected_start),
          },
    holder,
    maxRawLap: input.bib === null ? 0 : Number(row.max_lap ?? 0),
    records,
    minLapMs: minLapMs(row.min_lap_seconds),
  };
}

// Built and compiled once: building this query cost more than running every statement of a passage.
const runPassageContext = precompiled({ eventId: 0, bib: 0, groupId: 0 }, (db, v) =>
  passageContextQuery(db, v.eventId, v),
);

/** The one statement of passageContext (kept apart so its query plan can be checked). */
export function passageContextQuery(db: Q, eventId: number, input: { bib: number | null; groupId: number | null }) {
  const bib = input.bib ?? -1;
  return (
    db
      .selectFrom('events as e')
      .leftJoin('inscriptions as i', (join) =>
        join.onRef('i.event_id', '=', 'e.id').on('i.numero_dorsal_asignado', '=', bib),
      )
      .leftJoin('runners as r', 'r.id', 'i.runner_id')
      .leftJoin('start_group_categories as sgc', (join) =>
        join.onRef('sgc.category_id', '=', 'i.category_id').on('sgc.event_id', '=', eventId),
      )
      .leftJoin('start_groups as sg', 'sg.id', 'sgc.start_group_id')
      .leftJoin('timing_configs as tc', (join) =>
        join.on('tc.event_id', '=', eventId).onRef('tc.distancia', '=', 'i.distancia').on('tc.enabled', '=', true),
      )
      // The bib's records that may count, one row each, with the decision an administrator took on each.
      .leftJoin(
        (eb) => {
          // The start of the bib holder's group, worked out once (it depends on no record).
          const ownStart = eb
            .selectFrom('inscriptions as oi')
            .innerJoin('start_group_categories as osgc', (join) =>
              join.onRef('osgc.category_id', '=', 'oi.category_id').on('osgc.event_id', '=', eventId),
            )
            .innerJoin('start_groups as osg', 'osg.id', 'osgc.start_group_id')
            .select('osg.start_time')
            .where('oi.event_id', '=', eventId)
            .where('oi.numero_dorsal_asignado', '=', bib);
          return (
            eb
              .selectFrom('time_records as tr')
              .select((sub) => [
                'tr.id as bib_record_id',
                'tr.recorded_at as bib_instant',
                'tr.device as bib_device',
                sub
                  .selectFrom('time_record_marks as trm')
                  .select('trm.mark')
                  .whereRef('trm.time_record_id', '=', 'tr.id')
                  .as('bib_mark'),
              ])
              .where('tr.event_id', '=', eventId)
              .where((w) =>
                // Two index lookups (taken with the bib, corrected to it): an OR here would read every
                // record of the event, and a passage would cost more with every passage stored.
                w(
                  'tr.id',
                  'in',
                  w
                    .selectFrom('time_records')
                    .select('id')
                    .where('event_id', '=', eventId)
                    .where('dorsal', '=', bib)
                    .unionAll(
                      w
                        .selectFrom('time_record_corrections')
                        .select('time_record_id as id')
                        .where('event_id', '=', eventId)
                        .where('dorsal', '=', bib),
                    ),
                ),
              )
              .where((w) =>
                w(
                  w.fn.coalesce(
                    w
                      .selectFrom('time_record_corrections as c')
                      .select('c.dorsal')
                      .whereRef('c.time_record_id', '=', 'tr.id')
                      .orderBy('c.id', 'desc')
                      .limit(1),
                    'tr.dorsal',
                  ),
                  '=',
                  bib,
                ),
              )
              // Passages before the rider's own start count for nobody (BEFORE_START).
              .where((w) => w.or([w(ownStart, 'is', null), w('tr.recorded_at', '>=', ownStart)]))
              .as('bib_records')
          );
        },
        (join) => join.onTrue(),
      )
      .select((eb) => [
        eb
          .selectFrom('start_groups')
          .select((sub) => sub.fn.countAll().as('n'))
          .where('id', '=', input.groupId ?? -1)
          .where('event_id', '=', eventId)
          .as('selected_count'),
        eb
          .selectFrom('start_groups')
          .select('start_time')
          .where('id', '=', input.groupId ?? -1)
          .where('event_id', '=', eventId)
          .as('selected_start'),
        eb
          .selectFrom('time_records')
          .select((sub) => sub.fn.max('lap').as('lap'))
          .where('event_id', '=', eventId)
          .where('dorsal', '=', bib)
          .as('max_lap'),
        'bib_records.bib_record_id',
        'bib_records.bib_instant',
        'bib_records.bib_mark',
        'bib_records.bib_device',
        eb
          .selectFrom('result_adjustments')
          .select('status')
          .where('event_id', '=', eventId)
          .where('dorsal', '=', bib)
          .as('bib_status'),
        'i.id as inscription_id',
        'i.distancia',
        'r.nombre',
        'r.apellido',
        'sg.id as group_id',
        'sg.name as group_name',
        'sg.start_time as group_start',
        'tc.laps',
        'tc.min_lap_seconds',
      ])
      .where('e.id', '=', eventId)
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

/** The bib assigned to the runner in the event, or null. */
export async function bibOfRunner(db: Q, eventId: number, runnerId: number): Promise<number | null> {
  const row = await db
    .selectFrom('inscriptions')
    .select('numero_dorsal_asignado')
    .where('event_id', '=', eventId)
    .where('runner_id', '=', runnerId)
    .executeTakeFirst();
  return row?.numero_dorsal_asignado ?? null;
}

/** The lap times an administrator typed for the bib, by lap. */
export async function lapTimeOverrides(db: Q, eventId: number, bib: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('lap_time_overrides')
    .select(['lap', 'time_ms'])
    .where('event_id', '=', eventId)
    .where('dorsal', '=', bib)
    .execute();
  return new Map(rows.map((r) => [r.lap, r.time_ms]));
}

export async function replaceLapTimeOverrides(
  db: Q,
  eventId: number,
  bib: number,
  lapTimes: Map<number, number>,
  adminId: number,
  now: string,
): Promise<void> {
  await db.deleteFrom('lap_time_overrides').where('event_id', '=', eventId).where('dorsal', '=', bib).execute();
  if (lapTimes.size === 0) return;
  await db
    .insertInto('lap_time_overrides')
    .values(
      [...lapTimes].map(([lap, time]) => ({
        event_id: eventId,
        dorsal: bib,
        lap,
        time_ms: time,
        admin_id: adminId,
        updated_at: now,
      })),
    )
    .execute();
}

/** A bib's penalty and status as an administrator set them. */
export interface ResultAdjustment {
  penaltyMs: number;
  status: RiderStatus | null;
}

/** The bib's penalty and status set by an administrator, if any. */
export async function findResultAdjustment(db: Q, eventId: number, bib: number): Promise<ResultAdjustment | undefined> {
  const row = await db
    .selectFrom('result_adjustments')
    .select(['penalty_ms', 'status'])
    .where('event_id', '=', eventId)
    .where('dorsal', '=', bib)
    .executeTakeFirst();
  return row && { penaltyMs: Number(row.penalty_ms), status: row.status };
}

/** The penalty and status of each of the bibs that has an adjustment. */
export async function resultAdjustmentsOf(
  db: Q,
  eventId: number,
  bibs: readonly number[],
): Promise<Map<number, ResultAdjustment>> {
  if (bibs.length === 0) return new Map();
  const rows = await db
    .selectFrom('result_adjustments')
    .select(['dorsal', 'penalty_ms', 'status'])
    .where('event_id', '=', eventId)
    .where('dorsal', 'in', bibs)
    .execute();
  return new Map(rows.map((r) => [r.dorsal, { penaltyMs: Number(r.penalty_ms), status: r.status }]));
}

/** Replaces the bib's adjustment; null removes it. */
export async function replaceResultAdjustment(
  db: Q,
  eventId: number,
  bib: number,
  adjustment: { penaltyMs: number; status: RiderStatus | null } | null,
  now: string,
): Promise<void> {
  await db.deleteFrom('result_adjustments').where('event_id', '=', eventId).where('dorsal', '=', bib).execute();
  if (adjustment === null) return;
  await db
    .insertInto('result_adjustments')
    .values({
      event_id: eventId,
      dorsal: bib,
      penalty_ms: adjustment.penaltyMs,
      status: adjustment.status,
      updated_at: now,
    })
    .execute();
}

/** Sets DNS on these bibs in two statements, keeping each one's penalty ('Marcar DNS' of a whole group). */
export async function markBibsDns(
  db: Q,
  eventId: number,
  bibs: readonly { bib: number; penaltyMs: number }[],
  now: string,
): Promise<void> {
  if (bibs.length === 0) return;
  await db
    .deleteFrom('result_adjustments')
    .where('event_id', '=', eventId)
    .where(
      'dorsal',
      'in',
      bibs.map((b) => b.bib),
    )
    .execute();
  await db
    .insertInto('result_adjustments')
    .values(
      bibs.map((b) => ({
        event_id: eventId,
        dorsal: b.bib,
        penalty_ms: b.penaltyMs,
        status: 'DNS' as const,
        updated_at: now,
      })),
    )
    .execute();
}

/** How one distance of an event is timed. */
export interface DistanceTiming {
  distancia: number;
  laps: number;
  enabled: boolean;
  minLapSeconds: number;
}

/** The timing configuration stored for the event, per distance (enabled or not). */
export async function storedTimingConfig(db: Q, eventId: number): Promise<DistanceTiming[]> {
  const rows = await db
    .selectFrom('timing_configs')
    .select(['distancia', 'laps', 'enabled', 'min_lap_seconds'])
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((r) => ({
    distancia: r.distancia,
    laps: r.laps,
    enabled: r.enabled,
    minLapSeconds: Number(r.min_lap_seconds),
  }));
}

export async function replaceTimingConfig(db: Q, eventId: number, distances: DistanceTiming[]): Promise<void> {
  await db.deleteFrom('timing_configs').where('event_id', '=', eventId).execute();
  if (distances.length > 0)
    await db
      .insertInto('timing_configs')
      .values(
        distances.map((d) => ({
          event_id: eventId,
          distancia: d.distancia,
          laps: d.laps,
          enabled: d.enabled,
          min_lap_seconds: d.minLapSeconds,
        })),
      )
      .execute();
}
