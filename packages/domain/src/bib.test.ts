import { describe, expect, it } from 'vitest';
import { BIB_INVALID, bibParamSchema, bibSchema } from './bib.ts';
import { BIB_MAX, BIB_MIN } from './limits.ts';

describe('bibSchema', () => {
  it('takes whole numbers from BIB_MIN to BIB_MAX', () => {
    expect(bibSchema.parse(BIB_MIN)).toBe(BIB_MIN);
    expect(bibSchema.parse(BIB_MAX)).toBe(BIB_MAX);
  });

  it('refuses anything else with one Spanish message', () => {
    for (const bad of [0, BIB_MAX + 1, 1.5, '12', null]) {
      expect(bibSchema.safeParse(bad).error?.issues[0]?.message).toBe(BIB_INVALID);
    }
  });

  it('reads a bib from an address', () => {
    expect(bibParamSchema.parse('23')).toBe(23);
    expect(bibParamSchema.safeParse('0').error?.issues[0]?.message).toBe(BIB_INVALID);
    expect(bibParamSchema.safeParse('abc').error?.issues[0]?.message).toBe(BIB_INVALID);
  });
});
