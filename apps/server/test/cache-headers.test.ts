import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_RESULTS_CACHE } from '../src/modules/results/results.routes.ts';
import { insertEvent } from './fixtures.ts';
import {
  bearer,
  createTestApp,
  enrolThroughApi,
  loginAdmin,
  nextAddress,
  registerRunner,
  type TestApp,
} from './test-app.ts';

/**
 * Every registered API route, called by someone it lets in: what a token unlocks and every write answer
 * `Cache-Control: no-store`; public reads keep their own caching. The route list comes from the server,
 * so a new route is covered without a line here.
 */
let t: TestApp;
let dist: string;
let adminToken: string;
let runner: { id: number; token: string };
let eventId: number;
let inscriptionId: number;
let championshipId: number;

/** Query strings the private reads need to answer 200 (the rest answer 200 from their path alone). */
const QUERIES: Record<string, () => string> = {
  'GET /api/inscriptions': () => `runnerId=${runner.id}`,
  'GET /api/inscriptions/available-categories': () => `runnerId=${runner.id}&distance=66&eventId=${eventId}`,
  'GET /api/admin/inscriptions': () => `runnerId=${runner.id}`,
  'GET /api/admin/events/:eventId/check-in': () => 'q=corredor',
  'GET /api/inscriptions/categories-and-distances': () => `eventId=${eventId}`,
  'GET /api/categories': () => 'race_id=1',
  'GET /api/results/:eventId/export': () => 'distance=66',
  'GET /api/inscriptions/partner-check': () => `eventId=${eventId}&distancia=66&categoria=E-BIKE&partnerDni=30111222`,
};

function concretePath(method: string, url: string): string {
  const filled = url
    .replace(':eventId', String(eventId))
    .replace(':number', '7')
    .replace(':kind', 'corredores')
    .replace(
      ':id',
      url.startsWith('/api/inscriptions') || url.startsWith('/api/admin/inscriptions')
        ? String(inscriptionId)
        : url.includes('/runners/')
          ? String(runner.id)
          : url.startsWith('/api/championships') || url.startsWith('/api/admin/championships')
            ? String(championshipId)
            : String(eventId),
    );
  // The streams of an unknown event answer at once instead of staying open.
  if (url.endsWith('/stream')) return '/api/results/999999/stream';
  if (url.endsWith('/changes')) return '/api/timing/999999/changes';
  const rest = filled.replace(/:\w+/g, '7');
  const query = QUERIES[`${method} ${url}`]?.();
  return query ? `${rest}?${query}` : rest;
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'carreras-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST: dist } });
  adminToken = await loginAdmin(t.app);
  eventId = await insertEvent(t.db.db, { permiteParejas: true });
  const registered = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1995-05-05' });
  runner = { id: registered.user.id, token: registered.token };
  inscriptionId = (
    await enrolThroughApi(t.app, runner.token, { runnerId: runner.id, eventId, distancia: 66, categoria: 'E-BIKE' })
  ).id;
  // Timing configured and a bib given, so the timing and results reads answer 200 too.
  const setup = [
    { method: 'POST', url: '/api/timing-config', payload: { eventId, config: { '66': { laps: 1, enabled: true } } } },
    { method: 'PATCH', url: `/api/inscriptions/${inscriptionId}/assign-dorsal/7` },
  ] as const;
  for (const call of setup) {
    const response = await t.app.inject({ ...call, headers: bearer(adminToken) });
    if (response.statusCode >= 300) throw new Error(`${call.url}: ${response.statusCode} ${response.body}`);
  }
  // A championship of that event, so its administrator's reads answer 200 too.
  const championship = await t.app.inject({
    method: 'POST',
    url: '/api/championships',
    headers: bearer(adminToken),
    payload: { nombre: 'Campeonato de prueba', anio: 2026, eventIds: [eventId], publicado: true },
  });
  if (championship.statusCode !== 201) throw new Error(`championship: ${championship.statusCode} ${championship.body}`);
  championshipId = championship.json<{ id: number }>().id;
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('Cache-Control by declared access', () => {
  it('is no-store on a public read made with a session (admins see inactive events there)', async () => {
    for (const token of [adminToken, runner.token]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/events', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('is no-store on the refusal of a private route too', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const runnerOnAdmin = await t.app.inject({ method: 'GET', url: '/api/runners', headers: bearer(runner.token) });
    expect(runnerOnAdmin.statusCode).toBe(403);
    expect(runnerOnAdmin.headers['cache-control']).toBe('no-store');
  });

  it('leaves public reads, the landing and the static files with their own caching', async () => {
    for (const url of ['/api/events', `/api/events/${eventId}/categories`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(500);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
    const live = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}` });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe(PUBLIC_RESULTS_CACHE);
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
  // Last: its writes include logouts, which end the sessions the other tests use.
  it('is no-store on every answer a token unlocks and on every write, and never on public reads', async () => {
    const wrong: string[] = [];
    let privateReadsAnswered = 0;
    // Reads first: a write such as a logout ends the session the later calls use (they must still say no-store).
    const routes = [...t.app.apiRoutes].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const { method, url, access } of routes) {
      const token =
        access === 'public' ? null : access === 'runner' || access === 'runner_or_admin' ? runner.token : adminToken;
      const response = await t.app.inject({
        method: method as 'GET',
        url: concretePath(method, url),
        headers: token ? bearer(token) : {},
        remoteAddress: nextAddress(),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const cacheControl = response.headers['cache-control'];
      const publicRead = access === 'public' && method === 'GET';
      // A volunteer's control screen is opened by a token in its path, never kept (decision 019).
      const tokenInPath = url.startsWith('/api/control/');
      if (publicRead && String(cacheControl ?? '').includes('no-store') && !url.endsWith('/stream') && !tokenInPath) {
        wrong.push(`${method} ${url} (${response.statusCode}) is public but answered no-store`);
      }
      if (!publicRead && cacheControl !== 'no-store') {
        wrong.push(`${method} ${url} (${response.statusCode}) answered cache-control ${cacheControl}`);
      }
      // The timing changes stream's 200 never ends (timing-changes.routes.test.ts checks its no-store).
      if (!publicRead && method === 'GET' && !url.endsWith('/changes')) {
        // The success answer itself, not only an error, must be the one carrying it.
        if (response.statusCode !== 200)
          wrong.push(`${method} ${url} answered ${response.statusCode} ${response.body.slice(0, 100)}`);
        else privateReadsAnswered += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(privateReadsAnswered).toBeGreaterThan(15);
  }, 60_000);
});
