import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { databaseConfigFromUrl } from '../src/config.ts';
import { type Db, openDatabase } from '../src/db/database.ts';
import { migrateTo, migrationsOf } from '../src/db/migrate.ts';
import { freshDatabase } from './fresh-database.ts';

/**
 * A database of its own as it was just before `migration` (every earlier migration run, this one not), for a
 * test that fills it with old data and then migrates to the latest. SQLite by default, PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
export async function databaseBefore(migration: string): Promise<{ db: Db; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carreras-migration-'));
  const fresh = await freshDatabase(dir, 'old.db');
  const db = openDatabase(databaseConfigFromUrl(fresh.url, dir));
  const close = async () => {
    await db.close();
    await fresh.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  const names = Object.keys(migrationsOf(db.dialect));
  const index = names.indexOf(migration);
  if (index < 1) {
    await close();
    throw new Error(`No migration runs before ${migration}`);
  }
  await migrateTo(db, names[index - 1] as string);
  return { db, close };
}

/** The test file's database before `migration`, opened before its tests and removed after them. */
export function useDatabaseBefore(migration: string): () => Db {
  let before: Awaited<ReturnType<typeof databaseBefore>> | undefined;
  beforeAll(async () => {
    before = await databaseBefore(migration);
  });
  afterAll(async () => {
    await before?.close();
  });
  return () => {
    if (!before) throw new Error(`The database before ${migration} is not open`);
    return before.db;
  };
}

const now = new Date().toISOString();

/** Rows as every version of the schema takes them: a race, its event and runners. */
export const oldRows = {
  now,
  async race(db: Db): Promise<number> {
    const row = await db.db
      .insertInto('races')
      .values({ nombre: 'MTB', descripcion: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async event(db: Db, raceId: number, options: { permiteParejas?: boolean } = {}): Promise<number> {
    const row = await db.db
      .insertInto('events')
      .values({
        race_id: raceId,
        nombre: 'Edición vieja',
        fecha: '2025-04-13',
        lugar: 'Tucumán',
        descripcion: null,
        ...(options.permiteParejas ? { permite_parejas: true } : {}),
        fecha_apertura_inscripciones: '2025-04-01',
        fecha_cierre_inscripciones: '2025-04-10',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async runner(db: Db, dni: string): Promise<number> {
    const row = await db.db
      .insertInto('runners')
      .values({
        nombre: 'Ana',
        apellido: 'Paz',
        dni,
        sexo: 'F',
        fecha_nacimiento: '1990-01-01',
        email: 'ana@example.com',
        whatsapp: '1',
        telefono: '1',
        pais: 'Argentina',
        provincia: 'Tucumán',
        obra_social: null,
        grupo_sanguineo: 'O+',
        alergia: null,
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
};
