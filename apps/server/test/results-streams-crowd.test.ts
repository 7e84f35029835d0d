import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { issueReaderCookie, readerCookieSigner } from '../src/lib/reader-cookie.ts';
import { resultsStreamStats } from '../src/modules/results/results.routes.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

// A crowd behind one carrier address: 1,000 phones on the live results of a 75-rider race, all from 127.0.0.1.
// Every one is served and gets every passage as a delta, and what the server keeps per phone is bounded: the
// memory grows with the phones connected, not with the passages sent to them.

const PHONES = 1000;
const RIDERS = 75;
const PASSAGES = 20;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The heap once garbage is collected (twice: weak references and finalizers need a second pass). */
function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/**
 * A phone: a bare socket that asks for the stream, with the reader cookie its page load gave it, and counts the
 * events it reads, keeping nothing else.
 */
function phone(port: number, path: string, cookie: string) {
  const socket = net.connect(port, '127.0.0.1');
  const seen = { status: 0, results: 0, deltas: 0, tail: '' };
  socket.setEncoding('utf8');
  socket.on('connect', () =>
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: reader=${cookie}\r\n\r\n`),
  );
  socket.on('data', (chunk: string) => {
    const text = seen.tail + chunk;
    if (seen.status === 0) seen.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
    seen.results += text.split('event: results\n').length - 1;
    seen.deltas += text.split('event: delta\n').length - 1;
    // An event name cut between two chunks is counted with the next one.
    seen.tail = text.slice(-20);
  });
  socket.on('error', () => {});
  return { socket, seen };
}

let t: TestApp;
let eventId: number;
let port: number;

beforeAll(async () => {
  // One carrier address may hold every phone's stream here (its ceiling is 500 by default).
  t = await createTestApp({ env: { RESULTS_STREAMS_PER_ADDRESS: String(PHONES) } });
  eventId = await insertEvent(t.db.db);
  await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: bearer(await loginAdmin(t.app)),
    payload: { eventId, config: { '33': { laps: 3, enabled: true } } },
  });
  for (let bib = 1; bib <= RIDERS; bib += 1) await insertRider(t.db.db, eventId, bib);
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => t?.close());

it(`serves ${PHONES} live streams from one address, each passage to every phone as a delta, in bounded memory`, async ({
  annotate,
}) => {
  const auth = bearer(await loginAdmin(t.app));
  const path = `/api/results/${eventId}/stream?distance=33&deltas=1`;
  const before = heapUsed();
  const signer = readerCookieSigner(t.config.sessionSecret);
  const phones = Array.from({ length: PHONES }, () => phone(port, path, issueReaderCookie(signer)));
  try {
    await vi.waitFor(() => expect(phones.filter((p) => p.seen.results === 1)).toHaveLength(PHONES), {
      timeout: 60_000,
      interval: 200,
    });
    expect(phones.every((p) => p.seen.status === 200)).toBe(true);
    expect(resultsStreamStats(t.app).total).toBe(PHONES);
    let connected = 0;

    for (let passage = 1; passage <= PASSAGES; passage += 1) {
      const recorded = await t.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/record`,
        headers: auth,
        payload: { clientId: randomUUID(), dorsal: passage, time: 600_000 + passage * 1000, timestamp: Date.now() },
      });
      expect(recorded.statusCode).toBe(201);
      // Each phone has this passage before the next one (a delta each: none fell back to a whole snapshot).
      await vi.waitFor(() => expect(phones.filter((p) => p.seen.deltas >= passage)).toHaveLength(PHONES), {
        timeout: 30_000,
        interval: 50,
      });
      // Measured once every phone is past its first snapshot, whose bytes are still on their way before then.
      if (passage === 1) connected = heapUsed();
    }
    expect(phones.filter((p) => p.seen.results !== 1 || p.seen.deltas !== PASSAGES)).toEqual([]);
    const after = heapUsed();

    const perPhone = (connected - before) / PHONES;
    await annotate(
      `heap per phone ${(perPhone / 1024).toFixed(1)} KiB, after ${PASSAGES} passages ${((after - connected) / 1024).toFixed(0)} KiB more`,
    );
    // The server's request, response and stream state and the test's own socket and counters, per phone.
    // Measured 12 KiB on Node 20; the bound leaves room for another Node's object sizes, not for a kept snapshot.
    expect(perPhone).toBeLessThan(24 * 1024);
    // The passages leave nothing behind per phone: not one delta kept per subscriber.
    expect(after - connected).toBeLessThan(4 * 1024 * 1024);
  } finally {
    for (const p of phones) p.socket.destroy();
  }
  await vi.waitFor(() => expect(resultsStreamStats(t.app).total).toBe(0), { timeout: 30_000 });
}, 180_000);
