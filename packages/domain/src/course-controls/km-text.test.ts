import { describe, expect, it } from 'vitest';
import { formatKm } from './km-text.ts';

describe('formatKm', () => {
  it('writes a decimal comma and drops a whole km’s decimals', () => {
    expect(formatKm(21.5)).toBe('21,5');
    expect(formatKm(40)).toBe('40');
    expect(formatKm(12.25)).toBe('12,25');
    expect(formatKm(0.8)).toBe('0,8');
  });
});
