import { describe, expect, it } from 'vitest';
import { type CountedLap, unusualLaps } from './unusual-passages.ts';

const MIN = 60_000;
const lap = (lapMs: number, accepted = false, distance = 33): CountedLap => ({ distance, lapMs, accepted });
const judge = (laps: CountedLap[]) => unusualLaps(laps, () => MIN);

describe('unusualLaps (decision 014)', () => {
  it('flags a lap faster than 0.6 × the fastest other lap of the distance, not one exactly at it', () => {
    const field = [lap(1_000_000), lap(1_100_000), lap(1_200_000)];
    expect(judge([...field, lap(599_999)]).at(-1)).toBe('FAST');
    expect(judge([...field, lap(600_000)]).at(-1)).toBeNull();
  });

  it('flags a lap slower than 3 × the median of the other laps, not one exactly at it', () => {
    // Others 1.0, 1.1, 1.2 M: median 1.1 M.
    const field = [lap(1_000_000), lap(1_100_000), lap(1_200_000)];
    expect(judge([...field, lap(3_300_001)]).at(-1)).toBe('SLOW');
    expect(judge([...field, lap(3_300_000)]).at(-1)).toBeNull();
    // With an even number of others the median is the mean of the middle two: (1.0 + 1.1) / 2 M.
    expect(judge([lap(900_000), ...field, lap(3_150_001)]).at(-1)).toBe('SLOW');
    expect(judge([lap(900_000), ...field, lap(3_150_000)]).at(-1)).toBeNull();
  });

  it('leaves the lap itself out of the field it is judged against', () => {
    // Two equal fast laps among slow ones: each judged against the other as the fastest, neither is flagged.
    expect(judge([lap(500_000), lap(500_000), lap(1_000_000), lap(1_000_000)])).toEqual([null, null, null, null]);
    expect(judge([lap(500_000), lap(1_000_000), lap(1_000_000), lap(1_000_000)])).toEqual(['FAST', null, null, null]);
  });

  it('reads the field only with 3 other laps or more, but the minimum lap always', () => {
    expect(judge([lap(1_000_000), lap(1_000_000), lap(100_000)])).toEqual([null, null, null]);
    expect(judge([lap(59_999)])).toEqual(['FAST']);
    expect(judge([lap(MIN)])).toEqual([null]);
  });

  it('judges each distance against its own laps, and never flags an accepted lap', () => {
    const laps = [lap(1_000_000), lap(1_000_000), lap(1_000_000), lap(300_000, false, 66), lap(100_000, true)];
    expect(judge(laps)).toEqual([null, null, null, null, null]);
    expect(judge([lap(1_000_000), lap(1_000_000), lap(1_000_000), lap(100_000)]).at(-1)).toBe('FAST');
  });
});
