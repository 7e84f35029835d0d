import { describe, expect, it } from 'vitest';
import { lapTimes } from './lap-times.ts';

describe('lapTimes', () => {
  it('gives each lap as the difference of consecutive passages', () => {
    expect(lapTimes([60_000, 125_000, 190_500])).toEqual([60_000, 65_000, 65_500]);
  });

  it('takes an administrator’s lap time over the passages, for that lap only', () => {
    expect(lapTimes([60_000, 125_000, 190_500], new Map([[2, 61_000]]))).toEqual([60_000, 61_000, 65_500]);
  });

  it('gives nothing for a rider with no passage', () => {
    expect(lapTimes([], new Map([[1, 5]]))).toEqual([]);
  });
});
