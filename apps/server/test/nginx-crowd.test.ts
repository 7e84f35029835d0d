import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { resultsStreamStats } from '../src/modules/results/results.routes.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { type RealNginx, readShipped, startRealNginx } from './real-nginx.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

// The deployment of docs/operations.md ("5. nginx") under a race-day crowd: Debian's nginx running the shipped
// files of docs/deploy/nginx in front of the product (TRUST_PROXY=1). One address opens live-results streams
// until nginx refuses it; meanwhile another address is served as usual. Bodies trickled a byte at a time are cut
// by the product's REQUEST_TIMEOUT_MS, which nginx alone never did. Every client here is a loopback address of
// its own (127.0.0.x), so nginx's per-address counters see them apart.

const proxyConf = readShipped('carreras-proxy.conf');
const mainConf = readShipped('nginx.conf');
const setting = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1]);
const STREAMS_PER_ADDRESS = setting(proxyConf, /limit_conn carreras_streams (\d+);/);
const REQUESTS_PER_ADDRESS = setting(proxyConf, /limit_conn carreras_requests (\d+);/);
const WORKER_CONNECTIONS = setting(mainConf, /worker_connections (\d+);/);
const WORKER_FILES = setting(mainConf, /worker_rlimit_nofile (\d+);/);
/** Short, so a trickled body is cut quickly; what matters is that the cut comes from it. */
const REQUEST_TIMEOUT_MS = 5000;
/** Live-results streams of an honest crowd, 250 on each of four addresses. */
const CROWD = 1000;

const TOO_MANY = { error: errorCodes.tooManyRequests, message: messages.tooManyRequests };

let t: TestApp;
let nginx: RealNginx;
let eventId: number;
let nginxPort: number;
/** Stream requests that reached the product, by the address nginx passed on. */
const streamsReceived = new Map<string, number>();
/** Results reads that reached the product. */
let resultsReadsReceived = 0;

interface Answer {
  status: number;
  head: string;
  body: string;
  ms: number;
}

/** A raw HTTP/1.1 request from `localAddress` that resolves with the answer, or for a stream with its first event. */
function rawRequest(localAddress: string, request: string) {
  const socket = net.connect({ port: nginxPort, host: '127.0.0.1', localAddress });
  const started = performance.now();
  const answer = new Promise<Answer>((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = text.slice(0, end);
      const body = text.slice(end + 4);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      const length = /\r\ncontent-length: (\d+)/i.exec(head)?.[1];
      const whole = length === undefined ? body.includes('event: results\n') : body.length >= Number(length);
      if (whole) resolve({ status, head, body, ms: performance.now() - started });
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed before an answer: ${JSON.stringify(text)}`)));
  });
  return { socket, answer };
}

const streamPath = () => `/api/results/${eventId}/stream?distance=33`;
const openStream = (localAddress: string) =>
  rawRequest(localAddress, `GET ${streamPath()} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);

/** A plain request through nginx from `localAddress`, timed. */
function get(
  localAddress: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; setCookie?: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(`${nginx.url}${path}`, { localAddress, agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          setCookie: response.headers['set-cookie']?.join('; '),
          ms: performance.now() - started,
        }),
      );
    });
    request.on('error', reject);
  });
}

/** The status of a request through the TLS listener (a self-signed certificate: trusted here on purpose). */
function getTls(localAddress: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      `${nginx.tlsUrl}${path}`,
      { localAddress, agent: false, rejectUnauthorized: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      TRUST_PROXY: '1',
      // Above nginx's limits, so every refusal below is nginx's.
      RESULTS_STREAMS_TOTAL: '2000',
      RESULTS_STREAMS_PER_ADDRESS: '2000',
      RESULTS_LIMIT_PER_MINUTE: '100000',
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    },
  });
  eventId = await insertEvent(t.db.db);
  const configured = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: bearer(await loginAdmin(t.app)),
    payload: { eventId, config: { '33': { laps: 2, enabled: true } } },
  });
  expect(configured.statusCode).toBe(200);
  await insertRider(t.db.db, eventId, 1);
  const direct = await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.app.server.on('request', (request: http.IncomingMessage) => {
    const path = request.url ?? '';
    if (path.startsWith(`/api/results/${eventId}/stream`)) {
      const address = String(request.headers['x-forwarded-for']);
      streamsReceived.set(address, (streamsReceived.get(address) ?? 0) + 1);
    } else if (path.startsWith(`/api/results/${eventId}?`)) {
      resultsReadsReceived += 1;
    }
  });
  nginx = await startRealNginx(Number(new URL(direct).port));
  nginxPort = Number(new URL(nginx.url).port);
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
  await t?.close();
});

describe('the shipped nginx', () => {
  it('is sized for the streams the product promises, and its workers get the open files it asks for', () => {
    const defaults = loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://localhost/x' });
    // Two processes (docs/operations.md), each stream a connection from the phone and one to the product, all of
    // them possibly in one worker.
    expect(WORKER_CONNECTIONS).toBeGreaterThanOrEqual(2 * defaults.resultsStreamsTotal * 2);
    expect(WORKER_FILES).toBeGreaterThanOrEqual(WORKER_CONNECTIONS);
    const workers = nginx.workerPids();
    expect(workers.length).toBeGreaterThan(0);
    for (const pid of workers) {
      const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
      expect(/^Max open files\s+(\d+)/m.exec(limits)?.[1]).toBe(String(WORKER_FILES));
    }
  });

  it('serves a crowd of streams, refuses one address past its own with 429, and serves another address meanwhile', async ({
    annotate,
  }) => {
    const crowd: net.Socket[] = [];
    const held: net.Socket[] = [];
    const refusals: Answer[] = [];
    const opening: number[] = [];
    try {
      // Phones on four carrier addresses, more than Debian's 768 connections per worker could carry.
      for (let opened = 0; opened < CROWD; opened += 50) {
        const batch = Array.from({ length: 50 }, (_, index) => openStream(`127.0.0.${10 + ((opened + index) % 4)}`));
        const answers = await Promise.all(batch.map((stream) => stream.answer));
        expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
        crowd.push(...batch.map((stream) => stream.socket));
      }

      // Batches of 50 at once, until nginx refuses some: at most 1,000 streams, twice what it should hold.
      while (refusals.length === 0 && held.length < 1000) {
        const batch = Array.from({ length: 50 }, () => openStream('127.0.0.1'));
        const answers = await Promise.all(batch.map((stream) => stream.answer));
        answers.forEach((answer, index) => {
          const socket = batch[index]?.socket as net.Socket;
          if (answer.status === 200) {
            held.push(socket);
            opening.push(answer.ms);
          } else {
            refusals.push(answer);
            socket.destroy();
          }
        });
      }
      expect(held).toHaveLength(STREAMS_PER_ADDRESS);
      expect(refusals.map((refusal) => refusal.status)).toEqual(refusals.map(() => 429));
      expect(JSON.parse(refusals[0]?.body ?? '')).toEqual(TOO_MANY);
      expect(refusals[0]?.head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8/i);
      // The refusals were nginx's: the product received exactly the streams it holds.
      expect(streamsReceived.get('127.0.0.1')).toBe(STREAMS_PER_ADDRESS);
      expect(resultsStreamStats(t.app).total).toBe(CROWD + STREAMS_PER_ADDRESS);

      // While they are held, another address gets the page, the events, the health check and a stream of its own
      // (their times are reported); the crowded address still gets its ordinary requests.
      const latencies: Record<string, number[]> = { '/': [], '/api/events': [], '/api/health': [] };
      for (let round = 0; round < 5; round += 1) {
        for (const path of Object.keys(latencies)) {
          const answer = await get('127.0.0.2', path);
          expect(answer.status, `${path}: ${answer.body}`).toBeLessThan(429);
          latencies[path]?.push(answer.ms);
        }
      }
      expect((await get('127.0.0.1', '/api/health')).status).toBe(200);
      const other = openStream('127.0.0.2');
      const otherStream = await other.answer;
      other.socket.destroy();
      expect(otherStream.status).toBe(200);
      expect(otherStream.body).toContain('event: results\n');
      expect(streamsReceived.get('127.0.0.2')).toBe(1);
      // Through the same server block with TLS and HTTP/2's listener too.
      expect(await getTls('127.0.0.2', '/api/health')).toBe(200);

      await annotate(
        `${CROWD} phones on 4 addresses served; one more address held ${held.length} streams (opened in ${median(opening).toFixed(0)} ms median), ` +
          `then ${refusals.length} of its next attempts were refused 429; meanwhile from another address, ` +
          Object.entries(latencies)
            .map(([path, ms]) => `${path} ${median(ms).toFixed(1)} ms median, ${Math.max(...ms).toFixed(1)} ms max`)
            .join('; ') +
          `; its stream opened in ${otherStream.ms.toFixed(0)} ms`,
      );
    } finally {
      for (const socket of [...crowd, ...held]) socket.destroy();
    }
    await vi.waitFor(() => expect(resultsStreamStats(t.app).total).toBe(0), { timeout: 30_000 });
  }, 120_000);

  it('refuses one address past its ordinary requests in flight with 429', async ({ annotate }) => {
    // Requests held open: a login whose body never finishes, passed on to the product as it arrives.
    const extra = 10;
    const requests = Array.from({ length: REQUESTS_PER_ADDRESS + extra }, () =>
      rawRequest(
        '127.0.0.3',
        'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"dni":',
      ),
    );
    const settled = requests.map((request) =>
      request.answer.then(
        (answer) => answer,
        () => null,
      ),
    );
    const answers = await Promise.all(settled);
    for (const request of requests) request.socket.destroy();
    const refused = answers.filter((answer) => answer?.status === 429);
    const cut = answers.filter((answer) => answer?.status !== 429);
    // Exactly the limit was held until the product cut each (its REQUEST_TIMEOUT_MS), the others refused at once.
    expect(refused).toHaveLength(extra);
    expect(refused.map((answer) => JSON.parse(answer?.body ?? ''))).toEqual(refused.map(() => TOO_MANY));
    expect(Math.max(...refused.map((answer) => answer?.ms ?? 0))).toBeLessThan(REQUEST_TIMEOUT_MS);
    expect(cut).toHaveLength(REQUESTS_PER_ADDRESS);
    await annotate(
      `${REQUESTS_PER_ADDRESS + extra} slow requests at once from one address: ${cut.length} held, ` +
        `${refused.length} refused 429 within ${Math.max(...refused.map((answer) => answer?.ms ?? 0)).toFixed(0)} ms`,
    );
  }, 60_000);

  it('cuts a body trickled a byte a second at the product’s REQUEST_TIMEOUT_MS', async ({ annotate }) => {
    const started = performance.now();
    const received = await new Promise<string>((resolve, reject) => {
      const socket = net.connect({ port: nginxPort, host: '127.0.0.1', localAddress: '127.0.0.4' });
      let text = '';
      let trickle: NodeJS.Timeout | undefined;
      socket.setEncoding('utf8');
      socket.on('connect', () => {
        socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n');
        socket.write('Content-Length: 200\r\n\r\n{');
        // Never silent as long as nginx's client_body_timeout, never finished either.
        trickle = setInterval(() => socket.write('1'), 1000);
      });
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
      socket.on('close', () => {
        clearInterval(trickle);
        resolve(text);
      });
    });
    const lasted = performance.now() - started;
    await annotate(
      `a body trickled a byte a second was cut after ${(lasted / 1000).toFixed(1)} s: ${received.split('\r\n')[0]}`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // Not before the product's limit (nginx's own timeouts never fire on a byte a second), and within the quarter
    // of it the product allows, plus the proxy's own hop.
    expect(lasted).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(lasted).toBeLessThan(REQUEST_TIMEOUT_MS * 1.25 + 5000);
  }, 30_000);

  it('refuses a body over its size at once, with the product’s 413', async () => {
    const { answer, socket } = rawRequest(
      '127.0.0.4',
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 3000000\r\n\r\n{',
    );
    const refused = await answer;
    socket.destroy();
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ error: errorCodes.bodyTooLarge, message: messages.bodyTooLarge });
  });

  it('answers a crowd reading the results with one read of the product (micro-cache)', async () => {
    const path = `/api/results/${eventId}?distance=33`;
    // A first read has no reader cookie (decision 011): it goes to the product, which gives it one.
    const first = await get('127.0.0.5', path);
    expect(first.status).toBe(200);
    const cookie = /^reader=[^;]+/.exec(first.setCookie ?? '')?.[0] ?? 'reader=none';
    const before = resultsReadsReceived;
    const reads = await Promise.all(Array.from({ length: 20 }, () => get('127.0.0.5', path, { cookie })));
    expect(reads.map((read) => read.status)).toEqual(reads.map(() => 200));
    // One request fills the entry while the others wait for it; a second may come if the reads straddle its 1 s.
    expect(resultsReadsReceived - before).toBeGreaterThanOrEqual(1);
    expect(resultsReadsReceived - before).toBeLessThanOrEqual(2);
  });
});
