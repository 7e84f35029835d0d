import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { runnerPayload } from './test-app.ts';

let lines = '';
let db: Db;
let dir: string;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'carreras-logs-'));
  const config = loadConfig({
    DATA_DIR: dir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'trace',
    WEB_DIST: dir,
  });
  db = openDatabase(config.database);
  await migrateToLatest(db);
  await seedIfEmpty(db.db);
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines += chunk.toString();
      callback();
    },
  });
  app = await buildApp({ config, db, logStream: stream });
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('request logs', () => {
  it('record requests at the most verbose level without passwords or tokens', async () => {
    const payload = runnerPayload({ password: 'clave-secreta-registro' });
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    const token = registered.json().token as string;
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { dni: payload.dni, password: 'clave-incorrecta-x', type: 'runner' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'clave-secreta-registro', newPassword: 'clave-secreta-nueva' },
    });
    await app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });

    expect(lines).toContain('/api/auth/login');
    for (const secret of [
      'clave-secreta-registro',
      'clave-incorrecta-x',
      'clave-secreta-nueva',
      token,
      token.split('.')[2]!,
    ]) {
      expect(lines).not.toContain(secret);
    }
    // Health data is not logged either.
    expect(lines).not.toContain(payload.obraSocial);
  });
});
