import { describe, expect, it } from 'vitest';
import { createRenderCache } from './render-cache.ts';

/** A render that counts its calls and gives a file of `size` bytes. */
function counted(size = 100) {
  const render = async () => {
    render.calls += 1;
    return Buffer.alloc(size, render.calls);
  };
  render.calls = 0;
  return render;
}

describe('createRenderCache', () => {
  it('renders a slot and version once, however many ask at the same time or later', async () => {
    const cache = createRenderCache();
    const render = counted();
    const files = await Promise.all(Array.from({ length: 20 }, () => cache.get('1:31:diploma', 'v1', render)));
    expect(render.calls).toBe(1);
    expect(new Set(files).size).toBe(1);
    await cache.get('1:31:diploma', 'v1', render);
    expect(render.calls).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, rendering: 0 });
  });

  it('renders a new version in place of the old one', async () => {
    const cache = createRenderCache();
    const render = counted();
    await cache.get('1:31:card', 'v1', render);
    const bytes = cache.stats().bytes;
    const second = await cache.get('1:31:card', 'v2', render);
    expect(render.calls).toBe(2);
    expect(second[0]).toBe(2);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes });
  });

  it('keeps no failure: every caller waiting gets it, the next one renders again', async () => {
    const cache = createRenderCache();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('no fonts');
    };
    const waiting = await Promise.allSettled([cache.get('s', 'v', failing), cache.get('s', 'v', failing)]);
    expect(waiting.map((w) => w.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, rendering: 0 });
    await expect(cache.get('s', 'v', counted())).resolves.toHaveLength(100);
  });

  it('drops the least recently asked files beyond its bytes, and keeps none larger than them', async () => {
    // Each entry weighs its file plus its slot and version: 1000 + 2 + 1 bytes.
    const cache = createRenderCache(3 * 1003);
    const render = counted(1000);
    for (const slot of ['s1', 's2', 's3']) await cache.get(slot, 'v', render);
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 3 * 1003 });
    // s1 asked again: s2 is now the least recent, and goes when s4 comes.
    await cache.get('s1', 'v', render);
    await cache.get('s4', 'v', render);
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 3 * 1003 });
    expect(render.calls).toBe(4);
    await cache.get('s1', 'v', render);
    expect(render.calls).toBe(4);
    await cache.get('s2', 'v', render);
    expect(render.calls).toBe(5);

    for (let i = 0; i < 1000; i++) await cache.get(`rider-${i}`, 'v', counted(1000 - String(i).length));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3 * 1003);

    await cache.get('huge', 'v', counted(10_000));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3 * 1003);
  });
});
