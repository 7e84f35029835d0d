import type { ControlCutoff } from '@carreras/domain/course-controls/control-rules';
import type { ControlPoint } from '@carreras/domain/course-controls/course-controls.schemas';
import type { Kysely, Selectable } from 'kysely';
import { inscriptionsWithStartGroup } from '../../db/inscription-fragments.ts';
import type { ControlPointsTable, Database } from '../../db/schema.ts';

// Controls on the course (docs/decisions/019-controls-on-the-course.md): timing points and the passages taken
// at them, plus the few reads of the event, its timing and its start list they need (links: control-links).

type Q = Kysely<Database>;

const cutoffOf = (
  row: Pick<Selectable<ControlPointsTable>, 'cutoff_clock' | 'cutoff_minutes'>,
): ControlCutoff | null => {
  if (row.cutoff_clock !== null) return { kind: 'clock', time: row.cutoff_clock };
  if (row.cutoff_minutes !== null) return { kind: 'after_start', minutes: Number(row.cutoff_minutes) };
  return null;
};

const toPoint = (row: Selectable<ControlPointsTable>): ControlPoint => ({
  id: row.id,
  eventId: row.event_id,
  distancia: Number(row.distancia),
  order: row.orden,
  name: row.nombre,
  km: Number(row.km),
  mandatory: Boolean(row.obligatorio),
  cutoff: cutoffOf(row),
  lap: row.vuelta,
});

export interface PointValues {
  name: string;
  km: number;
  mandatory: boolean;
  cutoff: ControlCutoff | null;
  lap: number | null;
}

const pointColumns = (values: PointValues) => ({
  nombre: values.name,
  km: values.km,
  obligatorio: values.mandatory,
  cutoff_clock: values.cutoff?.kind === 'clock' ? values.cutoff.time : null,
  cutoff_minutes: values.cutoff?.kind === 'after_start' ? values.cutoff.minutes : null,
  vuelta: values.lap,
});

export interface EventHead {
  id: number;
  nombre: string;
  fecha: string;
}

export const findEventHead = (db: Q, eventId: number): Promise<EventHead | undefined> =>
  db.selectFrom('events').select(['id', 'nombre', 'fecha']).where('id', '=', eventId).executeTakeFirst();

export interface DistanceTimingHead {
  laps: number;
  minLapMs: number;
}

/** The distance's laps and minimum interval when it is timed (enabled) in the event. */
export async function timedDistance(db: Q, eventId: number, distancia: number): Promise<DistanceTimingHead | null> {
  const row = await db
    .selectFrom('timing_configs')
    .select(['laps', 'min_lap_seconds'])
    .where('event_id', '=', eventId)
    .where('distancia', '=', distancia)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row ? { laps: Number(row.laps), minLapMs: Number(row.min_lap_seconds) * 1000 } : null;
}

/** Every timed (enabled) distance of the event, with its laps and minimum interval. */
export async function timedDistances(db: Q, eventId: number): Promise<Map<number, DistanceTimingHead>> {
  const rows = await db
    .selectFrom('timing_configs')
    .select(['distancia', 'laps', 'min_lap_seconds'])
    .where('event_id', '=', eventId)
    .where('enabled', '=', true)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.distancia),
      { laps: Number(row.laps), minLapMs: Number(row.min_lap_seconds) * 1000 },
    ]),
  );
}

export async function listPoints(db: Q, eventId: number, distancia?: number): Promise<ControlPoint[]> {
  let query = db.selectFrom('control_points').selectAll().where('event_id', '=', eventId);
  if (distancia !== undefined) query = query.where('distancia', '=', distancia);
  const rows = await query.orderBy('distancia').orderBy('orden').execute();
  return rows.map(toPoint);
}

export async function findPoint(db: Q, eventId: number, pointId: number): Promise<ControlPoint | undefined> {
  const row = await db
    .selectFrom('control_points')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('id', '=', pointId)
    .executeTakeFirst();
  return row ? toPoint(row) : undefined;
}

export async function insertPoint(
  db: Q,
  eventId: number,
  distancia: number,
  order: number,
  values: PointValues,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('control_points')
    .values({ event_id: eventId, distancia, orden: order, ...pointColumns(values), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePoint(db: Q, pointId: number, values: PointValues, now: string): Promise<void> {
  await db
    .updateTable('control_points')
    .set({ ...pointColumns(values), updated_at: now })
    .where('id', '=', pointId)
    .execute();
}

export async function deletePoint(db: Q, pointId: number): Promise<void> {
  await db.deleteFrom('control_points').where('id', '=', pointId).execute();
}

/** Gives the points these orders, in two steps so the unique order of a distance holds at every statement. */
export async function setPointOrders(db: Q, orders: readonly { id: number; order: number }[], now: string) {
  const shift = 10_000;
  for (const { id, order } of orders) {
    await db
      .updateTable('control_points')
      .set({ orden: order + shift })
      .where('id', '=', id)
      .execute();
  }
  for (const { id, order } of orders) {
    await db.updateTable('control_points').set({ orden: order, updated_at: now }).where('id', '=', id).execute();
  }
}

export async function hasPassages(db: Q, pointId: number): Promise<boolean> {
  const row = await db.selectFrom('control_passages').select('id').where('point_id', '=', pointId).executeTakeFirst();
  return row !== undefined;
}

export interface StartListRow {
  dorsal: number;
  runnerName: string;
  distancia: number;
  groupName: string | null;
  groupStart: number | null;
}

/** The riders holding a bib in the event (of one distance, or these bibs), with their start group. */
export async function startList(
  db: Q,
  eventId: number,
  filter: { distancia: number } | { bibs: readonly number[] },
): Promise<StartListRow[]> {
  let query = inscriptionsWithStartGroup(db)
    .select([
      'i.numero_dorsal_asignado as dorsal',
      'i.distancia',
      'r.nombre',
      'r.apellido',
      'sg.name as group_name',
      'sg.start_time as group_start',
    ])
    .where('i.event_id', '=', eventId)
    .where('i.numero_dorsal_asignado', 'is not', null);
  if ('distancia' in filter) query = query.where('i.distancia', '=', filter.distancia);
  else if (filter.bibs.length === 0) return [];
  else query = query.where('i.numero_dorsal_asignado', 'in', filter.bibs);
  const rows = await query.orderBy('i.numero_dorsal_asignado').execute();
  return rows.map((r) => ({
    dorsal: Number(r.dorsal),
    runnerName: `${r.nombre} ${r.apellido}`,
    distancia: Number(r.distancia),
    groupName: r.group_name,
    groupStart: r.group_start === null ? null : Number(r.group_start),
  }));
}

export interface StoredControlPassage {
  id: number;
  pointId: number;
  linkId: number;
  clientId: string;
  dorsal: number;
  recordedAt: number;
  device: 'primary' | 'backup';
}

const passageColumns = ['id', 'point_id', 'link_id', 'client_id', 'dorsal', 'recorded_at', 'device'] as const;

const toPassage = (row: {
  id: number;
  point_id: number;
  link_id: number;
  client_id: string;
  dorsal: number;
  recorded_at: number;
  device: 'primary' | 'backup';
}): StoredControlPassage => ({
  id: row.id,
  pointId: row.point_id,
  linkId: row.link_id,
  clientId: row.client_id,
  dorsal: row.dorsal,
  recordedAt: Number(row.recorded_at),
  device: row.device,
});

export interface NewControlPassage {
  clientId: string;
  dorsal: number;
  recordedAt: number;
  device: 'primary' | 'backup';
}

/** Stores the passages whose client id this link has not stored yet; answers the client ids it stored. */
export async function insertPassages(
  db: Q,
  link: { id: number; eventId: number; pointId: number },
  passages: readonly NewControlPassage[],
  now: string,
): Promise<Set<string>> {
  if (passages.length === 0) return new Set();
  const rows = await db
    .insertInto('control_passages')
    .values(
      passages.map((p) => ({
        event_id: link.eventId,
        point_id: link.pointId,
        link_id: link.id,
        client_id: p.clientId,
        dorsal: p.dorsal,
        recorded_at: p.recordedAt,
        device: p.device,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['link_id', 'client_id']).doNothing())
    .returning('client_id')
    .execute();
  return new Set(rows.map((r) => r.client_id));
}

export async function passagesByClientIds(
  db: Q,
  linkId: number,
  clientIds: readonly string[],
): Promise<StoredControlPassage[]> {
  if (clientIds.length === 0) return [];
  const rows = await db
    .selectFrom('control_passages')
    .select(passageColumns)
    .where('link_id', '=', linkId)
    .where('client_id', 'in', clientIds)
    .execute();
  return rows.map(toPassage);
}

/** The passages not voided of these bibs at these controls (a distance's), for judging them together. */
export async function passagesOfBibs(
  db: Q,
  pointIds: readonly number[],
  bibs: readonly number[],
): Promise<StoredControlPassage[]> {
  if (pointIds.length === 0 || bibs.length === 0) return [];
  const rows = await db
    .selectFrom('control_passages')
    .select(passageColumns)
    .where('point_id', 'in', pointIds)
    .where('dorsal', 'in', bibs)
    .where('voided_at', 'is', null)
    .execute();
  return rows.map(toPassage);
}

/** Every passage not voided at the event's controls, for judging them all at once. */
export async function passagesOfEvent(db: Q, eventId: number): Promise<StoredControlPassage[]> {
  const rows = await db
    .selectFrom('control_passages')
    .select(passageColumns)
    .where('event_id', '=', eventId)
    .where('voided_at', 'is', null)
    .execute();
  return rows.map(toPassage);
}

/** The latest passages taken with a link, newest first. */
export async function latestPassagesOfLink(db: Q, linkId: number, limit: number): Promise<StoredControlPassage[]> {
  const rows = await db
    .selectFrom('control_passages')
    .select(passageColumns)
    .where('link_id', '=', linkId)
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPassage);
}
