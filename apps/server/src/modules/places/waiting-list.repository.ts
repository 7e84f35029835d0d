import type { ReminderRow, WaitingEntry } from '@carreras/domain/places/places.schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, WaitingListTable } from '../../db/schema.ts';

/** The waiting list's rows: who waits for which distance and category of an event, since when, in what order. */

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** A waiting runner as stored: the category and distance they wait for, since when. */
export interface WaitingRecord {
  id: number;
  eventId: number;
  runnerId: number;
  categoryId: number | null;
  distancia: number;
  categoria: string;
  createdAt: string;
}

function toWaitingRecord(row: Selectable<WaitingListTable>): WaitingRecord {
  return {
    id: row.id,
    eventId: row.event_id,
    runnerId: row.runner_id,
    categoryId: row.category_id,
    distancia: Number(row.distancia),
    categoria: row.categoria,
    createdAt: row.created_at,
  };
}

/** The event's waiting entries in the order they joined (`onlyId`: that entry alone). */
export async function findWaitingLine(trx: Trx, eventId: number, onlyId?: number): Promise<WaitingRecord[]> {
  let query = trx.selectFrom('waiting_list').selectAll().where('event_id', '=', eventId).orderBy('id');
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  return (await query.execute()).map(toWaitingRecord);
}

export async function findWaitingRecord(db: Db | Trx, waitingId: number): Promise<WaitingRecord | undefined> {
  const row = await db.selectFrom('waiting_list').selectAll().where('id', '=', waitingId).executeTakeFirst();
  return row && toWaitingRecord(row);
}

/** Waiting entries with their place in their distance's line (1 = next). */
function selectWaiting(db: Db) {
  return db
    .selectFrom('waiting_list as w')
    .innerJoin('events as e', 'e.id', 'w.event_id')
    .innerJoin('runners as r', 'r.id', 'w.runner_id')
    .select((eb) => [
      'w.id',
      'w.event_id',
      'w.distancia',
      'w.categoria',
      'w.created_at',
      'e.nombre as event_name',
      'e.fecha as event_date',
      'r.id as runner_id',
      'r.nombre as runner_nombre',
      'r.apellido as runner_apellido',
      'r.dni as runner_dni',
      eb
        .selectFrom('waiting_list as w2')
        .select((eb2) => eb2.fn.countAll<number>().as('n'))
        .whereRef('w2.event_id', '=', 'w.event_id')
        .whereRef('w2.distancia', '=', 'w.distancia')
        .whereRef('w2.id', '<=', 'w.id')
        .as('posicion'),
    ]);
}

type WaitingRow = Awaited<ReturnType<ReturnType<typeof selectWaiting>['executeTakeFirstOrThrow']>>;

function toWaitingEntry(row: WaitingRow): WaitingEntry {
  return {
    id: row.id,
    eventId: row.event_id,
    eventName: row.event_name,
    eventDate: row.event_date,
    distancia: Number(row.distancia),
    categoria: row.categoria,
    posicion: Number(row.posicion),
    createdAt: row.created_at,
    runner: { id: row.runner_id, nombre: row.runner_nombre, apellido: row.runner_apellido, dni: row.runner_dni },
  };
}

/** One waiting entry as the API answers it. */
export async function findWaitingEntry(db: Db, waitingId: number): Promise<WaitingEntry | undefined> {
  const row = await selectWaiting(db).where('w.id', '=', waitingId).executeTakeFirst();
  return row && toWaitingEntry(row);
}

/** Waiting entries, optionally of one runner or one event, by event, distance and line order. */
export async function findWaitingEntries(
  db: Db,
  filters: { runnerId?: number | undefined; eventId?: number | undefined },
): Promise<WaitingEntry[]> {
  let query = selectWaiting(db).orderBy('w.event_id').orderBy('w.distancia').orderBy('w.id');
  if (filters.runnerId !== undefined) query = query.where('w.runner_id', '=', filters.runnerId);
  if (filters.eventId !== undefined) query = query.where('w.event_id', '=', filters.eventId);
  return (await query.execute()).map(toWaitingEntry);
}

export async function deleteWaitingRow(db: Db, waitingId: number): Promise<void> {
  await db.deleteFrom('waiting_list').where('id', '=', waitingId).execute();
}

/** The waiting entries of an event with the runner's WhatsApp, in line order per distance. */
export async function findReminderWaiting(db: Db, eventId: number): Promise<ReminderRow[]> {
  const rows = await selectWaiting(db)
    .select('r.whatsapp')
    .where('w.event_id', '=', eventId)
    .orderBy('w.distancia')
    .orderBy('w.id')
    .execute();
  return rows.map((w) => ({
    inscriptionId: null,
    waitingId: w.id,
    nombre: w.runner_nombre,
    apellido: w.runner_apellido,
    whatsapp: w.whatsapp,
    distancia: Number(w.distancia),
    categoria: w.categoria,
    dorsal: null,
    pagoConfirmado: false,
    pagoInformado: false,
    montoAPagar: null,
    grupo: null,
    horaLargada: null,
    posicionEspera: Number(w.posicion),
  }));
}

/** The runner's waiting entry in the event, if any. */
export function findWaitingOf(db: Db, eventId: number, runnerId: number) {
  return db
    .selectFrom('waiting_list')
    .select('id')
    .where('event_id', '=', eventId)
    .where('runner_id', '=', runnerId)
    .executeTakeFirst();
}

export async function insertWaiting(db: Db, entry: Omit<WaitingRecord, 'id'>): Promise<number> {
  const joined = await db
    .insertInto('waiting_list')
    .values({
      event_id: entry.eventId,
      runner_id: entry.runnerId,
      category_id: entry.categoryId,
      distancia: entry.distancia,
      categoria: entry.categoria,
      created_at: entry.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return joined.id;
}

/** A runner who finds room leaves the event's waiting line. */
export async function leaveWaitingLine(db: Db, eventId: number, runnerId: number): Promise<void> {
  await db.deleteFrom('waiting_list').where('event_id', '=', eventId).where('runner_id', '=', runnerId).execute();
}

/** Well under SQLite's and PostgreSQL's limits on bound parameters. */
const ROWS_PER_QUERY = 500;

/** Takes these runners off the event's waiting line (they found a place another way). */
export async function leaveWaitingLines(db: Db, eventId: number, runnerIds: readonly number[]): Promise<void> {
  for (let start = 0; start < runnerIds.length; start += ROWS_PER_QUERY) {
    await db
      .deleteFrom('waiting_list')
      .where('event_id', '=', eventId)
      .where('runner_id', 'in', runnerIds.slice(start, start + ROWS_PER_QUERY))
      .execute();
  }
}

/**
 * Puts imported runners on the event's waiting list for their distance and category, in sheet order, after
 * those already waiting; a runner already waiting in the event keeps their place.
 */
export async function insertWaitingEntries(
  db: Db,
  eventId: number,
  entries: readonly { runnerId: number; categoryId: number; distancia: number; categoria: string }[],
  now: string,
): Promise<void> {
  for (let start = 0; start < entries.length; start += ROWS_PER_QUERY) {
    await db
      .insertInto('waiting_list')
      .values(
        entries.slice(start, start + ROWS_PER_QUERY).map((entry) => ({
          event_id: eventId,
          runner_id: entry.runnerId,
          category_id: entry.categoryId,
          distancia: entry.distancia,
          categoria: entry.categoria,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['event_id', 'runner_id']).doNothing())
      .execute();
  }
}
