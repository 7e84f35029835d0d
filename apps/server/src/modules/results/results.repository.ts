import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

/** A passage as results read it: the bib after corrections, the instant taken and the device's time. */
export interface ResultPassage {
  id: number;
  dorsal: number | null;
  time_ms: number;
  recorded_at: number;
}

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
  const [rows, groupRows] = await Promise.all([
    db
      .selectFrom('inscriptions as i')
      .innerJoin('runners as r', 'r.id', 'i.runner_id')
      .select(['i.id', 'i.numero_dorsal_asignado as dorsal', 'i.category_id', 'i.categoria', 'r.nombre', 'r.apellido'])
      .where('i.event_id', '=', eventId)
      .where('i.numero_dorsal_asignado', 'is not', null)
      .where('i.distancia', '=', distance)
      .execute(),
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
  for (const r of rows) {
    riders.set(r.dorsal as number, {
      inscriptionId: r.id,
      runnerName: `${r.nombre} ${r.apellido}`,
      categoryId: r.category_id,
      categoria: r.categoria,
      group: (r.category_id === null ? undefined : groupOf.get(r.category_id)) ?? null,
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
  const [passages, corrections] = await Promise.all([
    db
      .selectFrom('time_records')
      .select(['id', 'dorsal', 'time_ms', 'recorded_at'])
      .where('event_id', '=', eventId)
      .execute(),
    db
      .selectFrom('time_record_corrections')
      .select(['time_record_id', 'dorsal'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute(),
  ]);
  if (corrections.length === 0) return passages;
  const latest = new Map(corrections.map((c) => [c.time_record_id, c.dorsal]));
  for (const passage of passages) {
    const corrected = latest.get(passage.id);
    if (corrected !== undefined) passage.dorsal = corrected;
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
