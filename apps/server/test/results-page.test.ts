import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { resultsVersion } from '@carreras/domain/results/results-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHead } from '../src/plugins/results-page.ts';
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
    expect(block).toBe(
      `{"eventId":${eventId},"distance":null,"group":null,"heading":"Resultados finales","results":${api.body}}`,
    );
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
    const heading = api.json().finished ? 'Resultados finales' : 'Resultados en vivo';
    expect(parts(page.body).block).toBe(
      `{"eventId":${eventId},"distance":66,"group":null,"heading":"${heading}","results":${api.body}}`,
    );
    expect(parts(page.body).root).toContain(`<h1>${heading}</h1>`);
    // The answer is in the page: nothing to preload.
    expect(page.body).not.toContain('rel="preload"');
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

  it('sends a large answer as a hint: the heading painted, the answer preloaded for the page to ask', async () => {
    // Text in the event's name that reads like the answer's own members: the heading comes from `finished`.
    const nombre = `Edición ","finished":false,"overall":[] ${'larga '.repeat(12_000)}`;
    const cases = [
      { fecha: yesterday(), heading: 'Resultados finales' },
      { fecha: undefined, heading: 'Resultados en vivo' },
    ];
    for (const { fecha, heading } of cases) {
      const eventId = await insertEvent(t.db.db, { nombre, fecha });
      await configureTiming(eventId);
      const api = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=66` });
      expect(api.rawPayload.length).toBeGreaterThan(64 * 1024);
      expect(api.json().finished).toBe(heading === 'Resultados finales');
      const page = await t.app.inject({ method: 'GET', url: `/results/${eventId}?distance=66` });
      expect(page.statusCode).toBe(200);
      const { block, root } = parts(page.body);
      // Event, filter, heading and the answer's version (for the page's live stream): no results in the page.
      const version = resultsVersion(api.json());
      expect(JSON.parse(block as string)).toEqual({ eventId, distance: 66, group: null, heading, version });
      expect(root).toContain(`<h1>${heading}</h1>`);
      expect(page.body).toMatch(
        new RegExp(`<style id="results-first-paint">.*content:'${heading}'.*</style></head>`, 's'),
      );
      // The address the page asks, as it asks it (same origin, cors: `crossorigin`), so the browser uses it.
      expect(page.body).toContain(
        `<link rel="preload" href="/api/results/${eventId}?distance=66" as="fetch" crossorigin><script type="application/json"`,
      );
      expect(page.body.length).toBeLessThan(shell.length + 8 * 1024);
    }
  });

  it("reads a large answer's heading from the head of its JSON, or from all of it when the head does not read", () => {
    const lists = '"overall":[{"id":1,"finished":false}],"categories":[]';
    const head = (json: string) => answerHead(Buffer.from(json));
    // Text of a name that reads like the lists' key (a backslash, a quote) is escaped in its string.
    const eventName = 'a \\","overall":[],"finished":false,"x":"';
    const json = `{"eventId":7,"eventName":${JSON.stringify(eventName)},"finished":true,${lists}}`;
    expect(head(json)).toEqual({ eventId: 7, eventName, finished: true });
    // Members in another order: the whole answer is read.
    expect(head(`{"eventId":7,${lists},"finished":false}`)).toMatchObject({ eventId: 7, finished: false });
    expect(head(`{${lists},"eventId":7,"finished":true}`)).toMatchObject({ eventId: 7, finished: true });
    expect(head(`{"eventId":7,"meta":{"a":1,${lists}},"finished":true}`)).toMatchObject({ finished: true });
    expect(() => head('{"eventId":7,"finished":tr')).toThrow();
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
