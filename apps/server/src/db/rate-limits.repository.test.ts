import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { countHit, forgetExpiredHits } from './rate-limits.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('request-limit counters in the database', () => {
  it('count the hits of a window and start again when it is over', async () => {
    const start = 1_000_000;
    expect(await countHit(t.db.db, 'POST /api/auth/login', '10.0.0.1', 60_000, start)).toEqual({
      current: 1,
      ttl: 60_000,
    });
    expect(await countHit(t.db.db, 'POST /api/auth/login', '10.0.0.1', 60_000, start + 1_000)).toEqual({
      current: 2,
      ttl: 59_000,
    });
    // Another address and another route count apart.
    expect((await countHit(t.db.db, 'POST /api/auth/login', '10.0.0.2', 60_000, start + 2_000)).current).toBe(1);
    expect((await countHit(t.db.db, 'POST /api/auth/register', '10.0.0.1', 60_000, start + 2_000)).current).toBe(1);
    // The window is over: a new one starts with this hit.
    expect(await countHit(t.db.db, 'POST /api/auth/login', '10.0.0.1', 60_000, start + 60_000)).toEqual({
      current: 1,
      ttl: 60_000,
    });
  });

  it('give every one of 30 simultaneous hits its own count', async () => {
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => countHit(t.db.db, 'POST /api/inscriptions', '10.0.0.3', 60_000, now)),
    );
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
  });

  it('forget windows that are over, and only those', async () => {
    await countHit(t.db.db, 'old', '10.0.0.4', 1_000, 5_000);
    await countHit(t.db.db, 'current', '10.0.0.4', 60_000, 5_000);
    await forgetExpiredHits(t.db.db, 10_000);
    const left = await t.db.db
      .selectFrom('rate_limits')
      .select('bucket')
      .where('client_key', '=', '10.0.0.4')
      .execute();
    expect(left.map((row) => row.bucket)).toEqual(['current']);
  });
});
