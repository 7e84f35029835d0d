import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';
import { readXlsx } from './xlsx-reader.ts';

describe('compression of API answers', () => {
  let t: TestApp;
  let eventId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // Enough events for the public list to pass the 1 KB threshold.
    for (let i = 0; i < 8; i++)
      eventId = await insertEvent(t.db.db, { nombre: `Fecha ${i + 1} del campeonato de MTB` });
    // Results exist once the event has a timing configuration.
    await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: bearer(await loginAdmin(t.app)),
      payload: { eventId, config: { '33': { laps: 2, enabled: true } } },
    });
    for (let bib = 1; bib <= 20; bib++) await insertRider(t.db.db, eventId, bib);
  });
  afterAll(() => t.close());

  it('compresses a large JSON answer with the encoding the client accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzip = await t.app.inject({ method: 'GET', url: '/api/events', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses the cached results text too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/results/${eventId}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('overall');
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses spreadsheets, which are zip files already', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/results/${eventId}/export?distance=33`,
      headers: { ...bearer(await loginAdmin(t.app)), 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(await readXlsx(res.rawPayload)).toBeTypeOf('object');
  });

  it('leaves the live results stream to its route: gzip frames that reach the client event by event, or text', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const [acceptEncoding, encoding] of [
      ['gzip, br', 'gzip'],
      ['br', null],
    ] as const) {
      const controller = new AbortController();
      const response = await fetch(`${address}/api/results/${eventId}/stream`, {
        signal: controller.signal,
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expect(response.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes gzip: the first event is readable while the stream is still open.
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!text.includes('\n\n')) text += (await reader.read()).value;
      expect(text).toMatch(/^event: results\ndata: \{/);
      controller.abort();
    }
  });
});
