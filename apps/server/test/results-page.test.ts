import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

// The public results page (/results/{id}, /resultados/{id}) arrives with the answer of GET /api/results/{id}
// for its own filter and its heading already painted (plugins/results-page.ts, web-app.ts).
describe('the public results page', () => {
  const entry = '<script type="module" crossorigin src="/assets/index-a.js"></script>';
  const shell = `<!doctype html><html lang="es"><head><title>x</title>${entry}</head><body><div id="root"></div></body></html>`;
  let t: TestApp;
  let auth: { authorization: string };

  /** The block's text and the #root's content of a page; undefined when the page has none. */
  const parts = (html: string) => ({
    block: html.match(/<script type="application\/json" id="results-page-data">(.*?)<\/script>/s)?.[1],
    root: html.match(/<div id="root">(.*)<\/div><\/body>/s)?.[1],
  });
  const configureTiming = (eventId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: 1, enabled: true }, '66': { laps: 2, enabled: true } } },
    });
  const yesterday = () => {
    const date = new Date(`${todayInOrganiserZone()}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 1);
    return date.toISOString().slice(0, 10);
  };

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'carreras-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), shell);
    t = await createTestApp({ env: { WEB_DIST: dist } });
    auth = bearer(await loginAdmin(t.app));
  });
  afterAll(() => t?.close());

  it('carries the answer the page would ask for, byte for byte, and its heading', async () => {
    const eventId = await insertEvent(t.db.db, { fecha: yesterday() });
    expect((await configureTiming(eventId)).statusCode).toBe(200);

    const page = await t.app.inject({ method: 'GET', url: `/results/${eventId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}` });
    expect(api.statusCode).toBe(200);
    const { block, root } = parts(page.body);
    expect(block).toBe(`{"eventId":${eventId},"distance":null,"group":null,"results":${api.body}}`);
    // A past event's results are final: the heading React renders first.
    expect(root).toContain('<h1>Resultados finales</h1>');
    // Drawn in the loader's place too, while React's first screen waits for the page's chunk.
    expect(page.body).toMatch(/<style id="results-first-paint">.*content:'Resultados finales'.*<\/style><\/head>/s);
    // The entry is fetched after the stylesheet (the first paint does not need it); nothing else of the shell changes.
    expect(
      page.body
        .replace(/<script type="application\/json".*?<\/script>/s, '')
        .replace(/<style id="results-first-paint">.*?<\/style>/s, '')
        .replace(/<div id="root">.*<\/div>/s, ''),
    ).toBe(shell.replace('<div id="root"></div>', '').replace('type="module" ', 'type="module" fetchpriority="low" '));
  });

  it('asks with the filter of the address, as the page reads it, under both addresses', async () => {
    const eventId = await insertEvent(t.db.db);
    await configureTiming(eventId);
    const page = await t.app.inject({ method: 'GET', url: `/resultados/${eventId}?view=general&distance=66&group=x` });
    const api = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=66` });
    expect(api.json().distance).toBe(66);
    expect(parts(page.body).block).toBe(`{"eventId":${eventId},"distance":66,"group":null,"results":${api.body}}`);
    const heading = api.json().finished ? 'Resultados finales' : 'Resultados en vivo';
    expect(parts(page.body).root).toContain(`<h1>${heading}</h1>`);
  });

  it('sends it compressed to a client that accepts it', async () => {
    const eventId = await insertEvent(t.db.db);
    await configureTiming(eventId);
    const page = await t.app.inject({
      method: 'GET',
      url: `/results/${eventId}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(parts(brotliDecompressSync(page.rawPayload).toString()).block).toContain(`"eventId":${eventId}`);
  });

  it('keeps text typed into an event from closing the data block', async () => {
    const nombre = 'Rally </script><script>alert(1)</script> <!-- fin';
    const eventId = await insertEvent(t.db.db, { nombre });
    await configureTiming(eventId);
    const page = await t.app.inject({ method: 'GET', url: `/results/${eventId}` });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.match(/<script/g)).toHaveLength(2);
    expect(JSON.parse(parts(page.body).block as string).results.eventName).toBe(nombre);
  });

  it('sends the plain app shell for an unknown event, an id that is not one, or an event without timing', async () => {
    const withoutTiming = await insertEvent(t.db.db);
    for (const url of ['/results/987654', '/resultados/abc', '/results/0', `/results/${withoutTiming}`]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(shell);
    }
    // Never kept: once its timing is configured, the same address carries its results.
    await configureTiming(withoutTiming);
    const page = await t.app.inject({ method: 'GET', url: `/results/${withoutTiming}` });
    expect(parts(page.body).block).toContain(`"eventId":${withoutTiming}`);
  });

  it('leaves out an answer too large to be worth it: the page asks for it itself', async () => {
    const eventId = await insertEvent(t.db.db, { nombre: `Edición ${'larga '.repeat(12_000)}` });
    await configureTiming(eventId);
    const api = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}` });
    expect(api.rawPayload.length).toBeGreaterThan(64 * 1024);
    const page = await t.app.inject({ method: 'GET', url: `/results/${eventId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(shell);
  });

  it("keeps the hints of the page's chunks, with or without the data", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'carreras-web-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), shell);
    const manifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true },
      'src/app/routes/public-results.tsx': { file: 'assets/public-results-b.js', imports: ['index.html'] },
    };
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const own = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      const eventId = await insertEvent(own.db.db);
      await own.app.inject({
        method: 'POST',
        url: '/api/timing-config',
        headers: bearer(await loginAdmin(own.app)),
        payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
      });
      for (const url of [`/results/${eventId}?distance=33`, '/resultados/987654']) {
        const page = await own.app.inject({ method: 'GET', url });
        expect(page.headers.link, url).toBe('</assets/public-results-b.js>; rel=modulepreload');
      }
      expect(parts((await own.app.inject({ method: 'GET', url: `/results/${eventId}` })).body).block).toBeDefined();
    } finally {
      await own.close();
    }
  });
});
