import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { describe, expect, it } from 'vitest';
import type { LiveUpdates } from '../../lib/live-updates.ts';
import { createResultsCache, RESULTS_CACHE_TTL_MS } from './results-cache.ts';

function fakeBus() {
  const listeners = new Map<number, Set<() => void>>();
  const bus: LiveUpdates = {
    async publish(eventId) {
      for (const listener of listeners.get(eventId) ?? []) listener();
    },
    subscribe(eventId, listener) {
      const set = listeners.get(eventId) ?? new Set();
      set.add(listener);
      listeners.set(eventId, set);
      return () => set.delete(listener);
    },
  };
  return bus;
}

const results = (eventName: string): ResultsResponse => ({
  eventId: 1,
  eventName,
  distance: 66,
  laps: 2,
  overall: [],
  categories: [],
  distances: [{ distance: 66, laps: 2 }],
  groups: [],
});

describe('results cache', () => {
  it('computes once for many readers, again after a timing change, and again after the TTL', async () => {
    const bus = fakeBus();
    let clock = 0;
    const cache = createResultsCache(bus, () => clock);
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

    clock += RESULTS_CACHE_TTL_MS;
    expect(JSON.parse(await cache.get(1, { distance: 66 }, compute)).eventName).toBe('v3');
    // Another distance is its own snapshot.
    expect(JSON.parse(await cache.get(1, { distance: 33 }, compute)).eventName).toBe('v4');
    cache.close();
  });

  it('does not keep a failure', async () => {
    const cache = createResultsCache(fakeBus(), () => 0);
    await expect(cache.get(1, {}, async () => Promise.reject(new Error('no timing')))).rejects.toThrow('no timing');
    await expect(cache.get(1, {}, async () => results('ok'))).resolves.toContain('"ok"');
    cache.close();
  });
});
