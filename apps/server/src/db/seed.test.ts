import { DEFAULT_CATEGORIES } from '@carreras/domain/categories/default-categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { migrateToLatest } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('seed', () => {
  it('creates the race, 33 and 66 km modalities, the D8 categories and the 6th edition, once', async () => {
    expect(await seedIfEmpty(t.db.db)).toBe(true);
    expect(await seedIfEmpty(t.db.db)).toBe(false);
    await migrateToLatest(t.db);

    const races = await t.db.db.selectFrom('races').selectAll().execute();
    expect(races).toHaveLength(1);
    expect(races[0]?.activo).toBe(true);
    const modalities = await t.db.db
      .selectFrom('modalities')
      .select(['distancia', 'activo'])
      .orderBy('distancia')
      .execute();
    expect(modalities).toEqual([
      { distancia: 33, activo: true },
      { distancia: 66, activo: true },
    ]);
    const categories = await t.db.db.selectFrom('categories').selectAll().execute();
    expect(categories).toHaveLength(DEFAULT_CATEGORIES.length);
    expect(categories.find((c) => c.nombre === 'E-BIKE')).toMatchObject({
      sexo: 'MIXTO',
      es_libre: true,
      distancia: 66,
    });
    expect(categories.find((c) => c.nombre === 'ELITE FEM')).toMatchObject({
      sexo: 'F',
      es_libre: false,
      edad_minima: 24,
      edad_maxima: 29,
    });

    const events = await t.db.db.selectFrom('events').selectAll().execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      fecha: '2025-04-13',
      lugar: 'Tucumán, Argentina',
      fecha_apertura_inscripciones: '2025-04-01',
      fecha_cierre_inscripciones: '2025-04-10',
      activo: true,
      permite_parejas: false,
    });
    const links = await t.db.db.selectFrom('event_categories').selectAll().execute();
    expect(links).toHaveLength(DEFAULT_CATEGORIES.length);
  });

  it('does not come back after an organiser deletes the seeded rows', async () => {
    await t.db.db.deleteFrom('events').execute();
    await t.db.db.deleteFrom('races').execute();
    expect(await seedIfEmpty(t.db.db)).toBe(false);
    expect(await t.db.db.selectFrom('races').selectAll().execute()).toHaveLength(0);
  });
});

describe('seed from two processes starting at once', () => {
  it('seeds once and lets the second one start normally', async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      const outcomes = await Promise.all([seedIfEmpty(fresh.db.db), seedIfEmpty(fresh.db.db)]);
      expect(outcomes.sort()).toEqual([false, true]);
      expect(await fresh.db.db.selectFrom('races').select('id').execute()).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
