import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SSE_HEARTBEAT_MS } from '../src/lib/sse-stream.ts';
import { resultsStreamStats } from '../src/modules/results/results.routes.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

let t: TestApp;
let auth: { authorization: string };
let eventId: number;
let origin: string;

async function timedEvent(app: TestApp, riders: number, apellido?: (bib: number) => string): Promise<number> {
  const id = await insertEvent(app.db.db);
  const headers = bearer(await loginAdmin(app.app));
  await app.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers,
    payload: { eventId: id, config: { '33': { laps: 2, enabled: true } } },
  });
  for (let bib = 1; bib <= riders; bib += 1) await insertRider(app.db.db, id, bib, { apellido: apellido?.(bib) });
  return id;
}

const record = (dorsal: number, time: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), dorsal, time, timestamp: Date.now() },
  });

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
  // Long names make each snapshot about 0.5 MB, so a few dozen outgrow every socket buffer of the machine.
  eventId = await timedEvent(t, 120, (bib) => `Apellido ${bib} ${'x'.repeat(2000)}`);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

describe('live results streams: caps', () => {
  it('serves 300 streams from one address (a crowd behind a carrier address) and keeps /api/health answering', async () => {
    const small = await timedEvent(t, 1);
    const url = `${origin}/api/results/${small}/stream`;
    const controllers: AbortController[] = [];
    try {
      const responses = await Promise.all(
        Array.from({ length: 300 }, () => {
          const controller = new AbortController();
          controllers.push(controller);
          return fetch(url, { signal: controller.signal });
        }),
      );
      expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 300 }, () => 200));
      expect(resultsStreamStats(t.app)).toEqual({ total: 300 });

      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok', crossProcess: expect.any(String) });
    } finally {
      // Closed streams give their places back.
      for (const controller of controllers) controller.abort();
    }
    await vi.waitFor(() => expect(resultsStreamStats(t.app)).toEqual({ total: 0 }));
  }, 60_000);

  it('serves one address up to the total of streams, then answers 503 to it and to anyone', async () => {
    const capped = await createTestApp({ env: { RESULTS_STREAMS_TOTAL: '50' } });
    const controllers: AbortController[] = [];
    try {
      const small = await timedEvent(capped, 1);
      const base = await capped.app.listen({ port: 0, host: '127.0.0.1' });
      const open = () => {
        const controller = new AbortController();
        controllers.push(controller);
        return fetch(`${base}/api/results/${small}/stream`, { signal: controller.signal });
      };
      const served = await Promise.all(Array.from({ length: 50 }, open));
      expect(served.every((r) => r.status === 200)).toBe(true);
      const refused = await open();
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: errorCodes.unavailable, message: messages.liveResultStreamsFull });
    } finally {
      for (const controller of controllers) controller.abort();
      await capped.close();
    }
  }, 60_000);

  it('sends a named heartbeat event every 15 s', async () => {
    const small = await timedEvent(t, 1);
    const controller = new AbortController();
    // Only intervals are faked: the stream's heartbeat is one, the server's sockets and timeouts are not.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const reader = (await fetch(`${origin}/api/results/${small}/stream`, { signal: controller.signal }))
        .body!.pipeThrough(new TextDecoderStream())
        .getReader();
      let text = '';
      const until = async (found: () => boolean) => {
        while (!found()) {
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          text += value;
        }
      };
      await until(() => text.includes('event: results'));
      expect(text).not.toContain('heartbeat');
      vi.advanceTimersByTime(SSE_HEARTBEAT_MS);
      await until(() => text.includes('event: heartbeat\n'));
      expect(text.slice(text.indexOf('event: heartbeat'))).toBe('event: heartbeat\ndata: {}\n\n');
    } finally {
      vi.useRealTimers();
      controller.abort();
    }
    await vi.waitFor(() => expect(resultsStreamStats(t.app).total).toBe(0));
  });

  it('answers 503 once the server holds its total of streams', async () => {
    const strict = await createTestApp({ env: { RESULTS_STREAMS_TOTAL: '3' } });
    try {
      const small = await timedEvent(strict, 1);
      const base = await strict.app.listen({ port: 0, host: '127.0.0.1' });
      const controllers = [1, 2, 3].map(() => new AbortController());
      for (const controller of controllers) {
        const response = await fetch(`${base}/api/results/${small}/stream`, { signal: controller.signal });
        expect(response.status).toBe(200);
      }
      const refused = await fetch(`${base}/api/results/${small}/stream`);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        error: errorCodes.unavailable,
        message: messages.liveResultStreamsFull,
      });
      // Plain reads still work: phones fall back to polling.
      expect((await fetch(`${base}/api/results/${small}`)).status).toBe(200);
      for (const controller of controllers) controller.abort();
    } finally {
      await strict.close();
    }
  });

  it('does not count or keep a stream of an unknown event', async () => {
    const response = await fetch(`${origin}/api/results/987654/stream`);
    expect(response.status).toBe(404);
    await response.body?.cancel();
    await vi.waitFor(() => expect(resultsStreamStats(t.app)).toEqual({ total: 0 }));
  });
});

describe('live results streams: backpressure', () => {
  it('keeps at most one snapshot for a client that never reads', async () => {
    const serverSockets: net.Socket[] = [];
    const onConnection = (socket: net.Socket) => serverSockets.push(socket);
    t.app.server.on('connection', onConnection);

    // A raw client that sends the request and never reads the answer.
    const { port } = new URL(origin);
    const stalled = net.connect(Number(port), '127.0.0.1');
    const controller = new AbortController();
    try {
      await new Promise<void>((resolve) => stalled.once('connect', resolve));
      stalled.pause();
      stalled.write(`GET /api/results/${eventId}/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      await vi.waitFor(() => expect(resultsStreamStats(t.app).total).toBe(1));
      const serverSide = serverSockets.find((socket) => socket.remotePort === stalled.localPort);
      expect(serverSide).toBeDefined();

      // A client that reads: when it has a snapshot, the stalled stream has been offered the same one.
      const reader = (await fetch(`${origin}/api/results/${eventId}/stream`, { signal: controller.signal }))
        .body!.pipeThrough(new TextDecoderStream())
        .getReader();
      let text = '';
      let frames = 0;
      let largestFrame = 0;
      const nextFrame = async () => {
        for (;;) {
          const end = text.indexOf('\n\n');
          if (end >= 0) {
            const frame = text.slice(0, end + 2);
            text = text.slice(end + 2);
            if (!frame.startsWith('event: results')) continue;
            frames += 1;
            largestFrame = Math.max(largestFrame, Buffer.byteLength(frame));
            return JSON.parse(frame.slice(frame.indexOf('data: ') + 6));
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          text += value;
        }
      };
      await nextFrame();
      for (let bib = 1; bib <= 40; bib += 1) {
        expect((await record(bib, 100_000 + bib)).statusCode).toBe(201);
        // Wait for this record's snapshot, so every record is a snapshot of its own.
        while ((await nextFrame()).overall.filter((r: { lapTimes: unknown[] }) => r.lapTimes.length > 0).length < bib);
      }
      expect(frames).toBeGreaterThanOrEqual(41);
      // 40 snapshots of about half a megabyte were offered; the server keeps no more than one of them.
      expect(largestFrame).toBeGreaterThan(400_000);
      expect(serverSide!.writableLength).toBeLessThanOrEqual(largestFrame + 64);
    } finally {
      controller.abort();
      stalled.destroy();
      t.app.server.off('connection', onConnection);
    }
    await vi.waitFor(() => expect(resultsStreamStats(t.app)).toEqual({ total: 0 }));
  }, 120_000);
});
