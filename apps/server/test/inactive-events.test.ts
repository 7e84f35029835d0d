import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, registerRunner, type TestApp } from './test-app.ts';

/**
 * An inactive event is not published: every public read that names it answers anyone but an administrator
 * exactly what it answers for an event that does not exist, while active editions, past ones included, stay
 * public (plugins/event-visibility.ts).
 */
let t: TestApp;
let origin: string;
let admin: Record<string, string>;
let runner: Record<string, string>;
/** An inactive event with results, a rider who finished, and its public list of inscriptos on. */
let hidden: number;
/** The same, active and already run: a past edition. */
let past: number;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'carreras-web-'));

const MISSING = 999_999;
const BIB = 8;

async function eventWithResults(options: { activo: boolean; fecha: string }) {
  const eventId = await insertEvent(t.db.db, options);
  const configured = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: admin,
    payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
  });
  expect(configured.statusCode).toBe(200);
  await insertRider(t.db.db, eventId, BIB);
  const recorded = await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: admin,
    payload: { clientId: randomUUID(), dorsal: BIB, time: 3_600_000, timestamp: Date.now() },
  });
  expect(recorded.statusCode).toBe(201);
  await t.db.db
    .insertInto('event_registration')
    .values({ event_id: eventId, cupo_total: null, lista_publica: true })
    .execute();
  return eventId;
}

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Carreras</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://carreras.example' } });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = bearer(await loginAdmin(t.app));
  runner = bearer((await registerRunner(t.app)).token);
  hidden = await eventWithResults({ activo: false, fecha: '2025-04-06' });
  past = await eventWithResults({ activo: true, fecha: '2025-04-06' });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** Every public API route that names an event, as registered: a new one is covered here without a line. */
function publicEventRoutes(): string[] {
  const urls = t.app.apiRoutes
    .filter((r) => r.method === 'GET' && r.access === 'public')
    .map((r) => r.url)
    .filter((url) => /\/:eventId(\/|$)/.test(url) || /^\/api\/events\/:id(\/|$)/.test(url));
  return [...urls, '/api/inscriptions/categories-and-distances?eventId=:eventId'];
}

const urlFor = (route: string, eventId: number) =>
  route.replace(/:eventId|:id/g, String(eventId)).replace(':dorsal', String(BIB));

/** Status and body of a read; a live stream that opens is read over the network and closed at once. */
async function read(url: string, headers: Record<string, string> = {}) {
  if (url.endsWith('/stream')) {
    const controller = new AbortController();
    const response = await fetch(`${origin}${url}`, {
      headers: { ...headers, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const body = response.status === 200 ? '' : await response.text();
    controller.abort();
    return { status: response.status, body };
  }
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.body };
}

describe('public reads of an inactive event', () => {
  it('covers the event, its categories, registration, list, results, stream and every results hub read', () => {
    const routes = publicEventRoutes();
    for (const route of [
      '/api/events/:id',
      '/api/events/:id/categories',
      '/api/events/:id/registration',
      '/api/events/:id/inscriptos',
      '/api/results/:eventId',
      '/api/results/:eventId/stream',
      '/api/results/:eventId/riders',
      '/api/results/:eventId/riders/:dorsal',
      '/api/results/:eventId/riders/:dorsal/diploma.pdf',
      '/api/results/:eventId/riders/:dorsal/card.png',
      '/api/results/:eventId/podium',
      '/api/results/:eventId/finish-line',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('answer visitors and runners as if the event did not exist', async () => {
    for (const [who, headers] of [
      ['visitor', {}],
      ['runner', runner],
    ] as const) {
      for (const route of publicEventRoutes()) {
        const answer = await read(urlFor(route, hidden), headers);
        const missing = await read(urlFor(route, MISSING), headers);
        expect(answer.status, `${who} ${route}`).toBe(404);
        expect(answer, `${who} ${route}`).toEqual(missing);
        expect(JSON.parse(answer.body), `${who} ${route}`).toEqual({
          error: 'NOT_FOUND',
          message: 'Evento no encontrado',
        });
      }
    }
  });

  it('are answered to administrators', async () => {
    for (const route of publicEventRoutes()) {
      expect((await read(urlFor(route, hidden), admin)).status, route).toBe(200);
    }
  });

  it('leave the results of an active past edition public', async () => {
    for (const route of publicEventRoutes()) {
      expect((await read(urlFor(route, past))).status, route).toBe(200);
    }
    const editions = (await read('/api/results')).body;
    const ids = (JSON.parse(editions) as { editions: { eventId: number }[] }).editions.map((e) => e.eventId);
    expect(ids).toContain(past);
    expect(ids).not.toContain(hidden);
  });

  it('give the rider page no preview of an inactive event', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/resultados/${hidden}/${BIB}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('og:');
    expect((await t.app.inject({ method: 'GET', url: `/resultados/${past}/${BIB}` })).body).toContain('og:title');
  });

  it('follow activation and deactivation at once', async () => {
    const eventId = await insertEvent(t.db.db, { activo: false });
    const anonymous = () => read(`/api/events/${eventId}`);
    expect((await anonymous()).status).toBe(404);
    const event = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}`, headers: admin })).json();
    const save = (activo: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/events/${eventId}`,
        headers: admin,
        payload: {
          nombre: event.nombre,
          race_id: event.race_id,
          fecha: event.fecha,
          lugar: event.lugar,
          activo,
          fechaAperturaInscripciones: event.fechaAperturaInscripciones,
          fechaCierreInscripciones: event.fechaCierreInscripciones,
          categorias: event.categorias,
        },
      });
    expect((await save(true)).statusCode).toBe(200);
    expect((await anonymous()).status).toBe(200);
    expect((await save(false)).statusCode).toBe(200);
    expect((await anonymous()).status).toBe(404);
  });
});
