import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/test-app.ts';
import { insertRider } from '../timing/timing-test-helpers.ts';

let t: TestApp;
let eventId: number;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'carreras-web-'));

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Carreras</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://carreras.example/' } });
  const auth = bearer(await loginAdmin(t.app));
  eventId = await insertEvent(t.db.db, { fecha: '2025-04-06', nombre: 'Rally "Quebrada" & Cerro' });
  await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
  });
  await insertRider(t.db.db, eventId, 8, { apellido: 'Aráoz' });
  await insertRider(t.db.db, eventId, 9);
  await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), dorsal: 8, time: 3_600_000, timestamp: Date.now() },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** As a client may send it: the Host header is the client's to write, so it must never reach the page. */
const page = (url: string, app = t.app) => app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });

describe('GET /resultados/:eventId/:dorsal (the web app with link-preview tags)', () => {
  it("serves the app with Open Graph tags pointing at the rider's share card, at the configured address", async () => {
    const response = await page(`/resultados/${eventId}/8`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(
      '<meta property="og:title" content="Corredor Aráoz · Rally &quot;Quebrada&quot; &amp; Cerro">',
    );
    expect(html).toContain(
      `<meta property="og:image" content="https://carreras.example/api/results/${eventId}/riders/8/card.png">`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1080">');
    expect(html).toContain(`<meta property="og:url" content="https://carreras.example/resultados/${eventId}/8">`);
    expect(html).not.toContain('evil.example');
    expect(html).toMatch(
      /<meta property="og:description" content="33 km en 1:00:00\.00 · 1º en [^"]+ · 1º en la general">/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The card the tags point at is there.
    const card = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/8/card.png` });
    expect(card.statusCode).toBe(200);
  });

  it('writes no absolute address at all without a configured public address, whatever the Host header says', async () => {
    const unset = await createTestApp({ shareDatabaseOf: t, env: { WEB_DIST: webDist } });
    try {
      for (const headers of [{ host: 'evil.example' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' }]) {
        const html = (await unset.app.inject({ method: 'GET', url: `/resultados/${eventId}/8`, headers })).body;
        expect(html).toContain('<meta property="og:title" content="Corredor Aráoz');
        expect(html).not.toContain('evil.example');
        expect(html).not.toContain('og:url');
        expect(html).not.toContain('og:image');
        expect(html).toContain('<meta name="twitter:card" content="summary">');
      }
    } finally {
      await unset.close();
    }
  });

  it('gives a rider without a time a preview without image, with their status', async () => {
    const html = (await page(`/resultados/${eventId}/9`)).body;
    expect(html).toContain('og:title');
    expect(html).not.toContain('og:image');
    // The event is over and 9 has no passage: they never started.
    expect(html).toMatch(/<meta property="og:description" content="33 km · [^"]+ · No largó \(DNS\)">/);
  });

  it('serves the plain app for the podium, the finish-line screen and unknown riders', async () => {
    for (const url of [
      `/resultados/${eventId}/podio`,
      `/resultados/${eventId}/pantalla`,
      `/resultados/${eventId}/77`,
      '/resultados/999999/1',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('og:');
    }
  });
});

describe('the rider page and the public read limit', () => {
  it('counts in the per-address budget of the public results reads, and answers 429 with the plain page beyond it', async () => {
    const limited = await createTestApp({
      shareDatabaseOf: t,
      env: { WEB_DIST: webDist, RESULTS_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const from = (remoteAddress: string) => (url: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress });
      const visitor = from('203.0.113.7');
      // The rider page and the API's reads draw on one budget.
      expect((await visitor(`/resultados/${eventId}/8`)).statusCode).toBe(200);
      expect((await visitor(`/api/results/${eventId}/riders/8`)).statusCode).toBe(200);
      expect((await visitor(`/resultados/${eventId}/8`)).statusCode).toBe(200);
      const refused = await visitor(`/resultados/${eventId}/8`);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toContain('<div id="root"></div>');
      expect(refused.body).not.toContain('og:');
      expect((await visitor(`/api/results/${eventId}/riders/8`)).statusCode).toBe(429);
      // Another address keeps its own budget.
      expect((await from('203.0.113.8')(`/resultados/${eventId}/8`)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
