import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultsCache } from '../src/modules/results/results-cache.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, runnerPayload, type TestApp } from './test-app.ts';

// Results are kept until something says they changed (RESULTS_CACHE_TTL_MS is a minute): a write outside
// timing must say so, or a corrected name would stay wrong on every phone for that long.

let t: TestApp;
let eventId: number;
let runnerId: number;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  eventId = await insertEvent(t.db.db);
  ({ runnerId } = await insertRider(t.db.db, eventId, 21, { apellido: 'Gomez' }));
  auth = bearer(await loginAdmin(t.app));
  const configured = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
  });
  expect(configured.statusCode).toBe(200);
  const stored = await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), dorsal: 21, time: 3_600_000, timestamp: Date.now() },
  });
  expect(stored.statusCode).toBeLessThan(300);
});
afterAll(async () => t?.close());

const riderName = async () => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=33` });
  expect(answer.statusCode).toBe(200);
  const rows = (answer.json() as { overall: { dorsal: number; runnerName: string }[] }).overall;
  return rows.find((row) => row.dorsal === 21)?.runnerName;
};

describe('kept results and writes outside timing', () => {
  it('shows a name corrected in the back-office on the next read', async () => {
    expect(await riderName()).toContain('Gomez');
    const current = await t.app.inject({ method: 'GET', url: `/api/admin/runners/${runnerId}`, headers: auth });
    expect(current.statusCode).toBe(200);
    const { dni } = current.json() as { dni: string };
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/runners/${runnerId}`,
      headers: auth,
      payload: { ...runnerPayload({ dni }), apellido: 'Gómez' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await riderName()).toContain('Gómez');
  });

  it('keeps them through writes that change no result (a sign-in, a refused write)', async () => {
    await riderName();
    const kept = resultsCache(t.app).stats().entries;
    expect(kept).toBeGreaterThan(0);
    await loginAdmin(t.app);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/runners/${runnerId}`,
      headers: auth,
      payload: { apellido: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(resultsCache(t.app).stats().entries).toBe(kept);
  });
});
