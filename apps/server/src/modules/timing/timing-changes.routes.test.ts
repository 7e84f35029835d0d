import { randomUUID } from 'node:crypto';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/test-app.ts';
import { liveUpdates } from '../../lib/live-updates.ts';
import {
  MAX_TIMING_STREAMS,
  MAX_TIMING_STREAMS_PER_SESSION,
  timingStreamCount,
  timingStreamSessions,
} from './timing-changes-stream.ts';
import { insertRider } from './timing-test-helpers.ts';

let t: TestApp;
let auth: { authorization: string };
let origin: string;

beforeAll(async () => {
  // Heartbeats (and session checks) every 100 ms, so an ended session shows at once.
  t = await createTestApp({ env: { TIMING_STREAM_CHECK_MS: '100' } });
  auth = bearer(await loginAdmin(t.app));
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

async function timedEvent(bibs: number[]) {
  const eventId = await insertEvent(t.db.db);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    // Laps milliseconds apart here: the repeat guard is off (it has its own tests).
    payload: { eventId, config: { '33': { laps: 3, enabled: true, minLapSeconds: 0 } } },
  });
  expect(saved.statusCode).toBe(200);
  for (const bib of bibs) await insertRider(t.db.db, eventId, bib);
  return eventId;
}

const start = Date.now() - 3_600_000;
async function record(eventId: number, dorsal: number | null, afterStart: number): Promise<TimeRecord> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), dorsal, time: afterStart, timestamp: start + afterStart },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function times(eventId: number, query = ''): Promise<{ times: TimeRecord[]; dorsalTimes: unknown }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/times${query}`, headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The named events of a Server-Sent Events stream, as they arrive. */
function readEvents(body: ReadableStream<Uint8Array>) {
  const events: { event: string; data: unknown }[] = [];
  const decoder = new TextDecoder();
  let text = '';
  const done = (async () => {
    for await (const chunk of body) {
      text += decoder.decode(chunk, { stream: true });
      let end = text.indexOf('\n\n');
      while (end !== -1) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
        end = text.indexOf('\n\n');
      }
    }
  })().then(
    () => 'ended' as const,
    (error: Error) => (error.name === 'AbortError' ? ('aborted' as const) : Promise.reject(error)),
  );
  return { events, done };
}

const openChanges = (eventId: number, headers: Record<string, string> = auth, signal?: AbortSignal) =>
  fetch(`${origin}/api/timing/${eventId}/changes`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal,
  });

/** Every bib the `changed` events named so far, and whether one said everything changed. */
function named(events: { event: string; data: unknown }[]) {
  const bibs = new Set<number | null>();
  let all = false;
  for (const { event, data } of events) {
    if (event !== 'changed') continue;
    const change = data as { bibs?: (number | null)[]; all?: true };
    if (change.all) all = true;
    for (const bib of change.bibs ?? []) bibs.add(bib);
  }
  return { bibs: [...bibs].sort((a, b) => (a ?? -1) - (b ?? -1)), all };
}

describe('times of some bibs', () => {
  it('gives the records of the bibs asked (corrected ones where they count now) and those without a bib, as the full list does', async () => {
    const eventId = await timedEvent([41, 42, 43]);
    await record(eventId, 41, 60_000);
    await record(eventId, 42, 61_000);
    await record(eventId, 43, 62_000);
    const loose = await record(eventId, null, 63_000);
    const wrong = await record(eventId, 43, 120_000);
    // Taken as 43 by mistake: it is 41's second lap; the loose one is 42's.
    for (const [timeId, newDorsal] of [
      [wrong.id, 41],
      [loose.id, 42],
    ]) {
      const corrected = await t.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/update-dorsal`,
        headers: auth,
        payload: { timeId, newDorsal },
      });
      expect(corrected.statusCode).toBe(200);
    }
    const stillLoose = await record(eventId, null, 130_000);

    const all = (await times(eventId)).times;
    const some = await times(eventId, '?dorsals=41,42&unnumbered=true');
    const expected = all.filter((r) => r.dorsal === 41 || r.dorsal === 42 || r.dorsal === null);
    expect(some.times).toEqual(expected);
    expect(some.times.map((r) => [r.dorsal, r.lap])).toEqual([
      [null, null],
      [41, 2],
      [42, 2],
      [42, 1],
      [41, 1],
    ]);
    expect(some.times[0]!.id).toBe(stillLoose.id);

    const onlyBibs = await times(eventId, '?dorsals=43');
    expect(onlyBibs.times.map((r) => [r.dorsal, r.lap])).toEqual([[43, 1]]);
    expect((await times(eventId, '?unnumbered=true')).times.map((r) => r.id)).toEqual([stillLoose.id]);
    expect((await times(eventId, '?dorsals=99')).times).toEqual([]);
  });

  it('refuses a list of bibs that is not one, or too long, with 400', async () => {
    const eventId = await timedEvent([]);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const query of ['?dorsals=abc', '?dorsals=1,,2', '?dorsals=', `?dorsals=${tooMany}`, '?unnumbered=yes']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/timing/${eventId}/times${query}`,
        headers: auth,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('changes stream', () => {
  it('names the bibs whose records changed, a burst in one event, and "all" after a start', async () => {
    const eventId = await timedEvent([7, 8]);
    const controller = new AbortController();
    const response = await openChanges(eventId, auth, controller.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { events, done } = readEvents(response.body!);
    try {
      await Promise.all([record(eventId, 7, 60_000), record(eventId, 8, 60_500), record(eventId, null, 61_000)]);
      await vi.waitFor(() => expect(named(events).bibs).toEqual([null, 7, 8]));
      // A bunch heard at once goes out as one event.
      const before = events.length;
      const live = liveUpdates(t.app);
      await Promise.all([live.publish(eventId, { bibs: [7] }), live.publish(eventId, { bibs: [8, 7] })]);
      await vi.waitFor(() => expect(events.length).toBe(before + 1));
      expect(events.at(-1)?.data).toEqual({ bibs: [7, 8] });

      const changedSoFar = events.length;
      const loose = (await times(eventId, '?unnumbered=true')).times[0]!;
      await t.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/update-dorsal`,
        headers: auth,
        payload: { timeId: loose.id, newDorsal: 8 },
      });
      await vi.waitFor(() => expect(events.length).toBe(changedSoFar + 1));
      expect(events.at(-1)?.data).toEqual({ bibs: [null, 8] });

      // A change without bibs (a start, the groups, another process's): everything.
      await live.publish(eventId);
      await vi.waitFor(() => expect(events.at(-1)?.data).toEqual({ all: true }));
    } finally {
      controller.abort();
    }
    expect(await done).toBe('aborted');
    await vi.waitFor(() => expect(timingStreamCount(t.app)).toBe(0));
  });

  it('ends when the session ends, and refuses strangers, runners and unknown events', async () => {
    const eventId = await timedEvent([]);
    const token = await loginAdmin(t.app);
    const response = await openChanges(eventId, bearer(token));
    expect(response.status).toBe(200);
    const { done } = readEvents(response.body!);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBeLessThan(300);
    // The next heartbeat finds the session revoked and closes the stream.
    expect(await done).toBe('ended');
    await vi.waitFor(() => expect(timingStreamCount(t.app)).toBe(0));

    expect((await openChanges(eventId, {})).status).toBe(401);
    expect((await openChanges(eventId, bearer(token))).status).toBe(401);
    expect((await openChanges(999_999)).status).toBe(404);
  });

  it(`holds at most ${MAX_TIMING_STREAMS_PER_SESSION} streams per session: a new one closes that session's oldest`, async () => {
    const eventId = await timedEvent([]);
    const tablet = bearer(await loginAdmin(t.app));
    const other = bearer(await loginAdmin(t.app));
    const controllers: AbortController[] = [];
    /** Opens a stream; `done` settles when it ends (an object, so awaiting the opening does not wait for that). */
    const open = async (headers: Record<string, string>) => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await openChanges(eventId, headers, controller.signal);
      expect(response.status).toBe(200);
      return { done: readEvents(response.body!).done };
    };
    const isOpen = async (stream: { done: Promise<string> }) =>
      (await Promise.race([stream.done, Promise.resolve('open')])) === 'open';
    try {
      const otherSession = await open(other);
      // A tablet whose network flapped: its earlier streams are still held when it connects again.
      const held = [];
      for (let i = 0; i < MAX_TIMING_STREAMS_PER_SESSION; i += 1) held.push(await open(tablet));
      expect(timingStreamCount(t.app)).toBe(MAX_TIMING_STREAMS_PER_SESSION + 1);
      const reconnected = await open(tablet);
      // The oldest stream of that session is closed by the server; the new one is taken, never refused.
      expect(await held[0]!.done).toBe('ended');
      expect(timingStreamCount(t.app)).toBe(MAX_TIMING_STREAMS_PER_SESSION + 1);
      const again = await open(tablet);
      expect(await held[1]!.done).toBe('ended');
      expect(timingStreamCount(t.app)).toBe(MAX_TIMING_STREAMS_PER_SESSION + 1);
      // The other session's stream and the tablet's newest stay open.
      for (const stream of [otherSession, reconnected, again, ...held.slice(2)])
        expect(await isOpen(stream)).toBe(true);
      expect(timingStreamSessions(t.app)).toBe(2);
    } finally {
      for (const controller of controllers) controller.abort();
    }
    await vi.waitFor(() => expect(timingStreamCount(t.app)).toBe(0));
    expect(timingStreamSessions(t.app)).toBe(0);
  });

  it(`takes at most ${MAX_TIMING_STREAMS} streams in a process, then answers 503 to a session that holds none`, async () => {
    const eventId = await timedEvent([]);
    const sessions = Math.ceil(MAX_TIMING_STREAMS / MAX_TIMING_STREAMS_PER_SESSION);
    const tokens = [];
    for (let i = 0; i < sessions; i += 1) tokens.push(bearer(await loginAdmin(t.app)));
    const controllers: AbortController[] = [];
    const open = (headers: Record<string, string>) => {
      const controller = new AbortController();
      controllers.push(controller);
      return openChanges(eventId, headers, controller.signal);
    };
    try {
      for (let i = 0; i < MAX_TIMING_STREAMS; i += 1) {
        expect((await open(tokens[i % sessions]!)).status).toBe(200);
      }
      expect(timingStreamCount(t.app)).toBe(MAX_TIMING_STREAMS);
      const refused = await open(bearer(await loginAdmin(t.app)));
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toMatch(/pantallas de cronometraje/);
      // A session that holds streams reconnecting is given the place of its own oldest.
      const reconnected = await open(tokens[0]!);
      expect(reconnected.status).toBe(200);
      await vi.waitFor(() => expect(timingStreamCount(t.app)).toBe(MAX_TIMING_STREAMS));
    } finally {
      for (const controller of controllers) controller.abort();
    }
    await vi.waitFor(() => expect(timingStreamCount(t.app)).toBe(0));
  });

  it('ends its open streams when the server shuts down, instead of holding the shutdown', async () => {
    const other = await createTestApp({ shareDatabaseOf: t });
    try {
      const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const eventId = await timedEvent([]);
      const response = await fetch(`${address}/api/timing/${eventId}/changes`, {
        headers: { ...bearer(await loginAdmin(other.app)), accept: 'text/event-stream' },
      });
      expect(response.status).toBe(200);
      const { done } = readEvents(response.body!);
      await other.app.close();
      expect(await done).toBe('ended');
      expect(timingStreamCount(other.app)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
