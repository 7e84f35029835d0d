import { describe, expect, it } from 'vitest';
import { parseBibText } from './bib-text.ts';
import { BIB_MAX } from './limits.ts';

describe('a typed bib', () => {
  it('is a whole number from 1 to BIB_MAX, nothing when empty, invalid otherwise', () => {
    expect(parseBibText(' 42 ')).toBe(42);
    expect(parseBibText(String(BIB_MAX))).toBe(BIB_MAX);
    expect(parseBibText('   ')).toBeNull();
    for (const text of ['0', '-3', '1.5', 'abc', '12a', '1e3', String(BIB_MAX + 1)]) {
      expect(parseBibText(text), text).toBe('invalid');
    }
  });
});
