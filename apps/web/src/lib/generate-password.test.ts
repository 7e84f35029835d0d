import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password.ts';

describe('generatePassword', () => {
  it('gives 8 letters and digits, different each time', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(new Set(passwords).size).toBe(50);
  });
});
