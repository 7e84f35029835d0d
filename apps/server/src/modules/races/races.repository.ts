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

/** What a race's form writes. */
export type RaceFields = Omit<Race, 'id'>;
/** What a modality's form writes. */
export type ModalityFields = Omit<Modality, 'id'>;
/** What a category's form writes, its race and distance taken from its modality. */
export type CategoryFields = Omit<Category, 'id' | 'modality_name'>;

const raceColumns = (values: RaceFields) => ({
  nombre: values.nombre,
  descripcion: values.descripcion,
  activo: values.activo,
});

const modalityColumns = (values: ModalityFields) => ({
  race_id: values.race_id,
  nombre: values.nombre,
  distancia: values.distancia,
  descripcion: values.descripcion,
  activo: values.activo,
});

const categoryColumns = (values: CategoryFields) => ({
  nombre: values.nombre,
  modality_id: values.modality_id,
  race_id: values.race_id,
  distancia: values.distancia,
  sexo: values.sexo,
  es_libre: values.esLibre,
  edad_minima: values.edadMinima,
  edad_maxima: values.edadMaxima,
});

export async function insertRace(db: Db, values: RaceFields, now: string): Promise<number> {
  const row = await db
    .insertInto('races')
    .values({ ...raceColumns(values), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the race existed and was updated. */
export async function updateRaceRow(db: Db, id: number, values: RaceFields, now: string): Promise<boolean> {
  const result = await db
    .updateTable('races')
    .set({ ...raceColumns(values), updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many events the race has, and how many inscriptions they hold. */
export async function countRaceEvents(db: Db, raceId: number): Promise<{ events: number; inscriptions: number }> {
  const row = await db
    .selectFrom('events as e')
    .leftJoin('inscriptions as i', 'i.event_id', 'e.id')
    .select((eb) => [eb.fn.count<number>('e.id').as('events'), eb.fn.count<number>('i.id').as('inscriptions')])
    .where('e.race_id', '=', raceId)
    .executeTakeFirstOrThrow();
  return { events: Number(row.events), inscriptions: Number(row.inscriptions) };
}

/** Deletes the race with its modalities and categories. */
export async function deleteRaceRows(db: Db, id: number): Promise<void> {
  await db.deleteFrom('categories').where('race_id', '=', id).execute();
  await db.deleteFrom('modalities').where('race_id', '=', id).execute();
  await db.deleteFrom('races').where('id', '=', id).execute();
}

/** What a category takes from its modality: its race and distance. */
export async function findModalityOwner(
  db: Db,
  id: number,
): Promise<Pick<Modality, 'id' | 'race_id' | 'distancia'> | undefined> {
  const row = await db
    .selectFrom('modalities')
    .select(['id', 'race_id', 'distancia'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, race_id: row.race_id, distancia: Number(row.distancia) };
}

export async function insertModality(db: Db, values: ModalityFields, now: string): Promise<number> {
  const row = await db
    .insertInto('modalities')
    .values({ ...modalityColumns(values), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateModalityRow(db: Db, id: number, values: ModalityFields, now: string): Promise<void> {
  await db
    .updateTable('modalities')
    .set({ ...modalityColumns(values), updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function categoryIdsOfModality(db: Db, modalityId: number): Promise<number[]> {
  const rows = await db.selectFrom('categories').select('id').where('modality_id', '=', modalityId).execute();
  return rows.map((r) => r.id);
}

/** Copies a modality's new distance to its categories. */
export async function setModalityCategoriesDistance(
  db: Db,
  modalityId: number,
  distancia: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('categories')
    .set({ distancia, updated_at: now })
    .where('modality_id', '=', modalityId)
    .execute();
}

/** Deletes the modality with its categories. */
export async function deleteModalityRows(db: Db, id: number): Promise<void> {
  await db.deleteFrom('categories').where('modality_id', '=', id).execute();
  await db.deleteFrom('modalities').where('id', '=', id).execute();
}

export async function insertCategory(db: Db, values: CategoryFields, now: string): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ ...categoryColumns(values), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategoryRow(db: Db, id: number, values: CategoryFields, now: string): Promise<void> {
  await db
    .updateTable('categories')
    .set({ ...categoryColumns(values), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Inscriptions keep their category's name as text: a renamed category is carried to them. */
export async function renameCategoryInInscriptions(db: Db, categoryId: number, nombre: string, now: string) {
  await db
    .updateTable('inscriptions')
    .set({ categoria: nombre, updated_at: now })
    .where('category_id', '=', categoryId)
    .execute();
}

export async function deleteCategoryRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}
