import { describe, expect, it } from 'vitest';
import { minLapMs } from './min-lap.ts';
import { DEFAULT_MIN_LAP_SECONDS } from './timing.schemas.ts';

describe('minLapMs (decision 007)', () => {
  it('turns the stored seconds into ms, as a number or as the text a database may answer', () => {
    expect(minLapMs(90)).toBe(90_000);
    expect(minLapMs('45')).toBe(45_000);
    expect(minLapMs(0)).toBe(0);
  });

  it('is the default where the distance has no timing setup', () => {
    expect(minLapMs(null)).toBe(DEFAULT_MIN_LAP_SECONDS * 1000);
    expect(minLapMs(undefined)).toBe(DEFAULT_MIN_LAP_SECONDS * 1000);
  });
});
