import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_CHANGES } from '../limits.ts';
import { passwordChangeLimitReached } from './password-changes.ts';

describe('passwordChangeLimitReached', () => {
  it('allows changes up to the limit', () => {
    expect(passwordChangeLimitReached({ temporary: false, changes: MAX_PASSWORD_CHANGES - 1 })).toBe(false);
    expect(passwordChangeLimitReached({ temporary: false, changes: MAX_PASSWORD_CHANGES })).toBe(true);
  });

  it('always lets a temporary password be replaced', () => {
    expect(passwordChangeLimitReached({ temporary: true, changes: MAX_PASSWORD_CHANGES })).toBe(false);
  });
});
