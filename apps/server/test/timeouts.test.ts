import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

/**
 * A real listening server with one-second limits: clients that stall or dribble are cut, the live-results
 * stream stays open through silences longer than the limits. Each wait is on an event (a socket closing,
 * a stream event arriving), never on a fixed sleep.
 */
let t: TestApp;
let port: number;
let eventId: number;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1000', CONNECTION_TIMEOUT_MS: '1000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  adminToken = await loginAdmin(t.app);
  eventId = await insertEvent(t.db.db);
  const configured = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: bearer(adminToken),
    payload: { eventId, config: { '66': { laps: 1, enabled: true } } },
  });
  expect(configured.statusCode).toBe(200);
  await insertRider(t.db.db, eventId, 1, { distancia: 66 });
});
afterAll(() => t.close());

/** Opens a raw connection, lets `talk` write on it, and resolves with what the server sent once it closed it. */
function untilServerCloses(talk: (socket: net.Socket) => (() => void) | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let stop: (() => void) | undefined;
    socket.on('connect', () => {
      stop = talk(socket);
    });
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      stop?.();
      resolve(received);
    });
  });
}

describe('slow clients', () => {
  it('are limited by default to 30 s for a request and 30 s of silence', () => {
    const config = loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://localhost/x' });
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.connectionTimeoutMs).toBe(30_000);
    expect(t.app.server.requestTimeout).toBe(1000);
    expect(t.app.server.timeout).toBe(1000);
  });

  it('are cut when they stop sending in the middle of a request', async () => {
    const received = await untilServerCloses((socket) => {
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n');
      socket.write('Content-Length: 200\r\n\r\n{"dni":');
      return undefined;
    });
    expect(received).not.toContain('200 OK');
  }, 15_000);

  it('are cut when they dribble a request slower than the request timeout allows', async () => {
    const received = await untilServerCloses((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      // A header line every 100 ms: never silent long enough for the idle timeout, never finished either.
      const dribble = setInterval(() => socket.write('X-Relleno: a\r\n'), 100);
      return () => clearInterval(dribble);
    });
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);

  it('are cut when they trickle a body slower than the request timeout allows', async () => {
    // Node gives a request whose headers are complete the larger of headersTimeout and requestTimeout: with
    // headersTimeout left at its 60 s default, a body trickled one byte at a time was cut only after a minute.
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(t.app.server.requestTimeout);
    const received = await untilServerCloses((socket) => {
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n');
      socket.write('Content-Length: 100000\r\n\r\n{"dni":"');
      // A byte every 100 ms: never silent long enough for the idle timeout, never finished either. The
      // suite's 15 s bound is far below the minute the body took to be cut before.
      const trickle = setInterval(() => socket.write('1'), 100);
      return () => clearInterval(trickle);
    });
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);
});

describe('the live-results stream', () => {
  it('stays open through a silence longer than both timeouts and still delivers the next results', async () => {
    const events: string[] = [];
    let closed = false;
    let notify: (() => void) | undefined;
    const nextEvent = () => new Promise<void>((resolve) => (notify = resolve));
    let firstEvent = nextEvent();
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: `/api/results/${eventId}/stream?distance=66`,
      headers: { accept: 'text/event-stream' },
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.statusCode).toBe(200);
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith('event: results')) {
          events.push(block);
          notify?.();
        }
        end = buffer.indexOf('\n\n');
      }
    });
    response.on('close', () => {
      closed = true;
      notify?.();
    });
    await firstEvent;
    expect(events).toHaveLength(1);

    // Two idle connections opened after the stream last heard anything, one after the other, are closed by the
    // server: the stream has then been silent for more than twice the connection timeout (heartbeats come every 15 s).
    for (let i = 0; i < 2; i++) await untilServerCloses(() => undefined);
    expect(closed).toBe(false);

    firstEvent = nextEvent();
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/record`,
      headers: bearer(adminToken),
      // A passage of a rider: results the client does not have yet (the stream sends nothing it already has).
      payload: { clientId: crypto.randomUUID(), dorsal: 1, time: 1000, timestamp: Date.now() },
    });
    expect(recorded.statusCode).toBe(201);
    await firstEvent;
    expect(closed).toBe(false);
    expect(events).toHaveLength(2);
    request.destroy();
  }, 20_000);
});
