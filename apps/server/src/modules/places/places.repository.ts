import { priceOn } from '@carreras/domain/places/fees';
import type { EventPlaces } from '@carreras/domain/places/places';
import type {
  DistanceSettings,
  PlacesSettings,
  PlacesSettingsAnswer,
  ReminderRow,
  WaitingEntry,
} from '@carreras/domain/places/places.schemas';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, WaitingListTable } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/**
 * Takes the event's registration row lock for the rest of the transaction. Every write that takes or frees
 * a place of the event locks it first, so the count read next is the truth until commit: PostgreSQL makes
 * the others wait on the row (READ COMMITTED then lets their next statement see this commit), and SQLite
 * runs one write transaction at a time. The insert creates the row for events that never had settings.
 */
export async function lockEventPlaces(trx: Trx, eventId: number): Promise<void> {
  await trx
    .insertInto('event_registration')
    .values({ event_id: eventId, cupo_total: null })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
  await trx
    .updateTable('event_registration')
    .set((eb) => ({ lock_version: eb('lock_version', '+', 1) }))
    .where('event_id', '=', eventId)
    .execute();
}

/** An event's places settings, without its distances' and categories' ones. */
export type EventPlacesSettings = Omit<PlacesSettingsAnswer, 'distancias' | 'categorias'>;

/** A category's place limit in an event. */
export interface CategoryLimit {
  categoryId: number;
  nombre: string;
  distancia: number;
  cupo: number;
}

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

export async function findEventSettings(db: Db | Trx, eventId: number): Promise<EventPlacesSettings | undefined> {
  const row = await db.selectFrom('event_registration').selectAll().where('event_id', '=', eventId).executeTakeFirst();
  return (
    row && {
      cupoTotal: row.cupo_total,
      promocionAutomatica: Boolean(row.promocion_automatica),
      listaPublica: Boolean(row.lista_publica),
      fechaFinAnticipado: row.fecha_fin_anticipado,
      pagoAlias: row.pago_alias,
      pagoCbu: row.pago_cbu,
      pagoLink: row.pago_link,
      pagoEfectivo: Boolean(row.pago_efectivo),
      pagoNotas: row.pago_notas,
      whatsappOrganizador: row.whatsapp_organizador,
      retiroKit: row.retiro_kit,
      plantillaRecordatorio: row.plantilla_recordatorio,
    }
  );
}

export async function findDistanceSettings(db: Db | Trx, eventId: number): Promise<DistanceSettings[]> {
  const rows = await db
    .selectFrom('event_distance_settings')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('distancia')
    .execute();
  return rows.map((row) => ({
    distancia: Number(row.distancia),
    cupo: row.cupo,
    precio: row.precio,
    precioAnticipado: row.precio_anticipado,
  }));
}

export async function findCategorySettings(db: Db | Trx, eventId: number): Promise<CategoryLimit[]> {
  const rows = await db
    .selectFrom('event_category_settings as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .select(['s.category_id', 's.cupo', 'c.nombre', 'c.distancia'])
    .where('s.event_id', '=', eventId)
    .orderBy('c.distancia')
    .orderBy('c.nombre')
    .execute();
  return rows.map((row) => ({
    categoryId: row.category_id,
    nombre: row.nombre,
    distancia: Number(row.distancia),
    cupo: row.cupo,
  }));
}

/** People taking a place per category (same counting as per distance). */
export async function countTakenByCategory(db: Db | Trx, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('inscriptions')
    .select((eb) => ['category_id', sql<number>`count(*) + count(${eb.ref('partner_runner_id')})`.as('people')])
    .where('event_id', '=', eventId)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.category_id), Number(r.people)]));
}

export async function countWaitingByCategory(db: Db | Trx, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('waiting_list')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .where('event_id', '=', eventId)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.category_id), Number(r.n)]));
}

/** People taking a place per distance: holders, plus partners confirmed or invited (a pair takes two). */
export async function countTaken(db: Db | Trx, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('inscriptions')
    .select((eb) => ['distancia', sql<number>`count(*) + count(${eb.ref('partner_runner_id')})`.as('people')])
    .where('event_id', '=', eventId)
    .groupBy('distancia')
    .execute();
  return new Map(rows.map((r) => [Number(r.distancia), Number(r.people)]));
}

export async function countWaiting(db: Db | Trx, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('waiting_list')
    .select((eb) => ['distancia', eb.fn.countAll<number>().as('n')])
    .where('event_id', '=', eventId)
    .groupBy('distancia')
    .execute();
  return new Map(rows.map((r) => [Number(r.distancia), Number(r.n)]));
}

/** The event's limits and the places taken and awaited, read inside the locked transaction for the domain's rule. */
export async function placeState(db: Db | Trx, eventId: number) {
  const [registration, distances, categories, taken, waiting, takenByCategory, waitingByCategory] = await Promise.all([
    findEventSettings(db, eventId),
    findDistanceSettings(db, eventId),
    findCategorySettings(db, eventId),
    countTaken(db, eventId),
    countWaiting(db, eventId),
    countTakenByCategory(db, eventId),
    countWaitingByCategory(db, eventId),
  ]);
  const limits = new Map(distances.map((d) => [d.distancia, d]));
  const places: EventPlaces = {
    cupoTotal: registration?.cupoTotal ?? null,
    distanceLimits: new Map(distances.map((d) => [d.distancia, d.cupo])),
    categoryLimits: new Map(categories.map((c) => [c.categoryId, c.cupo])),
    taken,
    takenByCategory,
    waiting,
    waitingByCategory,
  };
  return {
    places,
    /** Price per person on `day` (yyyy-mm-dd): the early-bird price up to its last day. */
    priceOn(distancia: number, day: string): number | null {
      const d = limits.get(distancia);
      if (!d) return null;
      return priceOn(d, registration?.fechaFinAnticipado ?? null, day);
    },
  };
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

/**
 * Writes the settings of an event inside the caller's transaction (which holds the event's place lock):
 * its `event_registration` row, and its distances' and categories' settings replaced by `body`'s.
 */
export async function writePlacesSettings(trx: Trx, eventId: number, body: PlacesSettings) {
  await trx
    .updateTable('event_registration')
    .set({
      cupo_total: body.cupoTotal,
      promocion_automatica: body.promocionAutomatica,
      lista_publica: body.listaPublica,
      fecha_fin_anticipado: body.fechaFinAnticipado,
      pago_alias: body.pagoAlias,
      pago_cbu: body.pagoCbu,
      pago_link: body.pagoLink,
      pago_efectivo: body.pagoEfectivo,
      pago_notas: body.pagoNotas,
      whatsapp_organizador: body.whatsappOrganizador,
      retiro_kit: body.retiroKit,
      plantilla_recordatorio: body.plantillaRecordatorio,
    })
    .where('event_id', '=', eventId)
    .execute();
  await trx.deleteFrom('event_distance_settings').where('event_id', '=', eventId).execute();
  if (body.distancias.length > 0) {
    await trx
      .insertInto('event_distance_settings')
      .values(
        body.distancias.map((d) => ({
          event_id: eventId,
          distancia: d.distancia,
          cupo: d.cupo,
          precio: d.precio,
          precio_anticipado: d.precioAnticipado,
        })),
      )
      .execute();
  }
  await trx.deleteFrom('event_category_settings').where('event_id', '=', eventId).execute();
  // One limit per category: the last one given wins.
  const categoryLimits = new Map(
    body.categorias.flatMap((c) => (c.cupo === null ? [] : [[c.categoryId, c.cupo] as const])),
  );
  if (categoryLimits.size > 0) {
    await trx
      .insertInto('event_category_settings')
      .values([...categoryLimits].map(([category_id, cupo]) => ({ event_id: eventId, category_id, cupo })))
      .execute();
  }
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
