import type { Event, EventValues } from '@carreras/domain/events/event.schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** An event as stored: the contract's Event without what the service derives from the clock and the categories. */
export type EventRecord = Omit<Event, 'inscripcionesAbiertas' | 'cantidadCategorias'>;

function selectEvents(db: Db) {
  return db
    .selectFrom('events as e')
    .innerJoin('races as r', 'r.id', 'e.race_id')
    .select([
      'e.id',
      'e.race_id',
      'e.nombre',
      'e.fecha',
      'e.lugar',
      'e.descripcion',
      'e.activo',
      'e.permite_parejas',
      'e.fecha_apertura_inscripciones',
      'e.fecha_cierre_inscripciones',
      'r.nombre as race_nombre',
      'r.activo as race_activo',
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

async function toEventRecords(db: Db, rows: EventRow[]): Promise<EventRecord[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('event_categories')
    .select(['event_id', 'category_id'])
    .where(
      'event_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('category_id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    fecha: r.fecha,
    lugar: r.lugar,
    descripcion: r.descripcion,
    activo: Boolean(r.activo),
    permiteParejas: Boolean(r.permite_parejas),
    race_id: r.race_id,
    fechaAperturaInscripciones: r.fecha_apertura_inscripciones,
    fechaCierreInscripciones: r.fecha_cierre_inscripciones,
    categorias: links.filter((l) => l.event_id === r.id).map((l) => l.category_id),
    race: { id: r.race_id, nombre: r.race_nombre, activo: Boolean(r.race_activo) },
  }));
}

export async function listEvents(db: Db, filters: { activeOnly: boolean }): Promise<EventRecord[]> {
  let query = selectEvents(db);
  if (filters.activeOnly) query = query.where('e.activo', '=', true);
  return toEventRecords(db, await query.execute());
}

export async function findEventById(db: Db, id: number): Promise<EventRecord | undefined> {
  const rows = await toEventRecords(db, await selectEvents(db).where('e.id', '=', id).execute());
  return rows[0];
}

export async function countInscriptions(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('inscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The three counters of the event detail page; confirmed means paid, as in the reports. */
export async function eventStats(db: Db, eventId: number) {
  const rows = await db
    .selectFrom('inscriptions')
    .select(['pago_confirmado'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .groupBy('pago_confirmado')
    .execute();
  let total = 0;
  let confirmed = 0;
  for (const row of rows) {
    total += Number(row.n);
    if (row.pago_confirmado) confirmed += Number(row.n);
  }
  return { totalInscriptions: total, confirmedInscriptions: confirmed, pendingInscriptions: total - confirmed };
}

/** The columns an event's form writes (everything but its categories and timestamps). */
function eventColumns(values: EventValues) {
  return {
    race_id: values.race_id,
    nombre: values.nombre,
    fecha: values.fecha,
    lugar: values.lugar,
    descripcion: values.descripcion,
    activo: values.activo,
    permite_parejas: values.permiteParejas,
    fecha_apertura_inscripciones: values.fechaAperturaInscripciones,
    fecha_cierre_inscripciones: values.fechaCierreInscripciones,
  };
}

/** Whether an event is active; null when there is no such event. */
export async function findEventActive(db: Db, eventId: number): Promise<boolean | null> {
  const row = await db.selectFrom('events').select('activo').where('id', '=', eventId).executeTakeFirst();
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return row ? Boolean(row.activo) : null;
}

export async function findRaceState(db: Db, raceId: number): Promise<{ id: number; activo: boolean } | undefined> {
  const row = await db.selectFrom('races').select(['id', 'activo']).where('id', '=', raceId).executeTakeFirst();
  return row && { id: row.id, activo: Boolean(row.activo) };
}

/** Which of `categoryIds` belong to the race. */
export async function findCategoriesOfRace(db: Db, raceId: number, categoryIds: number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('id', 'in', categoryIds)
    .where('race_id', '=', raceId)
    .execute();
  return rows.map((r) => r.id);
}

/** Inserts the event and links its categories; returns its id. */
export async function insertEvent(trx: Trx, values: EventValues, now: string): Promise<number> {
  const created = await trx
    .insertInto('events')
    .values({ ...eventColumns(values), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkCategories(trx, created.id, values.categorias);
  return created.id;
}

async function linkCategories(trx: Trx, eventId: number, categoryIds: number[]) {
  if (categoryIds.length === 0) return;
  await trx
    .insertInto('event_categories')
    .values(categoryIds.map((categoryId) => ({ event_id: eventId, category_id: categoryId })))
    .execute();
}

/** Rewrites the event's columns and replaces its categories. */
export async function updateEventRow(trx: Trx, id: number, values: EventValues, now: string): Promise<void> {
  await trx
    .updateTable('events')
    .set({ ...eventColumns(values), updated_at: now })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('event_categories').where('event_id', '=', id).execute();
  await linkCategories(trx, id, values.categorias);
}

/** The name of one of `categoryIds` that has inscriptions in the event, if any. */
export async function findCategoryWithInscriptions(
  db: Db | Trx,
  eventId: number,
  categoryIds: number[],
): Promise<string | undefined> {
  if (categoryIds.length === 0) return undefined;
  const used = await db
    .selectFrom('inscriptions as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .select('c.nombre')
    .where('i.event_id', '=', eventId)
    .where('i.category_id', 'in', categoryIds)
    .executeTakeFirst();
  return used?.nombre;
}

export async function eventExists(db: Db | Trx, id: number): Promise<boolean> {
  return (await db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function deleteEventRow(trx: Trx, id: number): Promise<void> {
  await trx.deleteFrom('events').where('id', '=', id).execute();
}
