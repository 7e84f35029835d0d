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

/**
 * Migration 005 on a database made before it, with data: existing pairs stay confirmed, and one pair per
 * partner and event is then a constraint. SQLite by default, PostgreSQL when TEST_DATABASE_URL is set.
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
  // The database as it was before pair consent: migrations 001 to 004 only.
  const before = new Migrator({
    db: db.db,
    migrationTableSchema: schema,
    provider: {
      getMigrations: async () => ({
        '001-initial': initialMigration(db.dialect),
        '003-timing': timingMigration(db.dialect),
        '004-rate-limits': rateLimitsMigration(),
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

describe('migration 005-pair-consent', () => {
  it('keeps the pairs of an existing database confirmed and makes one pair per partner and event a rule', async () => {
    // Data as the code before pair consent wrote it (no partner_pending column yet).
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
        permite_parejas: true,
        fecha_apertura_inscripciones: '2025-04-01',
        fecha_cierre_inscripciones: '2025-04-10',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [holder, partner, solo, other] = [
      await runner(old, '30000001'),
      await runner(old, '30000002'),
      await runner(old, '30000003'),
      await runner(old, '30000004'),
    ];
    const inscription = (runnerId: number, partnerId: number | null) =>
      old
        .insertInto('inscriptions')
        .values({
          runner_id: runnerId,
          event_id: event.id,
          distancia: 66,
          categoria: 'E-BIKE',
          es_equipo: partnerId !== null,
          partner_runner_id: partnerId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const pair = await inscription(holder, partner);
    const alone = await inscription(solo, null);

    await migrateToLatest(db);

    const rows = await db.db
      .selectFrom('inscriptions')
      .select(['id', 'partner_pending', 'es_equipo', 'partner_runner_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: pair.id, partner_pending: false, es_equipo: true, partner_runner_id: partner },
      { id: alone.id, partner_pending: false, es_equipo: false, partner_runner_id: null },
    ]);

    // A second inscription naming the same partner in the event is refused by the database.
    const duplicate = await db.db
      .insertInto('inscriptions')
      .values({
        runner_id: other,
        event_id: event.id,
        distancia: 66,
        categoria: 'E-BIKE',
        partner_runner_id: partner,
        partner_pending: true,
        created_at: now,
        updated_at: now,
      })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate, 'partner_runner_id')).toBe(true);
    // Solo inscriptions (no partner) are many per event.
    await expect(inscription(other, null)).resolves.toBeDefined();
  });
});
