import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, gunzipSync } from 'node:zlib';
import { resultsVersion } from '@carreras/domain/results/results-version';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptsEncoding } from '../src/lib/ready-variants.ts';
import { resultsStreamStats } from '../src/modules/results/results.routes.ts';
import { resultsCache } from '../src/modules/results/results-cache.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

// What the live stream leaves out and how it is encoded: the page's own version, snapshots the client already
// has, gzip for clients that take it. Through the real server, byte for byte as a browser receives them.

interface OpenStream {
  response: http.IncomingMessage;
  /** The next event (heartbeats skipped), without its closing blank line. */
  next(): Promise<string>;
  /** Every byte received as sent (compressed or not). */
  raw: Buffer[];
  /** Everything received, decoded. */
  text(): string;
  ended: Promise<void>;
  close(): void;
}

function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const raw: Buffer[] = [];
      let all = '';
      let pending = '';
      let wake: (() => void) | null = null;
      let done = false;
      const decoder = new StringDecoder('utf8');
      response.on('data', (chunk: Buffer) => raw.push(chunk));
      const decoded = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
      decoded.on('data', (chunk: Buffer) => {
        const text = decoder.write(chunk);
        all += text;
        pending += text;
        wake?.();
      });
      const ended = new Promise<void>((end) =>
        decoded.on('end', () => {
          done = true;
          wake?.();
          end();
        }),
      );
      decoded.on('error', reject);
      const next = async (): Promise<string> => {
        for (;;) {
          const end = pending.indexOf('\n\n');
          if (end >= 0) {
            const frame = pending.slice(0, end);
            pending = pending.slice(end + 2);
            if (!frame.startsWith(':')) return frame;
            continue;
          }
          if (done) throw new Error('stream ended');
          await new Promise<void>((awake) => {
            wake = awake;
          });
        }
      };
      resolve({ response, next, raw, text: () => all, ended, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

const dataOf = (frame: string) => JSON.parse(frame.slice(frame.indexOf('data: ') + 6));
const lapsOf = (frame: string, dorsal: number) =>
  dataOf(frame).overall.find((r: { dorsal: number }) => r.dorsal === dorsal).lapTimes.length;

let t: TestApp;
let auth: { authorization: string };
let origin: string;

async function timedEvent(app: TestApp, headers: { authorization: string }): Promise<number> {
  const id = await insertEvent(app.db.db);
  await app.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers,
    payload: { eventId: id, config: { '33': { laps: 2, enabled: true }, '66': { laps: 2, enabled: true } } },
  });
  for (const bib of [1, 2, 3]) await insertRider(app.db.db, id, bib);
  for (const bib of [61, 62]) await insertRider(app.db.db, id, bib, { distancia: 66 });
  return id;
}

const record = (app: TestApp, headers: { authorization: string }, eventId: number, dorsal: number) =>
  app.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers,
    payload: { clientId: randomUUID(), dorsal, time: 100_000 + dorsal, timestamp: Date.now() },
  });

/** The version of the answer the page would hold (GET /api/results), as the page computes it. */
async function versionOf(eventId: number): Promise<string> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=33` });
  expect(answer.statusCode).toBe(200);
  return resultsVersion(answer.json());
}

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

describe('live results stream: what the client already has', () => {
  it('sends `unchanged` instead of the results the client holds, then every later change', async () => {
    const eventId = await timedEvent(t, auth);
    const version = await versionOf(eventId);
    const stream = await openStream(`${origin}/api/results/${eventId}/stream?distance=33&version=${version}`);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-encoding']).toBeUndefined();
      expect(await stream.next()).toBe(`event: unchanged\ndata: {"version":"${version}"}`);
      expect((await record(t, auth, eventId, 1)).statusCode).toBe(201);
      const frame = await stream.next();
      expect(frame.startsWith('event: results\ndata: ')).toBe(true);
      expect(lapsOf(frame, 1)).toBe(1);
      expect(resultsVersion(dataOf(frame))).toBe(await versionOf(eventId));
      // Nothing but those two events: the results the client held were never sent.
      expect(stream.text().match(/^event: /gm)).toHaveLength(2);
    } finally {
      stream.close();
    }
  });

  it('sends the current results to a client whose version is not current (a reconnect that missed a change)', async () => {
    const eventId = await timedEvent(t, auth);
    const old = await versionOf(eventId);
    expect((await record(t, auth, eventId, 2)).statusCode).toBe(201);
    // The version of results the client never had (content that came back to an earlier state is current again,
    // and the web checks that case itself: use-live-results.ts).
    for (const version of [old, '0', 'z'.repeat(32)]) {
      const stream = await openStream(`${origin}/api/results/${eventId}/stream?distance=33&version=${version}`);
      try {
        const frame = await stream.next();
        expect(frame.startsWith('event: results\ndata: ')).toBe(true);
        expect(lapsOf(frame, 2)).toBe(1);
      } finally {
        stream.close();
      }
    }
  });

  it('refuses a malformed version with 400 and keeps no stream', async () => {
    const eventId = await timedEvent(t, auth);
    for (const version of ['ABC', 'a'.repeat(33), 'a%20b', '', '%00']) {
      const response = await fetch(`${origin}/api/results/${eventId}/stream?distance=33&version=${version}`);
      expect(response.status, version).toBe(400);
      await response.body?.cancel();
    }
    await vi.waitFor(() => expect(resultsStreamStats(t.app)).toEqual({ total: 0 }));
  });

  it('does not send a snapshot the same as the last one sent (a change of another distance)', async () => {
    const eventId = await timedEvent(t, auth);
    const stream = await openStream(`${origin}/api/results/${eventId}/stream?distance=33`);
    try {
      expect((await stream.next()).startsWith('event: results')).toBe(true);
      // A passage on 66 drops the event's snapshots; the stream of 33 reads its view again, the same as before.
      expect((await record(t, auth, eventId, 61)).statusCode).toBe(201);
      const cache = resultsCache(t.app);
      const afterDrop = cache.stats().entries;
      await vi.waitFor(() => expect(cache.stats()).toMatchObject({ entries: afterDrop + 1, computing: 0 }));
      // The next event the client gets is the next change of its own view.
      expect((await record(t, auth, eventId, 3)).statusCode).toBe(201);
      const frame = await stream.next();
      expect(lapsOf(frame, 3)).toBe(1);
      expect(stream.text().match(/^event: results/gm)).toHaveLength(2);
    } finally {
      stream.close();
    }
  });
});

describe('live results stream: gzip', () => {
  it('is chosen by the weight a client gives gzip, by name or by *', () => {
    for (const header of ['gzip', 'gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.5', '*', 'br, *;q=0.1']) {
      expect(acceptsEncoding(header, 'gzip'), header).toBe(true);
    }
    for (const header of [undefined, '', 'br', 'identity', 'gzip;q=0', 'br, *;q=0', '*, gzip;q=0']) {
      expect(acceptsEncoding(header, 'gzip'), header).toBe(false);
    }
  });

  it('is gzip-encoded for a client that takes it, each event readable as it arrives, and ends as a whole gzip file', async () => {
    const own = await createTestApp();
    let closing: Promise<void> | null = null;
    try {
      const headers = bearer(await loginAdmin(own.app));
      const base = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const eventId = await timedEvent(own, headers);
      const plain = await openStream(`${base}/api/results/${eventId}/stream?distance=33`, { 'accept-encoding': 'br' });
      const stream = await openStream(`${base}/api/results/${eventId}/stream?distance=33`, {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(plain.response.headers['content-encoding']).toBeUndefined();
      expect(stream.response.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
      // Both read the same snapshot (the cache's), one as text and one compressed.
      const first = await stream.next();
      expect(first).toBe(await plain.next());
      expect((await record(own, headers, eventId, 1)).statusCode).toBe(201);
      const second = await stream.next();
      expect(lapsOf(second, 1)).toBe(1);
      expect(second).toBe(await plain.next());
      plain.close();

      // At shutdown the stream ends with gzip's trailer: what was sent is one valid file (CRC-32 and length).
      closing = own.close();
      await stream.ended;
      // The connection itself stays for another request (keep-alive) until the client lets it go.
      stream.close();
      await closing;
      const sent = Buffer.concat(stream.raw);
      expect(gunzipSync(sent).toString()).toBe(stream.text());
      expect(stream.text()).toBe(`${first}\n\n${second}\n\n`);
      expect(sent.length).toBeLessThan(Buffer.byteLength(stream.text()));
    } finally {
      await (closing ?? own.close());
    }
  });
});
