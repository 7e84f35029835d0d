import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Db, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { bootstrapAdmin } from '../src/modules/admins/bootstrap-admin.ts';
import { freshDatabase } from './fresh-database.ts';

export const TEST_ADMIN = { dni: '20111222', password: 'clave-admin-1', nombre: 'Ana Admin' };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** The database the suite runs on: SQLite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * A real app on a fresh database: a new SQLite file, or a new PostgreSQL schema (so test files
 * stay isolated and may run in parallel on one database). With `shareDatabaseOf`, a second server
 * process on the database of another test app (which keeps the job of removing it).
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    shareDatabaseOf?: TestApp;
    /** Rewrites the database address the app connects to (through a proxy a test can cut). */
    databaseUrl?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carreras-test-'));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  let databaseUrl: string;
  const shared = options.shareDatabaseOf?.config.database;
  if (shared) {
    databaseUrl = shared.kind === 'postgres' ? shared.url : `file:${shared.file}`;
  } else {
    const fresh = await freshDatabase(dir);
    databaseUrl = fresh.url;
    cleanups.push(fresh.drop);
  }

  const config = loadConfig({
    DATABASE_URL: options.databaseUrl ? options.databaseUrl(databaseUrl) : databaseUrl,
    DATA_DIR: dir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_DNI: TEST_ADMIN.dni,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_NOMBRE: TEST_ADMIN.nombre,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dir, 'no-web-build'),
    ...options.env,
  });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  if (options.seed !== false) await seedIfEmpty(db.db);
  await bootstrapAdmin(db.db, config.bootstrapAdmin);
  // Every answer of every suite is also serialized by zod and compared (see lib/response-serializer.ts).
  const app = await buildApp({ config, db, logger: false, responseSerializer: 'verify' });
  await app.ready();

  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}

let addressCounter = 0;
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

let dniCounter = 0;
/** A DNI no other runner of this test run has. */
export function uniqueDni(): string {
  dniCounter += 1;
  return String(30_000_000 + ((process.pid * 1000 + dniCounter) % 9_000_000));
}

export function runnerPayload(overrides: Record<string, unknown> = {}) {
  return {
    nombre: 'María José',
    apellido: 'Núñez',
    dni: uniqueDni(),
    sexo: 'F',
    fechaNacimiento: '1990-05-20',
    email: 'maria@example.com',
    whatsapp: '+54 381 555-1234',
    telefono: '(381) 555-9876',
    pais: 'Argentina',
    provincia: 'Tucumán',
    obraSocial: 'OSDE',
    grupoSanguineo: 'O+',
    alergia: '',
    password: 'secreto1',
    ...overrides,
  };
}

export async function registerRunner(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = runnerPayload(overrides);
  // A distinct address per registration keeps fixtures clear of the per-address registration limit.
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; user: { id: number; dni: string } };
  return { ...body, payload };
}

export async function loginAdmin(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { dni: TEST_ADMIN.dni, password: TEST_ADMIN.password, type: 'admin' },
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The `call` of an API test file: a request as `token` (anonymous without one), each from an address of its own
 * so the per-address limits of a crowd never count a suite's requests together. `app` is read at call time, as
 * files create their app in `beforeAll`.
 */
export function apiCaller(app: () => FastifyInstance) {
  return (method: Method, url: string, token?: string, payload?: object) =>
    app().inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
}

export interface AdminSuite {
  t: TestApp;
  adminToken: string;
  call: ReturnType<typeof apiCaller>;
}

/**
 * The opening most API test files share: a fresh app with the administrator signed in before the file's tests,
 * closed after them. Read `suite.t` and `suite.adminToken` inside tests (they are set in `beforeAll`).
 */
export function adminSuite(options?: Parameters<typeof createTestApp>[0]): AdminSuite {
  const suite: AdminSuite = { t: undefined as unknown as TestApp, adminToken: '', call: apiCaller(() => suite.t.app) };
  beforeAll(async () => {
    suite.t = await createTestApp(options);
    suite.adminToken = await loginAdmin(suite.t.app);
  });
  afterAll(async () => suite.t?.close());
  return suite;
}

/** Enrols through the API as the token's runner or an admin, from an address of its own; anything but 201 throws. */
export async function enrolThroughApi(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/inscriptions',
    headers: bearer(token),
    payload: body,
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`enrol failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number };
}
