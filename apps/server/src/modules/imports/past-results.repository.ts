import type { PastResultsInscription } from '@carreras/domain/imports/past-results-plan';
import type { RiderStatus } from '@carreras/domain/results/result-status';
import { DEFAULT_MIN_LAP_SECONDS } from '@carreras/domain/timing/timing.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Whether the edition already has times of its own: a passage (timed, or imported before) or a rider's
 * status or penalty. Imported results never mix with them.
 */
export async function editionHasTimes(db: Db, eventId: number): Promise<boolean> {
  const [passage, adjustment] = await Promise.all([
    db.selectFrom('time_records').select('id').where('event_id', '=', eventId).limit(1).executeTakeFirst(),
    db.selectFrom('result_adjustments').select('dorsal').where('event_id', '=', eventId).limit(1).executeTakeFirst(),
  ]);
  return passage !== undefined || adjustment !== undefined;
}

/** The edition's inscriptions as the plan matches them: by holder, or by a pair's confirmed partner. */
export async function editionInscriptions(db: Db, eventId: number): Promise<PastResultsInscription[]> {
  const rows = await db
    .selectFrom('inscriptions')
    .select([
      'id',
      'runner_id',
      'partner_runner_id',
      'partner_pending',
      'numero_dorsal_asignado',
      'category_id',
      'categoria',
      'distancia',
    ])
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    runnerId: row.runner_id,
    partnerRunnerId: row.partner_pending ? null : row.partner_runner_id,
    dorsal: row.numero_dorsal_asignado === null ? null : Number(row.numero_dorsal_asignado),
    categoryId: row.category_id,
    categoria: row.categoria,
    distancia: Number(row.distancia),
  }));
}

/** A bib for an inscription that held none; as assigning one does (D7), it confirms the payment. */
export async function giveBib(db: Db, inscriptionId: number, dorsal: number, now: string): Promise<void> {
  await db
    .updateTable('inscriptions')
    .set({ numero_dorsal_asignado: dorsal, pago_confirmado: true, inscripcion_confirmada: true, updated_at: now })
    .where('id', '=', inscriptionId)
    .execute();
}

/** Whether and in how many laps each distance of the edition is timed. */
export interface EditionDistanceTiming {
  distancia: number;
  laps: number;
  enabled: boolean;
}

export async function timingConfigRows(db: Db, eventId: number): Promise<EditionDistanceTiming[]> {
  const rows = await db
    .selectFrom('timing_configs')
    .select(['distancia', 'laps', 'enabled'])
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((row) => ({ distancia: Number(row.distancia), laps: row.laps, enabled: Boolean(row.enabled) }));
}

/** A distance timed in one lap: the imported total is its only passage. */
export async function timeInOneLap(db: Db, eventId: number, distancia: number, exists: boolean): Promise<void> {
  if (exists) {
    await db
      .updateTable('timing_configs')
      .set({ laps: 1, enabled: true })
      .where('event_id', '=', eventId)
      .where('distancia', '=', distancia)
      .execute();
  } else {
    await db
      .insertInto('timing_configs')
      .values({ event_id: eventId, distancia, laps: 1, enabled: true, min_lap_seconds: DEFAULT_MIN_LAP_SECONDS })
      .execute();
  }
}

/** A start group of the edition with its start (epoch ms, null while not scheduled) and categories. */
export interface EditionStartGroup {
  id: number;
  name: string;
  startTime: number | null;
  categoryIds: number[];
}

/** The edition's start groups with their start and categories. */
export async function editionStartGroups(db: Db, eventId: number): Promise<EditionStartGroup[]> {
  const [groups, categories] = await Promise.all([
    db.selectFrom('start_groups').select(['id', 'name', 'start_time']).where('event_id', '=', eventId).execute(),
    db
      .selectFrom('start_group_categories')
      .select(['start_group_id', 'category_id'])
      .where('event_id', '=', eventId)
      .execute(),
  ]);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    startTime: group.start_time === null ? null : Number(group.start_time),
    categoryIds: categories.filter((c) => c.start_group_id === group.id).map((c) => c.category_id),
  }));
}

export async function setGroupStart(db: Db, groupId: number, startTime: number, now: string): Promise<void> {
  await db
    .updateTable('start_groups')
    .set({ start_time: startTime, updated_at: now })
    .where('id', '=', groupId)
    .execute();
}

export async function insertStartedGroup(
  db: Db,
  eventId: number,
  group: { name: string; startTime: number; categoryIds: readonly number[] },
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto('start_groups')
    .values({ event_id: eventId, name: group.name, start_time: group.startTime, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (group.categoryIds.length > 0) {
    await db
      .insertInto('start_group_categories')
      .values(group.categoryIds.map((category_id) => ({ start_group_id: id, event_id: eventId, category_id })))
      .execute();
  }
  return id;
}

/** A finish passage at the group's start plus the rider's total, stored once per bib (its client id). */
export async function insertFinishPassage(
  db: Db,
  eventId: number,
  passage: { dorsal: number; timeMs: number; recordedAt: number; groupId: number; distancia: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('time_records')
    .values({
      event_id: eventId,
      client_id: `results-import:${eventId}:${passage.dorsal}`,
      dorsal: passage.dorsal,
      lap: 1,
      time_ms: passage.timeMs,
      recorded_at: passage.recordedAt,
      group_id: passage.groupId,
      distancia: passage.distancia,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** A rider's DNF, DNS or DSQ, stored as an administrator's status is. */
export async function insertRiderStatus(
  db: Db,
  eventId: number,
  dorsal: number,
  status: RiderStatus,
  now: string,
): Promise<void> {
  await db
    .insertInto('result_adjustments')
    .values({ event_id: eventId, dorsal, penalty_ms: 0, status, updated_at: now })
    .execute();
}

/** A rider known only by the sheet's name, kept as a result entry of the edition (decision 018). */
export interface NewResultEntry {
  distancia: number;
  categoryId: number | null;
  categoria: string;
  dorsal: number;
  nombre: string;
  nameKey: string;
  dni: string | null;
  club: string | null;
}

export async function insertResultEntries(
  db: Db,
  eventId: number,
  entries: readonly NewResultEntry[],
  now: string,
): Promise<void> {
  // Chunks keep the statement's parameters within every database's limit.
  for (let start = 0; start < entries.length; start += 500) {
    await db
      .insertInto('result_entries')
      .values(
        entries.slice(start, start + 500).map((entry) => ({
          event_id: eventId,
          distancia: entry.distancia,
          category_id: entry.categoryId,
          categoria: entry.categoria,
          dorsal: entry.dorsal,
          nombre: entry.nombre,
          name_key: entry.nameKey,
          dni: entry.dni,
          club: entry.club,
          created_at: now,
        })),
      )
      .execute();
  }
}

/** The bibs the edition's result entries hold. */
export async function resultEntryBibs(db: Db, eventId: number): Promise<number[]> {
  const rows = await db.selectFrom('result_entries').select('dorsal').where('event_id', '=', eventId).execute();
  return rows.map((row) => Number(row.dorsal));
}
