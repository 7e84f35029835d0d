import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

/**
 * The rows of a query as one JSON text, an array of arrays made by the database (`[]` when there are none).
 * Results read tens of thousands of rows at once: a row object per row cost the driver about three times
 * what the database takes to write the text and JSON.parse to read it (30,000 passages: ~30 ms against ~12).
 * The functions differ by dialect; the text and what it parses to do not.
 */
function jsonArrays(db: Q, values: Expression<unknown>[]): RawBuilder<string> {
  const list = sql.join(values);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`coalesce(json_agg(json_build_array(${list}))::text, '[]')`
    : sql<string>`json_group_array(json_array(${list}))`;
}

/** A passage as results read it: its id, the bib after corrections, the device's time and the instant taken. */
export type ResultPassage = [id: number, dorsal: number | null, timeMs: number, recordedAt: number];

export const findResultsEvent = (db: Q, eventId: number) =>
  db.selectFrom('events').select(['id', 'nombre', 'fecha']).where('id', '=', eventId).executeTakeFirst();

export const startGroupsOf = (db: Q, eventId: number) =>
  db.selectFrom('start_groups').select(['id', 'name']).where('event_id', '=', eventId).orderBy('id').execute();

export async function categoriesOfGroup(db: Q, groupId: number): Promise<Set<number | null>> {
  const rows = await db
    .selectFrom('start_group_categories')
    .select('category_id')
    .where('start_group_id', '=', groupId)
    .execute();
  return new Set(rows.map((r) => r.category_id));
}

/** A rider of the distance as results show them, with the start of their own start group. */
export interface DistanceRider {
  inscriptionId: number;
  runnerName: string;
  categoryId: number | null;
  categoria: string;
  /** The start group of the rider's category (a category belongs to one group), if any. */
  group: { name: string; startTime: number | null } | null;
}

/**
 * The riders with a bib on one distance of the event, by bib. Their start groups come from the event's few
 * group-category pairs, read apart, rather than from two more joins on every rider's row.
 */
export async function distanceRiders(db: Q, eventId: number, distance: number): Promise<Map<number, DistanceRider>> {
  const [{ rows }, groupRows] = await Promise.all([
    db
      .selectFrom('inscriptions as i')
      .innerJoin('runners as r', 'r.id', 'i.runner_id')
      .select(
        jsonArrays(db, [
          sql.ref('i.id'),
          sql.ref('i.numero_dorsal_asignado'),
          sql.ref('i.category_id'),
          sql.ref('i.categoria'),
          sql`${sql.ref('r.nombre')} || ' ' || ${sql.ref('r.apellido')}`,
        ]).as('rows'),
      )
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
  ]);
  const groupOf = new Map(
    groupRows.map((g) => [
      g.category_id,
      { name: g.name, startTime: g.start_time === null ? null : Number(g.start_time) },
    ]),
  );
  const riders = new Map<number, DistanceRider>();
  for (const [id, bib, categoryId, categoria, runnerName] of JSON.parse(rows) as [
    number,
    number,
    number | null,
    string,
    string,
  ][]) {
    riders.set(bib, {
      inscriptionId: id,
      runnerName,
      categoryId,
      categoria,
      group: (categoryId === null ? undefined : groupOf.get(categoryId)) ?? null,
    });
  }
  return riders;
}

/**
 * Every passage of the event with its bib after corrections (the latest correction of a record wins),
 * and no more columns than results use: results of 10,000 riders read 30,000 passages, and the client id,
 * lap and group of each would cost more to read than everything else of the computation.
 */
export async function resultPassages(db: Q, eventId: number): Promise<ResultPassage[]> {
  const [{ rows }, corrections] = await Promise.all([
    db
      .selectFrom('time_records')
      .select(jsonArrays(db, [sql.ref('id'), sql.ref('dorsal'), sql.ref('time_ms'), sql.ref('recorded_at')]).as('rows'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('time_record_corrections')
      .select(['time_record_id', 'dorsal'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute(),
  ]);
  const passages = JSON.parse(rows) as ResultPassage[];
  if (corrections.length === 0) return passages;
  const latest = new Map(corrections.map((c) => [c.time_record_id, c.dorsal]));
  for (const passage of passages) {
    const corrected = latest.get(passage[0]);
    if (corrected !== undefined) passage[1] = corrected;
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

/** Penalties and DNF/DSQ set by an administrator, by bib. */
export async function adjustmentsOfEvent(db: Q, eventId: number) {
  const rows = await db
    .selectFrom('result_adjustments')
    .select(['dorsal', 'penalty_ms', 'status'])
    .where('event_id', '=', eventId)
    .execute();
  return new Map(rows.map((a) => [a.dorsal, a]));
}
