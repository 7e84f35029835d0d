import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveUpdates } from '../src/lib/live-updates.ts';
import { resultsCache } from '../src/modules/results/results-cache.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

// A full collection between measurements, without changing how the suite starts node.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const MiB = 1024 * 1024;
let t: TestApp;
let eventId: number;
let origin: string;

beforeAll(async () => {
  // Every request here comes from one address; the per-address read limit is proven in results-streams.test.ts.
  t = await createTestApp({ env: { RESULTS_LIMIT_PER_MINUTE: '1000000' } });
  const auth = bearer(await loginAdmin(t.app));
  eventId = await insertEvent(t.db.db);
  await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '33': { laps: 2, enabled: true } } },
  });
  await insertRider(t.db.db, eventId, 1);
  // Real HTTP, not app.inject: light-my-request itself keeps about 9 KiB per injected request.
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

/** `count` reads of ids no event has, eight at a time. */
async function readUnknown(from: number, count: number) {
  const statuses = new Set<number>();
  let next = from;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < from + count) {
        const response = await fetch(`${origin}/api/results/${next++}`);
        await response.arrayBuffer();
        statuses.add(response.status);
      }
    }),
  );
  expect([...statuses]).toEqual([404]);
}

describe('public results memory', () => {
  it('keeps no listener, entry or heap for 30,000 unknown event ids', async () => {
    const live = liveUpdates(t.app);
    const cache = resultsCache(t.app);
    expect((await fetch(`${origin}/api/results/${eventId}`)).status).toBe(200);
    // Warm up the code paths (JIT, route caches) before the baseline.
    await readUnknown(1_000_000, 2_000);
    const listeners = live.listenerCount();
    const heap = heapAfterGc();

    await readUnknown(2_000_000, 30_000);

    expect(live.listenerCount()).toBe(listeners);
    // The one snapshot kept is the real event's (read again: on PostgreSQL the NOTIFY of its timing
    // configuration may arrive late and drop it once).
    expect((await fetch(`${origin}/api/results/${eventId}`)).status).toBe(200);
    expect(cache.stats()).toMatchObject({ entries: 1, computing: 0 });
    // Before the fix every unknown id left a bus listener and a cache watcher until shutdown.
    const growth = (heapAfterGc() - heap) / MiB;
    console.info(`heap growth after 30,000 unknown ids: ${growth.toFixed(2)} MiB`);
    expect(growth).toBeLessThan(4);
  }, 180_000);

  it('subscribes to live updates once, whatever the number of events read', async () => {
    const live = liveUpdates(t.app);
    const before = live.listenerCount();
    const others = [await insertEvent(t.db.db), await insertEvent(t.db.db), await insertEvent(t.db.db)];
    for (const id of others) await t.app.inject({ method: 'GET', url: `/api/results/${id}` });
    expect(live.listenerCount()).toBe(before);
  });
});
