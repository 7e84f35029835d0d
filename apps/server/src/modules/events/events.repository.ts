import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export interface EventRow extends EventColumns {
  id: number;
  race_nombre: string;
  race_activo: boolean;
  categorias: number[];
}

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

async function withCategories(db: Db, rows: Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>) {
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
  return rows.map(
    (r): EventRow => ({
      ...r,
      activo: Boolean(r.activo),
      permite_parejas: Boolean(r.permite_parejas),
      race_activo: Boolean(r.race_activo),
      categorias: links.filter((l) => l.event_id === r.id).map((l) => l.category_id),
    }),
  );
}

export async function listEvents(db: Db, filters: { activeOnly: boolean }): Promise<EventRow[]> {
  let query = selectEvents(db);
  if (filters.activeOnly) query = query.where('e.activo', '=', true);
  return withCategories(db, await query.execute());
}

export async function findEventById(db: Db, id: number): Promise<EventRow | undefined> {
  const rows = await withCategories(db, await selectEvents(db).where('e.id', '=', id).execute());
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
export interface EventColumns {
  race_id: number;
  nombre: string;
  fecha: string;
  lugar: string;
  descripcion: string | null;
  activo: boolean;
  permite_parejas: boolean;
  fecha_apertura_inscripciones: string;
  fecha_cierre_inscripciones: string;
}

export function findRaceState(db: Db, raceId: number) {
  return db.selectFrom('races').select(['id', 'activo']).where('id', '=', raceId).executeTakeFirst();
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
export async function insertEvent(trx: Trx, columns: EventColumns, categoryIds: number[], now: string) {
  const created = await trx
    .insertInto('events')
    .values({ ...columns, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkCategories(trx, created.id, categoryIds);
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
export async function updateEventRow(trx: Trx, id: number, columns: EventColumns, categoryIds: number[], now: string) {
  await trx
    .updateTable('events')
    .set({ ...columns, updated_at: now })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('event_categories').where('event_id', '=', id).execute();
  await linkCategories(trx, id, categoryIds);
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
