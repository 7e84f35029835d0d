import {
  type Category,
  type CategoryValues,
  type Modality,
  raceMessages as m,
  type modalityInputSchema,
  type Race,
  type raceInputSchema,
} from '@carreras/domain/races/race.schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { countCategoryInscriptions, findRace, listCategories, listModalities } from './races.repository.ts';

type Db = Kysely<Database>;
type RaceValues = z.output<typeof raceInputSchema>;
type ModalityValues = z.output<typeof modalityInputSchema>;

const log = (db: Db, adminId: number, action: string, entity: string, entityId: number) =>
  audit(db, { actorType: 'admin', actorId: adminId, action, entity, entityId });

export async function getRace(db: Db, id: number): Promise<Race> {
  const race = await findRace(db, id);
  if (!race) throw notFound(m.raceNotFound);
  return race;
}

export async function createRace(db: Db, adminId: number, values: RaceValues): Promise<Race> {
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('races')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await log(trx, adminId, 'create', 'race', created.id);
    return created.id;
  });
  return getRace(db, id);
}

export async function updateRace(db: Db, adminId: number, id: number, values: RaceValues): Promise<Race> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('races')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(m.raceNotFound);
    await log(trx, adminId, 'update', 'race', id);
  });
  return getRace(db, id);
}

/**
 * Removes the race with its modalities and categories, in one transaction. A race with events is
 * refused (409): with inscriptions they are the season's records; without, the organiser deletes the
 * events first, so a confirm about modalities and categories never deletes events silently.
 */
export async function deleteRace(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findRace(trx, id))) throw notFound(m.raceNotFound);
    const events = await trx
      .selectFrom('events as e')
      .leftJoin('inscriptions as i', 'i.event_id', 'e.id')
      .select((eb) => [eb.fn.count<number>('e.id').as('events'), eb.fn.count<number>('i.id').as('inscriptions')])
      .where('e.race_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(events.inscriptions) > 0) throw conflict(m.raceHasInscriptions);
    if (Number(events.events) > 0) throw conflict(m.raceHasEvents);
    await trx.deleteFrom('categories').where('race_id', '=', id).execute();
    await trx.deleteFrom('modalities').where('race_id', '=', id).execute();
    await trx.deleteFrom('races').where('id', '=', id).execute();
    await log(trx, adminId, 'delete', 'race', id);
  });
}

async function getModality(db: Db, id: number): Promise<Modality> {
  const [modality] = await listModalities(db, { id });
  if (!modality) throw notFound(m.modalityNotFound);
  return modality;
}

export async function createModality(db: Db, adminId: number, values: ModalityValues): Promise<Modality> {
  if (!(await findRace(db, values.race_id))) throw badRequest(m.raceNotFound, { race_id: m.raceNotFound });
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('modalities')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await log(trx, adminId, 'create', 'modality', created.id);
    return created.id;
  });
  return getModality(db, id);
}

/** A modality stays in its race; a new distance is copied to its categories unless they have inscriptions. */
export async function updateModality(db: Db, adminId: number, id: number, values: ModalityValues): Promise<Modality> {
  const existing = await getModality(db, id);
  if (values.race_id !== existing.race_id) throw badRequest(m.modalityRaceChange, { race_id: m.modalityRaceChange });
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (values.distancia !== existing.distancia) {
      const categories = await trx.selectFrom('categories').select('id').where('modality_id', '=', id).execute();
      if (
        (await countCategoryInscriptions(
          trx,
          categories.map((c) => c.id),
        )) > 0
      ) {
        throw conflict(m.modalityDistanceInUse);
      }
      await trx
        .updateTable('categories')
        .set({ distancia: values.distancia, updated_at: now })
        .where('modality_id', '=', id)
        .execute();
    }
    await trx
      .updateTable('modalities')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
    await log(trx, adminId, 'update', 'modality', id);
  });
  return getModality(db, id);
}

export async function deleteModality(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await getModality(trx, id);
    const categories = await trx.selectFrom('categories').select('id').where('modality_id', '=', id).execute();
    if (
      (await countCategoryInscriptions(
        trx,
        categories.map((c) => c.id),
      )) > 0
    ) {
      throw conflict(m.modalityHasInscriptions);
    }
    await trx.deleteFrom('categories').where('modality_id', '=', id).execute();
    await trx.deleteFrom('modalities').where('id', '=', id).execute();
    await log(trx, adminId, 'delete', 'modality', id);
  });
}

async function getCategory(db: Db, id: number): Promise<Category> {
  const [category] = await listCategories(db, { id });
  if (!category) throw notFound(m.categoryNotFound);
  return category;
}

/** The category's modality decides its race and distance (the distance is copied, whatever was sent). */
async function modalityFor(db: Db, values: CategoryValues) {
  const modality = await db
    .selectFrom('modalities')
    .select(['id', 'race_id', 'distancia'])
    .where('id', '=', values.modality_id)
    .executeTakeFirst();
  if (!modality) throw badRequest(m.modalityNotFound, { modality_id: m.modalityNotFound });
  if (values.race_id !== undefined && values.race_id !== modality.race_id) {
    throw badRequest(m.modalityOfOtherRace, { modality_id: m.modalityOfOtherRace });
  }
  return { race_id: modality.race_id, distancia: Number(modality.distancia) };
}

function categoryColumns(values: CategoryValues, modality: { race_id: number; distancia: number }) {
  return {
    nombre: values.nombre,
    modality_id: values.modality_id,
    race_id: modality.race_id,
    distancia: modality.distancia,
    sexo: values.sexo,
    es_libre: values.esLibre,
    edad_minima: values.edadMinima,
    edad_maxima: values.edadMaxima,
  };
}

const nameTaken = () => conflict(m.categoryNameTaken, { nombre: m.categoryNameTaken });

export async function createCategory(db: Db, adminId: number, values: CategoryValues): Promise<Category> {
  const modality = await modalityFor(db, values);
  const now = nowIso();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('categories')
        .values({ ...categoryColumns(values, modality), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await log(trx, adminId, 'create', 'category', created.id);
      return created.id;
    });
    return getCategory(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * A category stays in its race. With inscriptions its modality cannot change; a new name is carried to
 * its inscriptions, which keep the category name as text.
 */
export async function updateCategory(db: Db, adminId: number, id: number, values: CategoryValues): Promise<Category> {
  const existing = await getCategory(db, id);
  const modality = await modalityFor(db, values);
  if (modality.race_id !== existing.race_id) {
    throw badRequest(m.modalityOfOtherRace, { modality_id: m.modalityOfOtherRace });
  }
  try {
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const inscriptions = await countCategoryInscriptions(trx, [id]);
      if (values.modality_id !== existing.modality_id && inscriptions > 0) throw conflict(m.categoryModalityInUse);
      await trx
        .updateTable('categories')
        .set({ ...categoryColumns(values, modality), updated_at: now })
        .where('id', '=', id)
        .execute();
      if (values.nombre !== existing.nombre && inscriptions > 0) {
        await trx
          .updateTable('inscriptions')
          .set({ categoria: values.nombre, updated_at: now })
          .where('category_id', '=', id)
          .execute();
      }
      await log(trx, adminId, 'update', 'category', id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getCategory(db, id);
}

export async function deleteCategory(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await getCategory(trx, id);
    if ((await countCategoryInscriptions(trx, [id])) > 0) throw conflict(m.categoryHasInscriptions);
    await trx.deleteFrom('categories').where('id', '=', id).execute();
    await log(trx, adminId, 'delete', 'category', id);
  });
}
