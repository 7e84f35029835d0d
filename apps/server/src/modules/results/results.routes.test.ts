import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';
import { resultsResponseSchema } from '@carreras/domain/results/results.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, nextAddress, type TestApp } from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';
import { issueReaderCookie, readerCookieSigner } from '../../lib/reader-cookie.ts';
import { insertRider } from '../timing/timing-test-helpers.ts';
import { PUBLIC_RESULTS_CACHE } from './results.routes.ts';

let t: TestApp;
let auth: { authorization: string };
let eventId: number;

/** The instant the race started: each passage is taken its race time after it (decision 007 judges instants). */
const RACE_START = Date.now() - 3_600_000;

const record = (dorsal: number, time: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), dorsal, time, timestamp: RACE_START + time },
  });

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
  eventId = await insertEvent(t.db.db);
  await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '33': { laps: 2, enabled: true } } },
  });
  for (const bib of [1, 2, 3, 4, 5]) await insertRider(t.db.db, eventId, bib, { categoryIndex: bib === 5 ? 1 : 0 });
  for (const [bib, first, second] of [
    [1, 100_000, 200_000],
    [2, 90_000, 190_000],
    [3, 95_000, 0],
    [4, 80_000, 150_000],
    [5, 100_000, 200_000],
  ] as const) {
    await record(bib, first);
    if (second) await record(bib, second);
  }
  await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/update-runner-times`,
    headers: auth,
    payload: { dorsal: 4, status: 'DNF' },
  });
});
afterAll(async () => t?.close());

/** An event of another app with timing on 33 km and one rider with a passage. */
async function timedEvent(app: TestApp): Promise<number> {
  const id = await insertEvent(app.db.db);
  const headers = bearer(await loginAdmin(app.app));
  await app.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers,
    payload: { eventId: id, config: { '33': { laps: 2, enabled: true } } },
  });
  await insertRider(app.db.db, id, 1);
  const stored = await app.app.inject({
    method: 'POST',
    url: `/api/timing/${id}/record`,
    headers,
    payload: { clientId: randomUUID(), dorsal: 1, time: 100_000, timestamp: RACE_START + 100_000 },
  });
  expect(stored.statusCode, stored.body).toBe(201);
  return id;
}

describe('GET /api/results/:eventId', () => {
  it('ranks per category and overall, publicly, with ties, DNF last and no personal data', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=33` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.overall.map((r: { dorsal: number; overallPosition: number | null; status: string }) => [
        r.dorsal,
        r.overallPosition,
        r.status,
      ]),
    ).toEqual([
      [2, 1, 'COMPLETED'],
      [1, 2, 'COMPLETED'],
      [5, 2, 'COMPLETED'],
      // On course with a lap done: placed live after the finishers (decision 012).
      [3, 4, 'IN_PROGRESS'],
      [4, null, 'DNF'],
    ]);
    expect(body.categories).toHaveLength(2);
    expect(body.overall[0]).toMatchObject({
      finalTime: 190_000,
      lapTimes: [
        { lap: 1, time: 90_000 },
        { lap: 2, time: 100_000 },
      ],
    });
    expect(response.body).not.toContain('dni');
    // Exactly the contract's fields and types: the cache serializes the computed results without zod.
    expect(resultsResponseSchema.parse(body)).toStrictEqual(body);
    // And exactly JSON.stringify's text of them (resultsJson writes each row once for both of its lists).
    expect(response.body).toBe(JSON.stringify(body));
  });

  it('moves a rider down after a penalty', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-runner-times`,
      headers: auth,
      payload: { dorsal: 2, penaltyTime: 20_000 },
    });
    const body = (await t.app.inject({ method: 'GET', url: `/api/results/${eventId}` })).json();
    expect(body.overall[0].dorsal).toBe(1);
    expect(body.overall.find((r: { dorsal: number }) => r.dorsal === 2)).toMatchObject({
      finalTime: 210_000,
      penaltyTime: 20_000,
    });
  });

  it('sends a browser the answer compressed once per snapshot, and 304 to one that holds its ETag', async () => {
    const url = `/api/results/${eventId}?distance=33`;
    const plain = await t.app.inject({ method: 'GET', url });
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      etag,
      vary: expect.stringContaining('accept-encoding'),
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', etag });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const kept = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(kept.statusCode).toBe(304);
    expect(kept.body).toBe('');
    // A write that changes nothing shown makes a new snapshot of the same results: it keeps its ETag.
    const same = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-runner-times`,
      headers: auth,
      payload: { dorsal: 3, penaltyTime: 0 },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // A change of the event's times makes a new snapshot: the ETag held gets the new answer.
    const change = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-runner-times`,
      headers: auth,
      payload: { dorsal: 3, penaltyTime: 1000 },
    });
    expect(change.statusCode, change.body).toBe(200);
    const fresh = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.json().generatedAt).toBeGreaterThanOrEqual(plain.json().generatedAt);
  });

  it('limits public reads per address (RESULTS_LIMIT_PER_MINUTE), streams included', async () => {
    const strict = await createTestApp({ env: { RESULTS_LIMIT_PER_MINUTE: '3' } });
    try {
      const phone = nextAddress();
      const read = (url: string, remoteAddress = phone) => strict.app.inject({ method: 'GET', url, remoteAddress });
      expect((await read('/api/results/1')).statusCode).toBe(404);
      expect((await read('/api/results/2')).statusCode).toBe(404);
      expect((await read('/api/results/3/stream')).statusCode).toBe(404);
      const refused = await read('/api/results/1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: errorCodes.tooManyRequests, message: messages.tooManyRequests });
      expect((await read('/api/results/1/stream')).statusCode).toBe(429);
      expect((await read('/api/results/1', nextAddress())).statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });

  it('lets browsers and proxies keep the public answer a few seconds, and keeps a read with a session no-store', async () => {
    const url = `/api/results/${eventId}?distance=33`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['cache-control']).toBe(PUBLIC_RESULTS_CACHE);
    expect(PUBLIC_RESULTS_CACHE).toBe('public, max-age=2, stale-while-revalidate=2');
    const kept = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': plain.headers.etag as string } });
    expect(kept.statusCode).toBe(304);
    expect(kept.headers['cache-control']).toBe(PUBLIC_RESULTS_CACHE);
    const admin = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/results/987654' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBeUndefined();
  });

  it('neither counts nor refuses a read answered 304, beyond the read limit too', async () => {
    const strict = await createTestApp({ env: { RESULTS_LIMIT_PER_MINUTE: '3' } });
    try {
      const timed = await timedEvent(strict);
      const url = `/api/results/${timed}?distance=33`;
      const phone = nextAddress();
      const read = (headers: Record<string, string> = {}) =>
        strict.app.inject({ method: 'GET', url, remoteAddress: phone, headers });
      const first = await read();
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      for (let i = 0; i < 10; i += 1) expect((await read({ 'if-none-match': etag })).statusCode).toBe(304);
      // Ten 304s later the address has used one read of three.
      expect((await read()).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(429);
      // Over the limit, a phone that holds the current answer is still told so.
      expect((await read({ 'if-none-match': etag })).statusCode).toBe(304);
      // An ETag that is not the current one is an ordinary read, and counted.
      expect((await read({ 'if-none-match': 'W/"other"' })).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('serves 1,000 phones behind one address polling every 5 s for a minute (results changing twice) without a 429', async () => {
    const crowd = await createTestApp();
    try {
      const timed = await timedEvent(crowd);
      const admin = bearer(await loginAdmin(crowd.app));
      const url = `/api/results/${timed}?distance=33`;
      const carrier = nextAddress();
      const held: (string | undefined)[] = Array.from({ length: 1000 }, () => undefined);
      // Each phone holds the reader cookie its page load gave it (decision 011).
      const signer = readerCookieSigner(crowd.config.sessionSecret);
      const cookies = held.map(() => `reader=${issueReaderCookie(signer)}`);
      const statuses = new Map<number, number>();
      // 12 rounds of polls in one rate-limit window (harder than a real minute, which may span two).
      for (let round = 0; round < 12; round += 1) {
        if (round === 4 || round === 8) {
          const change = await crowd.app.inject({
            method: 'POST',
            url: `/api/timing/${timed}/update-runner-times`,
            headers: admin,
            payload: { dorsal: 1, penaltyTime: round * 1000 },
          });
          expect(change.statusCode, change.body).toBe(200);
        }
        for (let phone = 0; phone < held.length; phone += 1) {
          const etag = held[phone];
          const response = await crowd.app.inject({
            method: 'GET',
            url,
            remoteAddress: carrier,
            headers: { cookie: cookies[phone] as string, ...(etag ? { 'if-none-match': etag } : {}) },
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode === 200) held[phone] = response.headers.etag as string;
        }
      }
      // Each phone reads the results once and once after each change (3,000 counted); the rest are free 304s.
      expect(Object.fromEntries(statuses)).toEqual({ 200: 3000, 304: 9000 });
    } finally {
      await crowd.close();
    }
  }, 120_000);

  it('answers 404 for an event without timing', async () => {
    const other = await insertEvent(t.db.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/results/${other}` })).statusCode).toBe(404);
  });
});

describe('exports', () => {
  it('exports the results as a spreadsheet that opens back', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/results/${eventId}/export?distance=33&format=excel`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/resultados_33km_\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheets = await readXlsx(response.rawPayload);
    expect(sheets['General 33 KM']?.[0]).toContain('Posición');
    expect(sheets['General 33 KM']).toHaveLength(6);
  });

  it('adds resultados and tiempos to the report exports', async () => {
    for (const kind of ['resultados', 'tiempos']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reports/export/${kind}?eventId=${eventId}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
      const sheets = await readXlsx(response.rawPayload);
      expect(Object.values(sheets)[0]).toHaveLength(6);
    }
    const tiempos = await readXlsx(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/reports/export/tiempos?eventId=${eventId}`,
          headers: auth,
        })
      ).rawPayload,
    );
    expect(tiempos['Tiempos 33 KM']?.[0]).toContain('Vuelta 2');
  });
});

describe('GET /api/results/:eventId/stream', () => {
  it('pushes fresh results after a record', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/results/${eventId}/stream`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const events = () => text.split('\n\n').filter((chunk) => chunk.startsWith('event: results')).length;
    // A stream that ends before the event fails the test instead of spinning on empty reads.
    const readUntil = async (count: number) => {
      while (events() < count) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended after ${events()} results events`);
        text += decoder.decode(value);
      }
    };
    await readUntil(1);
    await record(3, 260_000);
    await readUntil(2);
    const last = text
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('event: results'))
      .at(-1)!;
    const data = JSON.parse(last.split('data: ')[1]!);
    expect(data.overall.find((r: { dorsal: number }) => r.dorsal === 3).status).toBe('COMPLETED');
    controller.abort();
  });
});

describe('reading right after a record', () => {
  it('shows the record to the next read in the same process, on PostgreSQL too (no wait for NOTIFY)', async () => {
    await insertRider(t.db.db, eventId, 6);
    const laps = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=33` }))
        .json()
        .overall.find((r: { dorsal: number }) => r.dorsal === 6).lapTimes.length;
    expect(await laps()).toBe(0);
    expect((await record(6, 300_000)).statusCode).toBe(201);
    expect(await laps()).toBe(1);
  });
});
