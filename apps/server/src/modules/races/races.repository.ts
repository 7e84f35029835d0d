import type { Category, Modality, Race } from '@carreras/domain/races/race.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function listRaces(db: Db, options: { activeOnly: boolean }): Promise<Race[]> {
  let query = db.selectFrom('races').select(['id', 'nombre', 'descripcion', 'activo']).orderBy('nombre').orderBy('id');
  if (options.activeOnly) query = query.where('activo', '=', true);
  return (await query.execute()).map((r) => ({ ...r, activo: Boolean(r.activo) }));
}

export async function findRace(db: Db, id: number): Promise<Race | undefined> {
  const row = await db
    .selectFrom('races')
    .select(['id', 'nombre', 'descripcion', 'activo'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, activo: Boolean(row.activo) };
}

export async function listModalities(db: Db, filter: { raceId?: number; id?: number }): Promise<Modality[]> {
  let query = db
    .selectFrom('modalities')
    .select(['id', 'nombre', 'distancia', 'descripcion', 'activo', 'race_id'])
    .orderBy('distancia')
    .orderBy('id');
  if (filter.raceId !== undefined) query = query.where('race_id', '=', filter.raceId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  return (await query.execute()).map((m) => ({ ...m, distancia: Number(m.distancia), activo: Boolean(m.activo) }));
}

function selectCategories(db: Db) {
  return db
    .selectFrom('categories as c')
    .innerJoin('modalities as m', 'm.id', 'c.modality_id')
    .select([
      'c.id',
      'c.nombre',
      'c.modality_id',
      'c.race_id',
      'm.nombre as modality_name',
      'c.distancia',
      'c.sexo',
      'c.es_libre',
      'c.edad_minima',
      'c.edad_maxima',
    ]);
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['execute']>>[number];

const toCategory = (c: CategoryRow): Category => ({
  id: c.id,
  nombre: c.nombre,
  modality_id: c.modality_id,
  race_id: c.race_id,
  modality_name: c.modality_name,
  distancia: Number(c.distancia),
  sexo: c.sexo,
  esLibre: Boolean(c.es_libre),
  edadMinima: c.edad_minima,
  edadMaxima: c.edad_maxima,
});

export async function listCategories(db: Db, filter: { raceId?: number; id?: number }): Promise<Category[]> {
  let query = selectCategories(db).orderBy('c.distancia').orderBy('c.id');
  if (filter.raceId !== undefined) query = query.where('c.race_id', '=', filter.raceId);
  if (filter.id !== undefined) query = query.where('c.id', '=', filter.id);
  return (await query.execute()).map(toCategory);
}

/**
 * The categories an event offers, by distance then name: the one query of 'the categories of an event'.
 * With `nombre`, only the categories of that name (one per distance at most).
 */
export async function listEventCategories(
  db: Db,
  eventId: number,
  filter: { nombre?: string } = {},
): Promise<Category[]> {
  let query = selectCategories(db)
    .innerJoin('event_categories as ec', 'ec.category_id', 'c.id')
    .where('ec.event_id', '=', eventId)
    .orderBy('c.distancia')
    .orderBy('c.nombre')
    .orderBy('c.id');
  if (filter.nombre !== undefined) query = query.where('c.nombre', '=', filter.nombre);
  return (await query.execute()).map(toCategory);
}

/** The distances an event offers (those of its categories), shortest first. */
export async function listEventDistances(db: Db, eventId: number): Promise<number[]> {
  return [...new Set((await listEventCategories(db, eventId)).map((c) => c.distancia))];
}

/** How many inscriptions point at these categories (by id). */
export async function countCategoryInscriptions(db: Db, categoryIds: number[]): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const row = await db
    .selectFrom('inscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', 'in', categoryIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
