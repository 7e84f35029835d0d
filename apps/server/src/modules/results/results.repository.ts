import type { RiderStatus } from '@carreras/domain/results/result-status';
import type { TimeRecordMark } from '@carreras/domain/timing/timing.schemas';
import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

/**
 * One column of a query's rows as a JSON array made by the database (`[]` when there are none). Columns of one
 * query line up: SQLite feeds every aggregate of a query the same rows in one pass; PostgreSQL orders each by
 * `orderBy`, which must be unique.
 */
function jsonColumn(db: Q, value: Expression<unknown>, orderBy: Expression<unknown>): RawBuilder<string> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`coalesce(json_agg(${value} order by ${orderBy})::text, '[]')`
    : sql<string>`json_group_array(${value})`;
}

/** The event as results head it. */
export interface ResultsEvent {
  id: number;
  nombre: string;
  fecha: string;
}

export const findResultsEvent = (db: Q, eventId: number): Promise<ResultsEvent | undefined> =>
  db.selectFrom('events').select(['id', 'nombre', 'fecha']).where('id', '=', eventId).executeTakeFirst();

export const startGroupsOf = (db: Q, eventId: number): Promise<{ id: number; name: string }[]> =>
  db.selectFrom('start_groups').select(['id', 'name']).where('event_id', '=', eventId).orderBy('id').execute();

export async function categoriesOfGroup(db: Q, groupId: number): Promise<Set<number | null>> {
  const rows = await db
    .selectFrom('start_group_categories')
    .select('category_id')
    .where('start_group_id', '=', groupId)
    .execute();
  return new Set(rows.map((r) => r.category_id));
}

/** The start group of a category (a category belongs to one group), with its start (null until started). */
export interface RiderGroup {
  name: string;
  startTime: number | null;
}

/** The riders with a bib on one distance of the event, column by column (the same index in each is one rider). */
export interface DistanceRiders {
  inscriptionId: number[];
  dorsal: number[];
  categoryId: (number | null)[];
  categoria: string[];
  runnerName: string[];
  /** The runner's club, null when they gave none. */
  club: (string | null)[];
  /** The start group of the rider's category, if any. */
  group: (RiderGroup | null)[];
}

/**
 * The riders with a bib on one distance of the event: its inscriptions, then the riders a past edition's results
 * sheet named without an account (result entries, decision 018), whose id is minus the entry's so that the two
 * never meet; a linked entry shows its runner's name. Their start groups come from the event's few
 * group-category pairs, read apart, rather than from two more joins on every rider's row.
 */
export async function distanceRiders(db: Q, eventId: number, distance: number): Promise<DistanceRiders> {
  const id = sql.ref('i.id');
  const [columns, groupRows, entries] = await Promise.all([
    db
      .selectFrom('inscriptions as i')
      .innerJoin('runners as r', 'r.id', 'i.runner_id')
      .select([
        jsonColumn(db, id, id).as('id'),
        jsonColumn(db, sql.ref('i.numero_dorsal_asignado'), id).as('dorsal'),
        jsonColumn(db, sql.ref('i.category_id'), id).as('category_id'),
        jsonColumn(db, sql.ref('i.categoria'), id).as('categoria'),
        jsonColumn(db, sql`${sql.ref('r.nombre')} || ' ' || ${sql.ref('r.apellido')}`, id).as('runner_name'),
        jsonColumn(db, sql.ref('r.club'), id).as('club'),
      ])
      .where('i.event_id', '=', eventId)
      .where('i.numero_dorsal_asignado', 'is not', null)
      .where('i.distancia', '=', distance)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('start_group_categories as sgc')
      .innerJoin('start_groups as sg', 'sg.id', 'sgc.start_group_id')
      .select(['sgc.category_id', 'sg.name', 'sg.start_time'])
      .where('sgc.event_id', '=', eventId)
      .execute(),
    db
      .selectFrom('result_entries as e')
      .leftJoin('runners as r', 'r.id', 'e.runner_id')
      .select(['e.id', 'e.dorsal', 'e.category_id', 'e.categoria', 'e.nombre', 'e.club', 'r.nombre as runner_nombre'])
      .select(['r.apellido as runner_apellido', 'r.club as runner_club'])
      .where('e.event_id', '=', eventId)
      .where('e.distancia', '=', distance)
      .orderBy('e.id')
      .execute(),
  ]);
  const groupOf = new Map<number, RiderGroup>(
    groupRows.map((g) => [
      g.category_id,
      { name: g.name, startTime: g.start_time === null ? null : Number(g.start_time) },
    ]),
  );
  const riders: Omit<DistanceRiders, 'group'> = {
    inscriptionId: JSON.parse(columns.id),
    dorsal: JSON.parse(columns.dorsal),
    categoryId: JSON.parse(columns.category_id),
    categoria: JSON.parse(columns.categoria),
    runnerName: JSON.parse(columns.runner_name),
    club: JSON.parse(columns.club),
  };
  for (const entry of entries) {
    const linked = entry.runner_nombre !== null;
    riders.inscriptionId.push(-entry.id);
    riders.dorsal.push(Number(entry.dorsal));
    riders.categoryId.push(entry.category_id);
    riders.categoria.push(entry.categoria);
    riders.runnerName.push(linked ? `${entry.runner_nombre} ${entry.runner_apellido}` : entry.nombre);
    riders.club.push((linked ? entry.runner_club : null) ?? entry.club);
  }
  return {
    ...riders,
    group: riders.categoryId.map((category) => (category === null ? undefined : groupOf.get(category)) ?? null),
  };
}

/**
 * Every passage of the event, column by column (the same index in each is one passage), with its bib after
 * corrections (the latest correction of a record wins), and no more columns than results use: results of
 * 10,000 riders read 30,000 passages, and an object or array per passage (or its client id, lap and group)
 * would cost more than everything else of the computation.
 */
export interface ResultPassages {
  id: number[];
  /** 0 for a passage without a bib (no rider holds 0: bibs are positive). */
  dorsal: number[];
  /** The device's time. */
  timeMs: number[];
  /** The instant taken (epoch ms). */
  recordedAt: number[];
  /** Administrators' decisions, by record id (few: most records have none). */
  marks: Map<number, TimeRecordMark>;
}

export async function resultPassages(db: Q, eventId: number): Promise<ResultPassages> {
  const [columns, corrections, marks] = await Promise.all([
    db
      .selectFrom('time_records')
      .select([
        jsonColumn(db, sql.ref('id'), sql.ref('id')).as('id'),
        jsonColumn(db, sql`coalesce(${sql.ref('dorsal')}, 0)`, sql.ref('id')).as('dorsal'),
        jsonColumn(db, sql.ref('time_ms'), sql.ref('id')).as('time_ms'),
        jsonColumn(db, sql.ref('recorded_at'), sql.ref('id')).as('recorded_at'),
      ])
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('time_record_corrections')
      .select(['time_record_id', 'dorsal'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute(),
    db.selectFrom('time_record_marks').select(['time_record_id', 'mark']).where('event_id', '=', eventId).execute(),
  ]);
  const passages: ResultPassages = {
    id: JSON.parse(columns.id),
    dorsal: JSON.parse(columns.dorsal),
    timeMs: JSON.parse(columns.time_ms),
    recordedAt: JSON.parse(columns.recorded_at),
    marks: new Map(marks.map((m) => [m.time_record_id, m.mark])),
  };
  if (corrections.length === 0) return passages;
  const latest = new Map(corrections.map((c) => [c.time_record_id, c.dorsal]));
  const { id, dorsal } = passages;
  for (let index = 0; index < id.length; index++) {
    const corrected = latest.get(id[index]!);
    if (corrected !== undefined) dorsal[index] = corrected;
  }
  return passages;
}

/** Lap times an administrator set, by bib and lap. */
export async function lapOverridesOfEvent(db: Q, eventId: number): Promise<Map<number, Map<number, number>>> {
  const rows = await db
    .selectFrom('lap_time_overrides')
    .select(['dorsal', 'lap', 'time_ms'])
    .where('event_id', '=', eventId)
    .execute();
  const byBib = new Map<number, Map<number, number>>();
  for (const o of rows) byBib.set(o.dorsal, (byBib.get(o.dorsal) ?? new Map()).set(o.lap, o.time_ms));
  return byBib;
}

/** A bib's penalty and status as an administrator set them. */
export interface BibAdjustment {
  penaltyMs: number;
  status: RiderStatus | null;
}

/** Penalties and DNF/DSQ set by an administrator, by bib. */
export async function adjustmentsOfEvent(db: Q, eventId: number): Promise<Map<number, BibAdjustment>> {
  const rows = await db
    .selectFrom('result_adjustments')
    .select(['dorsal', 'penalty_ms', 'status'])
    .where('event_id', '=', eventId)
    .execute();
  return new Map(rows.map((a) => [a.dorsal, { penaltyMs: Number(a.penalty_ms), status: a.status }]));
}
