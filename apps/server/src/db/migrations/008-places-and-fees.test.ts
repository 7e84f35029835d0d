import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConfigFromUrl } from '../../config.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { type Db, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { initialMigration } from './001-initial.ts';
import { timingMigration } from './003-timing.ts';
import { rateLimitsMigration } from './004-rate-limits.ts';
import { pairConsentMigration } from './005-pair-consent.ts';
import { loginFailuresMigration } from './006-login-failures.ts';
import { timingIndexesMigration } from './007-timing-indexes.ts';

/**
 * Migration 008 on a database made before it, with data: existing inscriptions keep no price and no payment
 * report, events have no limits, and the waiting list is one entry per runner and event. SQLite by default,
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
let db: Db;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carreras-migration-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  let url = `file:${path.join(dir, 'old.db')}`;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const withPath = new URL(pgUrl);
    withPath.searchParams.set('options', `-c search_path=${schema}`);
    url = withPath.toString();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    });
  }
  db = openDatabase(databaseConfigFromUrl(url, dir));
  const schema =
    db.dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db.db)).rows[0]?.s
      : undefined;
  // The database as it was before places and fees: migrations 001 to 007.
  const before = new Migrator({
    db: db.db,
    migrationTableSchema: schema,
    provider: {
      getMigrations: async () => ({
        '001-initial': initialMigration(db.dialect),
        '003-timing': timingMigration(db.dialect),
        '004-rate-limits': rateLimitsMigration(),
        '005-pair-consent': pairConsentMigration(),
        '006-login-failures': loginFailuresMigration(),
        '007-timing-indexes': timingIndexesMigration(),
      }),
    },
  });
  const { error } = await before.migrateToLatest();
  if (error) throw error;
});
afterAll(async () => {
  await db?.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const now = new Date().toISOString();

async function runner(old: Kysely<Database>, dni: string): Promise<number> {
  const row = await old
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
}

describe('migration 008-places-and-fees', () => {
  it('runs on a database with inscriptions, leaving them unpriced, and refuses a runner waiting twice', async () => {
    const old = db.db;
    const race = await old
      .insertInto('races')
      .values({ nombre: 'MTB', descripcion: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await old
      .insertInto('events')
      .values({
        race_id: race.id,
        nombre: 'Edición vieja',
        fecha: '2025-04-13',
        lugar: 'Tucumán',
        descripcion: null,
        fecha_apertura_inscripciones: '2025-04-01',
        fecha_cierre_inscripciones: '2025-04-10',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const holder = await runner(old, '30000011');
    const waiting = await runner(old, '30000012');
    await old
      .insertInto('inscriptions')
      .values({
        runner_id: holder,
        event_id: event.id,
        distancia: 66,
        categoria: 'E-BIKE',
        pago_confirmado: true,
        created_at: now,
        updated_at: now,
      })
      .execute();

    await migrateToLatest(db);

    const rows = await db.db
      .selectFrom('inscriptions')
      .select(['precio_unitario', 'pago_informado_at', 'pago_referencia', 'promovida_at', 'pago_confirmado'])
      .execute();
    expect(rows).toEqual([
      {
        precio_unitario: null,
        pago_informado_at: null,
        pago_referencia: null,
        promovida_at: null,
        pago_confirmado: true,
      },
    ]);
    expect(await db.db.selectFrom('event_registration').selectAll().execute()).toEqual([]);
    const entry = {
      event_id: event.id,
      runner_id: waiting,
      category_id: null,
      distancia: 66,
      categoria: 'E-BIKE',
      created_at: now,
    };
    await db.db.insertInto('waiting_list').values(entry).execute();
    const twice = await db.db
      .insertInto('waiting_list')
      .values(entry)
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(twice)).toBe(true);
  });
});
