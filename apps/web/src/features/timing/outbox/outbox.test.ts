import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { defaultBackoff, isFinalRefusal, Outbox } from './outbox.ts';
import { memoryOutboxStore, type OutboxEntry, openOutboxStore, type RecordBody } from './outbox-store.ts';

const dorsalOf = (entry: OutboxEntry) => (entry.kind === 'record' ? entry.body.dorsal : undefined);

let dbCounter = 0;
const freshName = () => `outbox-test-${dbCounter++}`;

/** A server stand-in: answers each send with what `answer` says, records what it was sent. */
function fakeServer() {
  const sent: OutboxEntry[] = [];
  let answer: (entry: OutboxEntry) => unknown = (entry) => ({ id: sent.length, clientId: entry.clientId });
  return {
    sent,
    answerWith(next: (entry: OutboxEntry) => unknown) {
      answer = next;
    },
    send: async (entry: OutboxEntry) => {
      sent.push(entry);
      return answer(entry);
    },
  };
}

const unreachable = () => {
  throw Object.assign(new Error('No se pudo conectar con el servidor'), { status: 0 });
};

/** Timers the test fires by hand: no waiting on the real clock. */
function manualTimers() {
  const timers: { callback: () => void; ms: number }[] = [];
  return {
    timers,
    setTimer: (callback: () => void, ms: number) => {
      const timer = { callback, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
    fire() {
      const timer = timers.shift();
      timer?.callback();
    },
  };
}

const record = (bib: number | null) => ({
  eventId: 4,
  kind: 'record' as const,
  path: '/timing/4/record',
  body: { dorsal: bib, time: 1000, timestamp: 1_700_000_000_000, groupId: 1 },
});

describe('Outbox', () => {
  it('stores a record before sending, shows it pending, and marks it sent on acknowledgement', async () => {
    const name = freshName();
    const store = await openOutboxStore(name);
    const server = fakeServer();
    const outbox = new Outbox({ store, send: server.send, ...manualTimers() });
    await outbox.load();
    const entry = await outbox.enqueue(record(12));
    expect((entry.body as RecordBody).clientId).toBe(entry.clientId);
    expect((await store.getAll()).map((e) => e.clientId)).toEqual([entry.clientId]);
    await outbox.flush();
    expect(server.sent).toHaveLength(1);
    expect(outbox.pendingCount()).toBe(0);
    expect(outbox.snapshot()[0]?.status).toBe('sent');
    expect((await store.getAll())[0]?.status).toBe('sent');
  });

  it('says a record is unsaved until the device has stored it, and shows it then', async () => {
    const inner = memoryOutboxStore();
    let release: () => void = () => {};
    const slowStore = {
      ...inner,
      put: async (entry: OutboxEntry) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        await inner.put(entry);
      },
    };
    const server = fakeServer();
    const outbox = new Outbox({ store: slowStore, send: server.send, ...manualTimers() });
    const stored = outbox.enqueue(record(7));
    expect(outbox.hasUnsavedWrites()).toBe(true);
    expect(outbox.snapshot()).toEqual([]);
    expect(server.sent).toHaveLength(0);
    release();
    await stored;
    expect(outbox.hasUnsavedWrites()).toBe(false);
    expect(outbox.snapshot().map((e) => dorsalOf(e))).toEqual([7]);
    expect((await inner.getAll()).map((e) => dorsalOf(e))).toEqual([7]);
  });

  it('still shows and sends a record the device refuses to store, and guards it until acknowledged', async () => {
    const failingStore = { ...memoryOutboxStore(), put: async () => Promise.reject(new Error('QuotaExceededError')) };
    const server = fakeServer();
    server.answerWith(unreachable);
    const outbox = new Outbox({ store: failingStore, send: server.send, ...manualTimers() });
    await outbox.enqueue(record(8));
    await outbox.flush();
    expect(outbox.pendingCount()).toBe(1);
    expect(outbox.hasUnsavedWrites()).toBe(true);
    server.answerWith((entry) => ({ id: 1, clientId: entry.clientId }));
    await outbox.retryNow();
    expect(outbox.pendingCount()).toBe(0);
    expect(outbox.hasUnsavedWrites()).toBe(false);
  });

  it('keeps records while the server cannot be reached, retries with backoff and sends them in order', async () => {
    const store = await openOutboxStore(freshName());
    const server = fakeServer();
    server.answerWith(unreachable);
    const timers = manualTimers();
    const outbox = new Outbox({ store, send: server.send, ...timers });
    await outbox.load();
    await outbox.enqueue(record(1));
    await outbox.flush();
    await outbox.enqueue(record(2));
    await outbox.flush();
    expect(outbox.pendingCount()).toBe(2);
    expect(timers.timers).toHaveLength(1);
    expect(timers.timers[0]?.ms).toBe(defaultBackoff(2));

    server.answerWith((entry) => ({ clientId: entry.clientId }));
    server.sent.length = 0;
    timers.fire();
    await outbox.flush();
    expect(server.sent.map((e) => dorsalOf(e))).toEqual([1, 2]);
    expect(outbox.pendingCount()).toBe(0);
  });

  it('grows the wait between tries up to 3 s, so pending records drain soon after the server is back', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(defaultBackoff)).toEqual([500, 1000, 2000, 3000, 3000, 3000, 3000]);
  });

  it('survives a reload: a new outbox on the same store sends what the previous page left, once', async () => {
    const name = freshName();
    const offline = fakeServer();
    offline.answerWith(unreachable);
    const first = new Outbox({ store: await openOutboxStore(name), send: offline.send, ...manualTimers() });
    await first.load();
    const a = await first.enqueue(record(5));
    const b = await first.enqueue(record(null));
    await first.flush();
    first.stop();

    const online = fakeServer();
    const second = new Outbox({ store: await openOutboxStore(name), send: online.send, ...manualTimers() });
    expect(second.pendingCount()).toBe(0);
    await second.load();
    await second.flush();
    expect(online.sent.map((e) => e.clientId)).toEqual([a.clientId, b.clientId]);
    expect(second.pendingCount()).toBe(0);
    await second.retryNow();
    expect(online.sent).toHaveLength(2);
  });

  it('keeps a finally refused record with the server message and goes on with the next', async () => {
    const store = await openOutboxStore(freshName());
    const server = fakeServer();
    server.answerWith((entry) => {
      if (dorsalOf(entry) === 7) {
        throw Object.assign(new Error('El corredor #7 ya ha completado todas las vueltas'), { status: 409 });
      }
      return {};
    });
    const outbox = new Outbox({ store, send: server.send, ...manualTimers() });
    await outbox.load();
    await outbox.enqueue(record(7));
    await outbox.enqueue(record(8));
    await outbox.flush();
    const [refused, accepted] = outbox.snapshot();
    expect(refused).toMatchObject({ status: 'rejected', error: 'El corredor #7 ya ha completado todas las vueltas' });
    expect(accepted?.status).toBe('sent');
    expect(outbox.pendingCount()).toBe(0);
    expect((await store.getAll()).filter((e) => e.status === 'rejected').map(dorsalOf)).toEqual([7]);
  });

  it('discards a refused entry only, from memory and from the device', async () => {
    const store = await openOutboxStore(freshName());
    const server = fakeServer();
    server.answerWith((entry) => {
      if (dorsalOf(entry) === 7) throw Object.assign(new Error('Número de dorsal inválido'), { status: 400 });
      throw Object.assign(new Error('Sin conexión'), { status: 0 });
    });
    const outbox = new Outbox({ store, send: server.send, ...manualTimers() });
    await outbox.load();
    const refused = await outbox.enqueue(record(7));
    const waiting = await outbox.enqueue(record(8));
    await outbox.flush();
    expect(outbox.snapshot().map((e) => e.status)).toEqual(['rejected', 'pending']);

    expect(await outbox.discard(waiting.clientId)).toBe(false);
    expect(await outbox.discard(refused.clientId)).toBe(true);
    expect(outbox.snapshot().map((e) => e.clientId)).toEqual([waiting.clientId]);
    expect((await store.getAll()).map((e) => e.clientId)).toEqual([waiting.clientId]);
    expect(await outbox.discard(refused.clientId)).toBe(false);
  });

  it('retries a lost session or a server fault instead of giving up', async () => {
    expect([400, 404, 409, 422].every(isFinalRefusal)).toBe(true);
    expect([0, 401, 403, 408, 429, 500, 503].some(isFinalRefusal)).toBe(false);
    const store = await openOutboxStore(freshName());
    const server = fakeServer();
    server.answerWith(() => {
      throw Object.assign(new Error('Error interno'), { status: 503 });
    });
    const timers = manualTimers();
    const outbox = new Outbox({ store, send: server.send, ...timers });
    await outbox.load();
    await outbox.enqueue(record(3));
    await outbox.flush();
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'pending', attempts: 1, error: 'Error interno' });
    expect(timers.timers).toHaveLength(1);
  });

  it('counts pending entries per event and tells listeners of every change', async () => {
    const store = await openOutboxStore(freshName());
    const server = fakeServer();
    server.answerWith(unreachable);
    const outbox = new Outbox({ store, send: server.send, ...manualTimers() });
    let changes = 0;
    outbox.subscribe(() => {
      changes += 1;
    });
    await outbox.load();
    await outbox.enqueue(record(1));
    await outbox.enqueue({ ...record(2), eventId: 9, path: '/timing/9/record' });
    await outbox.flush();
    expect(outbox.pendingCount(4)).toBe(1);
    expect(outbox.pendingCount(9)).toBe(1);
    expect(changes).toBeGreaterThanOrEqual(3);
  });

  it('sends a record an earlier version stored with recordedAt and lap in the shape the server takes now', async () => {
    const store = memoryOutboxStore();
    const base = { eventId: 4, path: '/timing/4/record', order: 0, status: 'pending' as const, attempts: 0 };
    const old = (clientId: string, body: Record<string, unknown>) =>
      ({
        ...base,
        clientId,
        kind: 'record',
        body,
        createdAt: 1_700_000_000_500,
        error: null,
        response: null,
      }) as OutboxEntry;
    await store.put(
      old('old-a', { clientId: 'old-a', dorsal: 5, time: 1000, recordedAt: 1_700_000_000_000, lap: 2, groupId: 1 }),
    );
    await store.put(old('old-b', { dorsal: null, recordedAt: '2023-11-14T22:13:21.000Z', lap: null, groupId: 3 }));
    const server = fakeServer();
    const outbox = new Outbox({ store, send: server.send, ...manualTimers() });
    await outbox.load();
    await outbox.flush();
    expect(server.sent.map((entry) => entry.body)).toEqual([
      { clientId: 'old-a', dorsal: 5, time: 1000, timestamp: 1_700_000_000_000, groupId: 1 },
      { clientId: 'old-b', dorsal: null, timestamp: 1_700_000_001_000, groupId: 3 },
    ]);
    expect(outbox.snapshot().map((entry) => entry.status)).toEqual(['sent', 'sent']);
  });
});
