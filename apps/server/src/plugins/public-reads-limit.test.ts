import { describe, expect, it } from 'vitest';
import { AddressWindows } from './public-reads-limit.ts';

describe('AddressWindows', () => {
  it('counts hits per address in fixed windows', () => {
    let clock = 0;
    const windows = new AddressWindows(10, () => clock);
    expect(windows.hit('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock = 10_000;
    expect(windows.hit('a', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(windows.hit('b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock = 60_000;
    expect(windows.hit('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps at most its number of addresses, forgetting the least recently seen', () => {
    const windows = new AddressWindows(2, () => 0);
    windows.hit('a', 60_000);
    windows.hit('b', 60_000);
    windows.hit('a', 60_000);
    windows.hit('c', 60_000);
    expect(windows.size).toBe(2);
    // b was forgotten, a kept its count.
    expect(windows.hit('b', 60_000).current).toBe(1);
    expect(windows.hit('c', 60_000).current).toBe(2);
  });
});
