import { describe, expect, it } from 'vitest';
import { hasNoUpperAge, NO_UPPER_AGE } from './upper-age.ts';

describe('hasNoUpperAge', () => {
  it('reads no maximum, the stored NO_UPPER_AGE and any age no rider reaches as no limit', () => {
    expect(hasNoUpperAge(null)).toBe(true);
    expect(hasNoUpperAge(NO_UPPER_AGE)).toBe(true);
    expect(hasNoUpperAge(120)).toBe(true);
  });

  it('keeps a maximum a rider may have', () => {
    expect(hasNoUpperAge(119)).toBe(false);
    expect(hasNoUpperAge(70)).toBe(false);
  });
});
