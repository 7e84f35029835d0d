import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  const web = path.join(dir, 'web');
  mkdirSync(web);
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><html lang="es"><head></head><body></body></html>');
  const config = loadConfig({
    DATA_DIR: dir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'trace',
    WEB_DIST: web,
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

  it('log the path of a request without its query string', async () => {
    lines = '';
    await app.inject({ method: 'GET', url: '/api/events?active=true&buscar=dato-en-la-consulta' });
    await app.inject({ method: 'GET', url: '/resultados?token=secreto-en-la-url' });
    expect(lines).toContain('/api/events');
    expect(lines).not.toContain('dato-en-la-consulta');
    expect(lines).not.toContain('secreto-en-la-url');
    expect(lines).not.toContain('active=true');
  });

  it("log a volunteer link's path without its token (decision 019)", async () => {
    lines = '';
    const token = 'enlace-de-control-secreto-0123456789abcdef';
    await app.inject({ method: 'GET', url: `/api/control/${token}` });
    await app.inject({ method: 'POST', url: `/api/control/${token}/passages`, payload: { passages: [] } });
    await app.inject({ method: 'GET', url: `/control/${token}` });
    expect(lines).toContain('/api/control/…/passages');
    expect(lines).toContain('"/control/…"');
    expect(lines).not.toContain(token);
  });

  it('log a visit to the landing page once, not the API answers the server reads for it', async () => {
    lines = '';
    const landing = await app.inject({ method: 'GET', url: '/' });
    expect(landing.body).toContain('id="landing-data"');
    const logged = lines
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    const incoming = logged.filter((entry) => entry.msg === 'incoming request').map((entry) => entry.req?.url);
    expect(incoming).toEqual(['/']);

    // A client cannot hide its own requests by sending the header.
    lines = '';
    await app.inject({ method: 'GET', url: '/api/events', headers: { 'x-carreras-internal': 'adivinanza' } });
    expect(lines).toContain('/api/events');
  });
});
