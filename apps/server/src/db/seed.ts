import { DEFAULT_CATEGORIES } from '@carreras/domain/categories/default-categories';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../lib/db-errors.ts';
import type { Database } from './schema.ts';

export const SEED_RACE = {
  nombre: 'Carrera MTB Tucumán',
  descripcion: 'Carrera de mountain bike en Tucumán: 33 km promocional y 66 km competitivo.',
};

export const SEED_EVENT = {
  nombre: 'Carrera MTB Tucumán - 6ª Edición',
  fecha: '2025-04-13',
  lugar: 'Tucumán, Argentina',
  descripcion: 'Sexta edición. El pago se realiza en persona el día del evento presentando el DNI.',
  fecha_apertura_inscripciones: '2025-04-01',
  fecha_cierre_inscripciones: '2025-04-10',
};

const SEED_MODALITIES = [
  { nombre: 'Promocional', distancia: 33, descripcion: '33 km promocional' },
  { nombre: 'Competitivo', distancia: 66, descripcion: '66 km competitivo' },
];

const SEEDED_KEY = 'seeded';

/**
 * Applies the spec's race, modalities, categories (D8) and 6th edition once, to an empty database.
 * The marker row makes it idempotent, also when an organiser later deletes the seeded rows.
 */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  try {
    return await seedInTransaction(db);
  } catch (error) {
    // Another process starting at the same moment inserted the marker first and seeds instead.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

function seedInTransaction(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx.selectFrom('app_meta').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
    if (marker) return false;
    const anyRace = await trx.selectFrom('races').select('id').limit(1).executeTakeFirst();
    const now = new Date().toISOString();
    // Inserting the marker first makes a second process starting at once fail on the key, not seed twice.
    await trx.insertInto('app_meta').values({ key: SEEDED_KEY, value: now }).execute();
    if (anyRace) return false;

    const race = await trx
      .insertInto('races')
      .values({ ...SEED_RACE, activo: true, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();

    const categoryIds: number[] = [];
    for (const modality of SEED_MODALITIES) {
      const { id: modalityId } = await trx
        .insertInto('modalities')
        .values({ ...modality, race_id: race.id, activo: true, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = DEFAULT_CATEGORIES.filter((c) => c.distancia === modality.distancia).map((c) => ({
        race_id: race.id,
        modality_id: modalityId,
        nombre: c.nombre,
        distancia: c.distancia,
        sexo: c.sexo,
        es_libre: c.esLibre,
        edad_minima: c.edadMinima,
        edad_maxima: c.edadMaxima,
        created_at: now,
        updated_at: now,
      }));
      const inserted = await trx.insertInto('categories').values(rows).returning('id').execute();
      categoryIds.push(...inserted.map((row) => row.id));
    }

    const event = await trx
      .insertInto('events')
      .values({
        ...SEED_EVENT,
        race_id: race.id,
        activo: true,
        permite_parejas: false,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('event_categories')
      .values(categoryIds.map((category_id) => ({ event_id: event.id, category_id })))
      .execute();
    return true;
  });
}
