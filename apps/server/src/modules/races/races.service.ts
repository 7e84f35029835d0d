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
import * as racesRepository from './races.repository.ts';
import {
  type CategoryFields,
  categoryIdsOfModality,
  countCategoryInscriptions,
  countRaceEvents,
  deleteCategoryRow,
  deleteModalityRows,
  deleteRaceRows,
  findModalityOwner,
  findRace,
  insertCategory,
  insertModality,
  insertRace,
  renameCategoryInInscriptions,
  setModalityCategoriesDistance,
  updateCategoryRow,
  updateModalityRow,
  updateRaceRow,
} from './races.repository.ts';

// Plain reads, for these routes and for other modules (events, inscriptions, timing).

/** The races, by name; only the active ones when asked. */
export function listRaces(db: Db, options: { activeOnly: boolean }): Promise<Race[]> {
  return racesRepository.listRaces(db, options);
}

/** The modalities, of a race or one by id. */
export function listModalities(db: Db, filter: { raceId?: number; id?: number }): Promise<Modality[]> {
  return racesRepository.listModalities(db, filter);
}

/** The categories, of a race or one by id. */
export function listCategories(db: Db, filter: { raceId?: number; id?: number }): Promise<Category[]> {
  return racesRepository.listCategories(db, filter);
}

/** The categories of an event's race, or the one of a name. */
export function listEventCategories(db: Db, eventId: number, filter: { nombre?: string } = {}): Promise<Category[]> {
  return racesRepository.listEventCategories(db, eventId, filter);
}

/** The distances an event's categories run, once each. */
export function listEventDistances(db: Db, eventId: number): Promise<number[]> {
  return racesRepository.listEventDistances(db, eventId);
}

type Db = Kysely<Database>;
type RaceValues = z.output<typeof raceInputSchema>;
type ModalityValues = z.output<typeof modalityInputSchema>;

/**
 * Runs a write and its audit line in one transaction. `write` answers the id of the row it wrote
 * (or throws to refuse); the audit names it.
 */
function audited(
  db: Db,
  adminId: number,
  action: 'create' | 'update' | 'delete',
  entity: 'race' | 'modality' | 'category',
  write: (trx: Db, now: string) => Promise<number>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await write(trx, nowIso());
    await audit(trx, { actorType: 'admin', actorId: adminId, action, entity, entityId: id });
    return id;
  });
}

export async function getRace(db: Db, id: number): Promise<Race> {
  const race = await findRace(db, id);
  if (!race) throw notFound(m.raceNotFound);
  return race;
}

export async function createRace(db: Db, adminId: number, values: RaceValues): Promise<Race> {
  return getRace(db, await audited(db, adminId, 'create', 'race', (trx, now) => insertRace(trx, values, now)));
}

export async function updateRace(db: Db, adminId: number, id: number, values: RaceValues): Promise<Race> {
  await audited(db, adminId, 'update', 'race', async (trx, now) => {
    if (!(await updateRaceRow(trx, id, values, now))) throw notFound(m.raceNotFound);
    return id;
  });
  return getRace(db, id);
}

/**
 * Removes the race with its modalities and categories, in one transaction. A race with events is
 * refused (409): with inscriptions they are the season's records; without, the organiser deletes the
 * events first, so a confirm about modalities and categories never deletes events silently.
 */
export async function deleteRace(db: Db, adminId: number, id: number): Promise<void> {
  await audited(db, adminId, 'delete', 'race', async (trx) => {
    if (!(await findRace(trx, id))) throw notFound(m.raceNotFound);
    const held = await countRaceEvents(trx, id);
    if (held.inscriptions > 0) throw conflict(m.raceHasInscriptions);
    if (held.events > 0) throw conflict(m.raceHasEvents);
    await deleteRaceRows(trx, id);
    return id;
  });
}

async function getModality(db: Db, id: number): Promise<Modality> {
  const [modality] = await listModalities(db, { id });
  if (!modality) throw notFound(m.modalityNotFound);
  return modality;
}

/** How many inscriptions are in the modality's categories. */
async function modalityInscriptions(db: Db, id: number): Promise<number> {
  return countCategoryInscriptions(db, await categoryIdsOfModality(db, id));
}

export async function createModality(db: Db, adminId: number, values: ModalityValues): Promise<Modality> {
  if (!(await findRace(db, values.race_id))) throw badRequest(m.raceNotFound, { race_id: m.raceNotFound });
  return getModality(
    db,
    await audited(db, adminId, 'create', 'modality', (trx, now) => insertModality(trx, values, now)),
  );
}

/** A modality stays in its race; a new distance is copied to its categories unless they have inscriptions. */
export async function updateModality(db: Db, adminId: number, id: number, values: ModalityValues): Promise<Modality> {
  const existing = await getModality(db, id);
  if (values.race_id !== existing.race_id) throw badRequest(m.modalityRaceChange, { race_id: m.modalityRaceChange });
  await audited(db, adminId, 'update', 'modality', async (trx, now) => {
    if (values.distancia !== existing.distancia) {
      if ((await modalityInscriptions(trx, id)) > 0) throw conflict(m.modalityDistanceInUse);
      await setModalityCategoriesDistance(trx, id, values.distancia, now);
    }
    await updateModalityRow(trx, id, values, now);
    return id;
  });
  return getModality(db, id);
}

export async function deleteModality(db: Db, adminId: number, id: number): Promise<void> {
  await audited(db, adminId, 'delete', 'modality', async (trx) => {
    await getModality(trx, id);
    if ((await modalityInscriptions(trx, id)) > 0) throw conflict(m.modalityHasInscriptions);
    await deleteModalityRows(trx, id);
    return id;
  });
}

async function getCategory(db: Db, id: number): Promise<Category> {
  const [category] = await listCategories(db, { id });
  if (!category) throw notFound(m.categoryNotFound);
  return category;
}

/** The category's modality decides its race and distance (the distance is copied, whatever was sent). */
async function categoryFields(db: Db, values: CategoryValues): Promise<CategoryFields> {
  const modality = await findModalityOwner(db, values.modality_id);
  if (!modality) throw badRequest(m.modalityNotFound, { modality_id: m.modalityNotFound });
  if (values.race_id !== undefined && values.race_id !== modality.race_id) {
    throw badRequest(m.modalityOfOtherRace, { modality_id: m.modalityOfOtherRace });
  }
  return {
    nombre: values.nombre,
    modality_id: values.modality_id,
    race_id: modality.race_id,
    distancia: modality.distancia,
    sexo: values.sexo,
    esLibre: values.esLibre,
    edadMinima: values.edadMinima,
    edadMaxima: values.edadMaxima,
  };
}

/** A category's name is unique in its race: the database settles two admins saving at once. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.categoryNameTaken, { nombre: m.categoryNameTaken });
    throw error;
  }
}

export async function createCategory(db: Db, adminId: number, values: CategoryValues): Promise<Category> {
  const fields = await categoryFields(db, values);
  const id = await uniqueName(() =>
    audited(db, adminId, 'create', 'category', (trx, now) => insertCategory(trx, fields, now)),
  );
  return getCategory(db, id);
}

/**
 * A category stays in its race. With inscriptions its modality cannot change; a new name is carried to
 * its inscriptions, which keep the category name as text.
 */
export async function updateCategory(db: Db, adminId: number, id: number, values: CategoryValues): Promise<Category> {
  const existing = await getCategory(db, id);
  const fields = await categoryFields(db, values);
  if (fields.race_id !== existing.race_id) {
    throw badRequest(m.modalityOfOtherRace, { modality_id: m.modalityOfOtherRace });
  }
  await uniqueName(() =>
    audited(db, adminId, 'update', 'category', async (trx, now) => {
      const inscriptions = await countCategoryInscriptions(trx, [id]);
      if (values.modality_id !== existing.modality_id && inscriptions > 0) throw conflict(m.categoryModalityInUse);
      await updateCategoryRow(trx, id, fields, now);
      if (values.nombre !== existing.nombre && inscriptions > 0) {
        await renameCategoryInInscriptions(trx, id, values.nombre, now);
      }
      return id;
    }),
  );
  return getCategory(db, id);
}

export async function deleteCategory(db: Db, adminId: number, id: number): Promise<void> {
  await audited(db, adminId, 'delete', 'category', async (trx) => {
    await getCategory(trx, id);
    if ((await countCategoryInscriptions(trx, [id])) > 0) throw conflict(m.categoryHasInscriptions);
    await deleteCategoryRow(trx, id);
    return id;
  });
}
