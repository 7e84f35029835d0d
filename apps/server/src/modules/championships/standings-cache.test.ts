import { describe, expect, it } from 'vitest';
import { StandingsCache } from './standings-cache.ts';

describe('StandingsCache', () => {
  it('computes once per window, shares a computation, forgets on demand and after a failure', async () => {
    let now = 0;
    let computed = 0;
    const cache = new StandingsCache<number>(10_000, () => now);
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get(1, compute), cache.get(1, compute)])).toEqual([1, 1]);
    now = 9_999;
    expect(await cache.get(1, compute)).toBe(1);
    now = 10_000;
    expect(await cache.get(1, compute)).toBe(2);
    cache.forget(1);
    expect(await cache.get(1, compute)).toBe(3);
    expect(await cache.get(2, compute)).toBe(4);

    await expect(cache.get(3, () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.get(3, compute)).toBe(5);
  });
});
