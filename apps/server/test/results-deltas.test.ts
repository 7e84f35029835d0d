import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import http, { type ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { applyResultsDelta, type ResultsDelta } from '@carreras/domain/results/results-delta';
import { resultsDeltaSchema } from '@carreras/domain/results/results-delta.schema';
import { resultsVersion } from '@carreras/domain/results/results-version';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resultsDeltaViews, resultsStreamStats } from '../src/modules/results/results.routes.ts';
import { deltaWriter } from '../src/modules/results/results-deltas.ts';
import { createResultsSnapshot } from '../src/modules/results/results-snapshot.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

// The live stream for clients that ask for deltas (`deltas=1`): the snapshot first, then each change as a delta
// that, applied to what the client holds, gives what a read of the results gives.

interface OpenStream {
  response: http.IncomingMessage;
  /** The next event (heartbeats skipped): its name and its data, parsed. */
  next(): Promise<{ name: string; data: unknown; text: string }>;
  close(): void;
}

function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let pending = '';
      let wake: (() => void) | null = null;
      let done = false;
      const decoder = new StringDecoder('utf8');
      const decoded = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
      decoded.on('data', (chunk: Buffer) => {
        pending += decoder.write(chunk);
        wake?.();
      });
      decoded.on('end', () => {
        done = true;
        wake?.();
      });
      decoded.on('error', reject);
      const next = async () => {
        for (;;) {
          const end = pending.indexOf('\n\n');
          if (end >= 0) {
            const text = pending.slice(0, end);
            pending = pending.slice(end + 2);
            const name = text.slice('event: '.length, text.indexOf('\n'));
            if (name === 'heartbeat') continue;
            return { name, data: JSON.parse(text.slice(text.indexOf('data: ') + 6)), text };
          }
          if (done) throw new Error('stream ended');
          await new Promise<void>((awake) => {
            wake = awake;
          });
        }
      };
      resolve({ response, next, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

let t: TestApp;
let auth: { authorization: string };
let origin: string;

async function timedEvent(): Promise<number> {
  const id = await insertEvent(t.db.db);
  await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId: id, config: { '33': { laps: 2, enabled: true }, '66': { laps: 2, enabled: true } } },
  });
  for (const bib of [1, 2, 3, 4]) await insertRider(t.db.db, id, bib);
  await insertRider(t.db.db, id, 61, { distancia: 66 });
  return id;
}

const record = async (eventId: number, dorsal: number, time: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), dorsal, time, timestamp: Date.now() },
  });
  expect(response.statusCode).toBe(201);
};

async function read(eventId: number): Promise<ResultsResponse> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=33` });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

/** The next delta of `stream`, checked against the schema, with its seq. */
async function nextDelta(stream: OpenStream): Promise<ResultsDelta & { seq: number }> {
  const event = await stream.next();
  expect(event.name).toBe('delta');
  const { seq, ...delta } = event.data as ResultsDelta & { seq: number };
  return { ...resultsDeltaSchema.parse(delta), seq };
}

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

describe('live results stream with deltas', () => {
  for (const encoding of ['identity', 'gzip']) {
    it(`sends the snapshot, then each passage as a delta numbered from 1 that rebuilds a fresh read (${encoding})`, async () => {
      const eventId = await timedEvent();
      const headers: Record<string, string> = encoding === 'gzip' ? { 'accept-encoding': 'gzip' } : {};
      const url = `${origin}/api/results/${eventId}/stream?distance=33`;
      const stream = await openStream(`${url}&deltas=1`, headers);
      const other = await openStream(`${url}&deltas=1`, headers);
      const plain = await openStream(url, headers);
      try {
        expect(stream.response.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
        const first = await stream.next();
        expect(first.name).toBe('results');
        let held = first.data as ResultsResponse;
        expect(held).toEqual(await read(eventId));
        expect((await other.next()).name).toBe('results');
        expect((await plain.next()).name).toBe('results');

        for (const [seq, dorsal] of [
          [1, 2],
          [2, 1],
        ] as const) {
          await record(eventId, dorsal, 100_000 + dorsal);
          const delta = await nextDelta(stream);
          expect(delta.seq).toBe(seq);
          expect(delta.from).toBe(resultsVersion(held));
          expect(delta.rows?.map((row) => row.dorsal)).toEqual([dorsal]);
          const { seq: _, ...applied } = delta;
          held = applyResultsDelta(held, applied);
          expect(held).toEqual(await read(eventId));
          expect(resultsVersion(held)).toBe(delta.version);
          // Every delta stream of the view gets the same delta; a stream that did not ask still gets the snapshot.
          expect(await nextDelta(other)).toEqual(delta);
          const whole = await plain.next();
          expect(whole.name).toBe('results');
          expect(whole.data).toEqual(held);
        }
      } finally {
        stream.close();
        other.close();
        plain.close();
      }
      await vi.waitFor(() => expect(resultsStreamStats(t.app).total).toBe(0));
      await vi.waitFor(() => expect(resultsDeltaViews(t.app)).toBe(0));
    });
  }

  it('says `unchanged` to a client holding the current version, then sends it deltas from that version', async () => {
    const eventId = await timedEvent();
    const held = await read(eventId);
    const version = resultsVersion(held);
    const stream = await openStream(`${origin}/api/results/${eventId}/stream?distance=33&version=${version}&deltas=1`);
    try {
      expect(await stream.next()).toMatchObject({ name: 'unchanged', data: { version } });
      // A passage of another distance changes nothing here: nothing is sent for it.
      await record(eventId, 61, 90_000);
      await record(eventId, 3, 100_003);
      const delta = await nextDelta(stream);
      expect(delta).toMatchObject({ seq: 1, from: version });
      const { seq: _, ...applied } = delta;
      expect(applyResultsDelta(held, applied)).toEqual(await read(eventId));
    } finally {
      stream.close();
    }
  });

  it('sends the snapshot instead to a client whose version is not the current one', async () => {
    const eventId = await timedEvent();
    const old = resultsVersion(await read(eventId));
    await record(eventId, 4, 100_004);
    const stream = await openStream(`${origin}/api/results/${eventId}/stream?distance=33&version=${old}&deltas=1`);
    try {
      const first = await stream.next();
      expect(first.name).toBe('results');
      expect(first.data).toEqual(await read(eventId));
    } finally {
      stream.close();
    }
  });

  it('with snapshots=0 never sends the results: `unchanged` with the current version first, whatever the client holds, then deltas', async () => {
    const eventId = await timedEvent();
    const stale = resultsVersion(await read(eventId));
    await record(eventId, 4, 100_004);
    for (const [asked, dorsal] of [
      ['', 1],
      [`&version=${stale}`, 2],
    ] as const) {
      const held = await read(eventId);
      const version = resultsVersion(held);
      const stream = await openStream(
        `${origin}/api/results/${eventId}/stream?distance=33&deltas=1&snapshots=0${asked}`,
        { 'accept-encoding': 'gzip' },
      );
      try {
        expect(await stream.next()).toMatchObject({ name: 'unchanged', data: { version } });
        await record(eventId, dorsal, 100_000 + dorsal);
        const { seq, ...delta } = await nextDelta(stream);
        expect(seq).toBe(1);
        expect(delta.from).toBe(version);
        expect(delta.rows?.map((row) => row.dorsal)).toContain(dorsal);
        expect(applyResultsDelta(held, delta)).toEqual(await read(eventId));
      } finally {
        stream.close();
      }
    }
  });

  it('refuses a snapshots flag other than 0', async () => {
    const eventId = await timedEvent();
    const response = await fetch(`${origin}/api/results/${eventId}/stream?deltas=1&snapshots=1`);
    expect(response.status).toBe(400);
    await response.body?.cancel();
  });

  it('refuses a deltas flag other than 1', async () => {
    const eventId = await timedEvent();
    const response = await fetch(`${origin}/api/results/${eventId}/stream?deltas=yes`);
    expect(response.status).toBe(400);
    await response.body?.cancel();
  });
});

describe('delta writer: a client that falls behind', () => {
  /** A response whose socket is backed up until `drain` is emitted. */
  function fakeResponse() {
    const raw = new EventEmitter() as EventEmitter & { writableNeedDrain: boolean; written: string[] };
    Object.assign(raw, { writableNeedDrain: false, writableEnded: false, destroyed: false, written: [] });
    (raw as unknown as { write: (chunk: string) => boolean }).write = (chunk) => {
      raw.written.push(chunk);
      return true;
    };
    return raw;
  }
  const results = (name: string) => JSON.stringify({ eventName: name, overall: [] });

  it('drops the deltas while backed up and writes the newest snapshot whole when the socket drains', async () => {
    const raw = fakeResponse();
    const writer = deltaWriter(raw as unknown as ServerResponse, null, { held: null, changed: () => {} });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => createResultsSnapshot(results(name)));
    const delta = (from: typeof a, to: typeof a) => ({
      from: from!.version,
      version: to!.version,
      tail: `"from":"${from!.version}"}\n\n`,
      frame: async () => null,
    });
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    writer.first(a!);
    writer.send({ snapshot: b!, delta: delta(a, b) });
    await settled();
    expect(raw.written.join('')).toBe(
      `event: results\ndata: ${a!.json}\n\nevent: delta\ndata: {"seq":1,"from":"${a!.version}"}\n\n`,
    );
    raw.written.length = 0;
    raw.writableNeedDrain = true;
    writer.send({ snapshot: c!, delta: delta(b, c) });
    writer.send({ snapshot: d!, delta: delta(c, d) });
    await settled();
    expect(raw.written).toEqual([]);
    raw.writableNeedDrain = false;
    raw.emit('drain');
    await settled();
    // Only the newest, whole: the client's chain starts again from it.
    expect(raw.written.join('')).toBe(`event: results\ndata: ${d!.json}\n\n`);
    raw.written.length = 0;
    const e = createResultsSnapshot(results('e'));
    writer.send({ snapshot: e, delta: delta(d, e) });
    await settled();
    expect(raw.written.join('')).toBe(`event: delta\ndata: {"seq":2,"from":"${d!.version}"}\n\n`);
  });

  it('with wholes: false says `changed` where it would write a snapshot, and the deltas go on from it', async () => {
    const raw = fakeResponse();
    const changed = vi.fn();
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => createResultsSnapshot(results(name)));
    const writer = deltaWriter(raw as unknown as ServerResponse, null, { held: a!.version, changed, wholes: false });
    const delta = (from: typeof a, to: typeof a) => ({
      from: from!.version,
      version: to!.version,
      tail: `"from":"${from!.version}"}\n\n`,
      frame: async () => null,
    });
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    writer.first(a!);
    writer.send({ snapshot: b!, delta: delta(a, b) });
    await settled();
    expect(raw.written.join('')).toBe(`event: delta\ndata: {"seq":1,"from":"${a!.version}"}\n\n`);
    raw.written.length = 0;
    // A change with no delta the client can take: no results, a signal.
    writer.send({ snapshot: c!, delta: null });
    await settled();
    expect(raw.written).toEqual([]);
    expect(changed).toHaveBeenCalledTimes(1);
    writer.send({ snapshot: d!, delta: delta(c, d) });
    await settled();
    expect(raw.written.join('')).toBe(`event: delta\ndata: {"seq":2,"from":"${c!.version}"}\n\n`);
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
