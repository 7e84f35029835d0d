import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/fresh-database.ts';
import { databaseConfigFromUrl } from '../config.ts';
import { type Db, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { precompiled } from './precompiled.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'carreras-precompiled-'));
let database: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase(dir);
  drop = fresh.drop;
  database = openDatabase(databaseConfigFromUrl(fresh.url, dir));
  await migrateToLatest(database);
  const at = { descripcion: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
  await database.db
    .insertInto('races')
    .values([
      { nombre: 'Uno', activo: true, ...at },
      { nombre: 'Dos', activo: false, ...at },
      { nombre: 'Tres', activo: true, ...at },
    ])
    .execute();
});
afterAll(async () => {
  await database.close();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

// A value used twice, a string, and constants of the query's own (the flag, the limit) that stay as they are.
const build = (db: Db['db'], v: { from: number; name: string }) =>
  db
    .selectFrom('races')
    .select(['id', 'nombre'])
    .where((w) => w.or([w('id', '>=', v.from), w('nombre', '=', v.name)]))
    .where('activo', '=', true)
    .where('id', '<', 1_000_000)
    .orderBy('id')
    .limit(10);
const run = precompiled({ from: 0, name: '' }, build);

describe('a precompiled query', () => {
  it('answers as the same query built for each set of values', async () => {
    for (const values of [
      { from: 1, name: 'x' },
      { from: 3, name: 'Uno' },
      { from: 99, name: 'Dos' },
      { from: 2, name: 'Tres' },
    ]) {
      const built = await build(database.db, values).execute();
      const { rows } = await run(database.db, values);
      expect(rows, JSON.stringify(values)).toEqual(built);
    }
  });

  it('runs inside a transaction and is counted as a statement', async () => {
    const before = database.queryCount();
    const rows = await database.db
      .transaction()
      .execute(async (trx) => (await run(trx, { from: 3, name: 'Uno' })).rows);
    expect(rows.map((r) => r.nombre)).toEqual(['Uno', 'Tres']);
    expect(database.queryCount() - before).toBe(1);
  });
});
