import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('secreto1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'secreto1')).toBe(true);
    expect(await verifyPassword(stored, 'secreto2')).toBe(false);
    expect(await verifyPassword(null, 'secreto1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'secreto1')).toBe(false);
  });

  it('finishes every one of many simultaneous hashes and checks, queued beyond the free cores', async () => {
    const passwords = Array.from({ length: 12 }, (_, i) => `clave-${i}`);
    const stored = await Promise.all(passwords.map((p) => hashPassword(p)));
    const checks = await Promise.all([
      ...stored.map((h, i) => verifyPassword(h, passwords[i] ?? '')),
      ...stored.map((h) => verifyPassword(h, 'otra-clave')),
    ]);
    expect(checks).toEqual([...passwords.map(() => true), ...passwords.map(() => false)]);
  });
});
