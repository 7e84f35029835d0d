import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resultsStreamStats } from '../src/modules/results/results.routes.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

// Live streams shared fairly between addresses (decision 011), against the real server on a port: one address
// (127.0.0.1) takes every stream of the process, then a second one (127.0.0.2, a local address of its own on
// Linux) still gets a stream, and the first address's oldest stream is the one that ends.

const TOTAL = 40;

interface Client {
  status: number;
  text: string;
  ended: boolean;
  request: http.ClientRequest;
}

/** A GET from `localAddress`, read as text as it arrives; resolved once the answer's first bytes are in. */
function get(port: number, path: string, localAddress: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, localAddress, agent: false }, (response) => {
      const client: Client = { status: response.statusCode ?? 0, text: '', ended: false, request };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        client.text += chunk;
        resolve(client);
      });
      response.on('end', () => {
        client.ended = true;
        resolve(client);
      });
      response.on('error', () => {});
    });
    request.on('error', reject);
  });
}

let t: TestApp;
let port: number;
let eventId: number;
let streamPath: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RESULTS_STREAMS_TOTAL: String(TOTAL), RESULTS_STREAMS_PER_ADDRESS: '500' } });
  eventId = await insertEvent(t.db.db);
  await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: bearer(await loginAdmin(t.app)),
    payload: { eventId, config: { '33': { laps: 2, enabled: true } } },
  });
  await insertRider(t.db.db, eventId, 1);
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  streamPath = `/api/results/${eventId}/stream?distance=33`;
});
afterAll(async () => t?.close());

describe('live streams shared fairly between addresses', () => {
  it(`one address holding all ${TOTAL} streams gives its oldest up to a second address`, async () => {
    const flood: Client[] = [];
    try {
      // One after the other, so the first is the oldest.
      for (let i = 0; i < TOTAL; i += 1) flood.push(await get(port, streamPath, '127.0.0.1'));
      expect(flood.map((c) => c.status)).toEqual(Array(TOTAL).fill(200));
      expect(resultsStreamStats(t.app).total).toBe(TOTAL);
      // The flooder's next stream is refused: it holds the most already.
      const more = await get(port, streamPath, '127.0.0.1');
      expect(more.status).toBe(503);

      const second = await get(port, streamPath, '127.0.0.2');
      expect(second.status).toBe(200);
      await vi.waitFor(() => expect(second.text).toContain('event: results\n'));
      // The flooder's oldest stream was told `full` and ended; every other one is still open.
      const oldest = flood[0] as Client;
      await vi.waitFor(() => expect(oldest.ended).toBe(true));
      expect(oldest.text.endsWith('event: full\ndata: {}\n\n')).toBe(true);
      expect(flood.slice(1).filter((c) => c.ended)).toEqual([]);
      expect(resultsStreamStats(t.app).total).toBe(TOTAL);

      // The evicted page trying again at once is refused (no ping-pong), and the second address is served.
      expect((await get(port, streamPath, '127.0.0.1')).status).toBe(503);
      const page = await get(port, `/api/results/${eventId}?distance=33`, '127.0.0.2');
      expect(page.status).toBe(200);
      const events = await get(port, '/api/events', '127.0.0.2');
      expect(events.status).toBe(200);
      const home = await get(port, '/', '127.0.0.2');
      expect(home.status).toBeLessThan(500);
      for (const c of [page, events, home]) c.request.destroy();
      second.request.destroy();
    } finally {
      for (const c of flood) c.request.destroy();
    }
    await vi.waitFor(() => expect(resultsStreamStats(t.app).total).toBe(0));
  }, 60_000);

  it('keeps one address under its ceiling while places are free', async () => {
    const capped = await createTestApp({ env: { RESULTS_STREAMS_TOTAL: '10', RESULTS_STREAMS_PER_ADDRESS: '4' } });
    const open: Client[] = [];
    try {
      const event = await insertEvent(capped.db.db);
      await capped.app.inject({
        method: 'POST',
        url: '/api/timing-config',
        headers: bearer(await loginAdmin(capped.app)),
        payload: { eventId: event, config: { '33': { laps: 2, enabled: true } } },
      });
      const cappedPort = Number(new URL(await capped.app.listen({ port: 0, host: '127.0.0.1' })).port);
      const path = `/api/results/${event}/stream?distance=33`;
      for (let i = 0; i < 4; i += 1) open.push(await get(cappedPort, path, '127.0.0.1'));
      expect(open.map((c) => c.status)).toEqual([200, 200, 200, 200]);
      const fifth = await get(cappedPort, path, '127.0.0.1');
      expect(fifth.status).toBe(503);
      const other = await get(cappedPort, path, '127.0.0.2');
      open.push(other);
      expect(other.status).toBe(200);
      expect(open.filter((c) => c.ended)).toEqual([]);
    } finally {
      for (const c of open) c.request.destroy();
      await capped.close();
    }
  });
});
