import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { EVERYTHING_CHANGED, type TimingChange } from '@carreras/domain/timing/timing-changes';
import { describe, expect, it } from 'vitest';
import type { LiveUpdates } from '../../lib/live-updates.ts';
import { createResultsCache, RESULTS_CACHE_STALE_MS, RESULTS_CACHE_TTL_MS } from './results-cache.ts';

function fakeBus() {
  const listeners = new Map<number, Set<(change: TimingChange) => void>>();
  const everyEvent = new Set<(eventId: number | null) => void>();
  const bus: LiveUpdates = {
    async publish(eventId, change = EVERYTHING_CHANGED) {
      for (const listener of listeners.get(eventId) ?? []) listener(change);
      for (const listener of everyEvent) listener(eventId);
    },
    subscribe(eventId, listener) {
      const set = listeners.get(eventId) ?? new Set();
      set.add(listener);
      listeners.set(eventId, set);
      return () => {
        set.delete(listener);
      };
    },
    subscribeAll(listener) {
      everyEvent.add(listener);
      return () => {
        everyEvent.delete(listener);
      };
    },
    listenerCount() {
      return [...listeners.values()].reduce((sum, set) => sum + set.size, everyEvent.size);
    },
    async publishResultsInputs() {
      for (const listener of everyEvent) listener(null);
    },
    crossProcess: () => 'not-needed',
  };
  return bus;
}

// Cast: the response contract is growing fields in parallel work; these tests only need valid snapshots.
const results = (eventName: string, eventId = 1): ResultsResponse =>
  ({
    eventId,
    eventName,
    eventDate: '2026-11-29',
    finished: false,
    generatedAt: 0,
    distance: 66,
    laps: 2,
    overall: [],
    categories: [],
    distances: [{ distance: 66, laps: 2 }],
    groups: [],
  }) as ResultsResponse;

const notFound = async (): Promise<ResultsResponse> => Promise.reject(new Error('Evento no encontrado'));

describe('results cache', () => {
  it('computes once for many readers, again after a timing change, and again after the TTL', async () => {
    const bus = fakeBus();
    let clock = 0;
    const cache = createResultsCache(bus, { now: () => clock });
    let computed = 0;
    const compute = async () => results(`v${++computed}`);

    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get(1, { distance: 66 }, compute)));
    expect(computed).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] as string).eventName).toBe('v1');

    await bus.publish(2);
    expect(JSON.parse(await cache.get(1, { distance: 66 }, compute)).eventName).toBe('v1');
    await bus.publish(1);
    expect(JSON.parse(await cache.get(1, { distance: 66 }, compute)).eventName).toBe('v2');

    // Past the TTL the kept answer is served once more while one recomputation runs; the next read has it.
    clock += RESULTS_CACHE_TTL_MS;
    const [stale, alsoStale] = await Promise.all([
      cache.get(1, { distance: 66 }, compute),
      cache.get(1, { distance: 66 }, compute),
    ]);
    expect([JSON.parse(stale).eventName, JSON.parse(alsoStale).eventName]).toEqual(['v2', 'v2']);
    expect(computed).toBe(3);
    expect(JSON.parse(await cache.get(1, { distance: 66 }, compute)).eventName).toBe('v3');
    // Past the TTL and the stale window, a reader waits for a new answer.
    clock += RESULTS_CACHE_TTL_MS + RESULTS_CACHE_STALE_MS;
    expect(JSON.parse(await cache.get(1, { distance: 66 }, compute)).eventName).toBe('v4');
    // Another distance is its own snapshot.
    expect(JSON.parse(await cache.get(1, { distance: 33 }, compute)).eventName).toBe('v5');
    cache.close();
  });

  it('does not keep a failure', async () => {
    const cache = createResultsCache(fakeBus(), { now: () => 0 });
    await expect(cache.get(1, {}, async () => Promise.reject(new Error('no timing')))).rejects.toThrow('no timing');
    await expect(cache.get(1, {}, async () => results('ok'))).resolves.toContain('"ok"');
    cache.close();
  });

  it('listens to the bus once and keeps nothing for events that do not exist', async () => {
    const bus = fakeBus();
    const cache = createResultsCache(bus);
    expect(bus.listenerCount()).toBe(1);
    for (let eventId = 1; eventId <= 1000; eventId += 1)
      await expect(cache.get(eventId, { distance: 33 }, notFound)).rejects.toThrow();
    expect(bus.listenerCount()).toBe(1);
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, computing: 0 });
    cache.close();
    expect(bus.listenerCount()).toBe(0);
  });

  it('drops the least recently read snapshots beyond its room in bytes', async () => {
    const size = Buffer.byteLength(JSON.stringify(results('e1', 1))) + '1::'.length;
    const cache = createResultsCache(fakeBus(), { maxBytes: size * 3, now: () => 0 });
    let computed = 0;
    const read = (eventId: number) =>
      cache.get(eventId, {}, async () => {
        computed += 1;
        return results(`e${eventId}`, eventId);
      });
    for (const eventId of [1, 2, 3]) await read(eventId);
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: size * 3 });
    await read(1); // 1 is now the most recently read; 2 the least.
    await read(4);
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: size * 3 });
    expect(computed).toBe(4);
    await read(1);
    await read(3);
    expect(computed).toBe(4);
    await read(2);
    expect(computed).toBe(5);
    cache.close();
  });

  it('compresses a snapshot once per encoding asked for, and counts the variants in its room once made', async () => {
    const big = (eventId: number) =>
      ({ ...results(`e${eventId}`, eventId), groups: [{ id: 1, name: 'G'.repeat(4000) }] }) as ResultsResponse;
    const json = JSON.stringify(big(1));
    const size = Buffer.byteLength(json) + '1::'.length;
    const bus = fakeBus();
    const cache = createResultsCache(bus, { now: () => 0 });
    const first = await cache.snapshot(1, {}, async () => big(1));
    expect(first.json).toBe(json);
    expect(cache.stats().bytes).toBe(size);
    const br = (await first.encoded('br')) as Buffer;
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(cache.stats().bytes).toBe(size + br.length);
    const gzip = (await first.encoded('gzip')) as Buffer;
    expect(gunzipSync(gzip).toString()).toBe(json);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: size + br.length + gzip.length });
    // Every reader of the snapshot gets the same variants: no compression per read.
    expect(await cache.snapshot(1, {}, async () => big(2))).toBe(first);
    expect(await first.encoded('br')).toBe(br);
    expect(cache.stats().bytes).toBe(size + br.length + gzip.length);

    // The variants can push the least recently read snapshot out of the room.
    const tight = createResultsCache(bus, { maxBytes: 2 * size + 50, now: () => 0 });
    let computed = 0;
    const read = (eventId: number) =>
      tight.snapshot(eventId, {}, async () => {
        computed += 1;
        return big(eventId);
      });
    await (await read(1)).encoded('gzip');
    await (await read(2)).encoded('gzip');
    expect(tight.stats().entries).toBe(1);
    expect(tight.stats().bytes).toBeLessThanOrEqual(2 * size + 50);
    await read(2);
    expect(computed).toBe(2);
    cache.close();
    tight.close();
  });

  it('sends small snapshots as they are', async () => {
    const cache = createResultsCache(fakeBus(), { now: () => 0 });
    const small = await cache.snapshot(1, {}, async () => results('e1'));
    expect(await small.encoded('br')).toBeNull();
    expect(cache.stats().bytes).toBe(Buffer.byteLength(small.json) + '1::'.length);
    cache.close();
  });

  it('never keeps a snapshot larger than its whole room', async () => {
    const cache = createResultsCache(fakeBus(), { maxBytes: 100, now: () => 0 });
    await expect(cache.get(1, {}, async () => results('x'.repeat(200)))).resolves.toContain('xxx');
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, computing: 0 });
    cache.close();
  });

  it('does not keep a snapshot computed before a change that arrived meanwhile', async () => {
    const bus = fakeBus();
    const cache = createResultsCache(bus, { now: () => 0 });
    let finish: (value: ResultsResponse) => void = () => {};
    const slow = cache.get(1, {}, () => new Promise<ResultsResponse>((resolve) => (finish = resolve)));
    await bus.publish(1);
    finish(results('before the record'));
    expect(await slow).toContain('before the record');
    await expect(cache.get(1, {}, async () => results('after the record'))).resolves.toContain('after the record');
    cache.close();
  });

  it('keeps a value derived from an event under the same rules: its event, every event, TTL and room', async () => {
    const bus = fakeBus();
    let clock = 0;
    const cache = createResultsCache(bus, { maxBytes: 1000, now: () => clock });
    let computed = 0;
    const snapshot = (eventId: number | null) =>
      cache.derived(
        'hub',
        eventId,
        async () => ({ n: ++computed }),
        () => 100,
      );
    expect(await Promise.all([snapshot(1), snapshot(1)])).toEqual([{ n: 1 }, { n: 1 }]);
    expect(await snapshot(null)).toEqual({ n: 2 });
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 200 + 'hub:1'.length + 'hub:*'.length });

    await bus.publish(2);
    expect(await snapshot(1)).toEqual({ n: 1 });
    // The value read from every event goes with any change.
    expect(await snapshot(null)).toEqual({ n: 3 });
    await bus.publish(1);
    expect(await snapshot(1)).toEqual({ n: 4 });
    clock += RESULTS_CACHE_TTL_MS + RESULTS_CACHE_STALE_MS;
    expect(await snapshot(1)).toEqual({ n: 5 });

    await expect(
      cache.derived(
        'hub',
        7,
        async () => Promise.reject(new Error('no event')),
        () => 1,
      ),
    ).rejects.toThrow();
    expect(cache.stats().computing).toBe(0);
    await expect(
      cache.derived(
        'big',
        8,
        async () => 'x',
        () => 2000,
      ),
    ).resolves.toBe('x');
    // Only hub:1 is kept: the failure and the value larger than the room are not.
    expect(cache.stats().entries).toBe(1);
    cache.close();
  });
});
