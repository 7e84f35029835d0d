import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, nextAddress, type TestApp } from '../../../test/test-app.ts';
import { insertRider, postStartGroups } from './timing-test-helpers.ts';

// 'En carrera' (decision 013) through the API, against the test's own account of who is out.

let t: TestApp;
let auth: { authorization: string };
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
});
afterAll(async () => t?.close());

const record = async (eventId: number, dorsal: number, timestamp: number) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), dorsal, timestamp },
  });
  expect(answer.statusCode, answer.body).toBe(201);
};

const setStatus = async (eventId: number, dorsal: number, status: 'DNF' | 'DNS' | null) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/update-runner-times`,
    headers: auth,
    payload: { dorsal, status },
  });
  expect(answer.statusCode).toBe(200);
};

const stillOut = (eventId: number, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/still-out`, headers });

/**
 * Two waves under way and a third not started: wave A (66 km, 2 laps) went 90 minutes ago, wave B (33 km,
 * 2 laps) 60 minutes ago, wave C (33 km) goes in two hours.
 */
async function raceUnderWay() {
  const now = Date.now();
  const startA = now - 90 * MIN;
  const startB = now - 60 * MIN;
  const eventId = await insertEvent(t.db.db);
  const config = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '33': { laps: 2, enabled: true }, '66': { laps: 2, enabled: true } } },
  });
  expect(config.statusCode).toBe(200);
  const a = await insertRider(t.db.db, eventId, 101, { distancia: 66 });
  for (const bib of [102, 103, 104, 105]) await insertRider(t.db.db, eventId, bib, { distancia: 66 });
  const b = await insertRider(t.db.db, eventId, 201, { distancia: 33 });
  for (const bib of [202, 203]) await insertRider(t.db.db, eventId, bib, { distancia: 33 });
  const c = await insertRider(t.db.db, eventId, 301, { distancia: 33, categoryIndex: 1 });
  const saved = await postStartGroups(t.app, auth, eventId, [
    { name: 'Competitivos', startTime: startA, categories: [a.categoryId] },
    { name: 'Promocionales', startTime: startB, categories: [b.categoryId] },
    { name: 'Tardíos', startTime: now + 120 * MIN, categories: [c.categoryId] },
  ]);
  expect(saved.statusCode).toBe(200);
  const [groupA, groupB] = saved.json() as { id: number }[];

  await record(eventId, 101, startA + 30 * MIN); // finishes: 30 + 31
  await record(eventId, 101, startA + 61 * MIN);
  await record(eventId, 102, startA + 35 * MIN); // a lap, then DNF
  await setStatus(eventId, 102, 'DNF');
  await setStatus(eventId, 103, 'DNS'); // never started
  // 104: no passage. 105: one lap, and a repeat 10 s later that does not count (decision 007).
  await record(eventId, 105, startA + 40 * MIN);
  await record(eventId, 105, startA + 40 * MIN + 10_000);
  await record(eventId, 201, startB + 25 * MIN); // one lap
  await record(eventId, 203, startB + 20 * MIN); // finishes: 20 + 22
  await record(eventId, 203, startB + 42 * MIN);
  // 202: no passage. 301: wave C has not started.
  return { eventId, startA, startB, groupA: groupA!.id, groupB: groupB!.id };
}

describe('GET /api/timing/:eventId/still-out', () => {
  it('lists exactly the started riders who neither finished nor have a status, by wave, with when to expect them', async () => {
    const { eventId, startA, startB, groupA, groupB } = await raceUnderWay();
    const before = Date.now();
    const answer = await stillOut(eventId);
    const after = Date.now();
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.serverTime).toBeGreaterThanOrEqual(before);
    expect(body.serverTime).toBeLessThanOrEqual(after);
    expect(body.count).toBe(4);
    expect(
      body.groups.map((g: { id: number; riders: { dorsal: number }[] }) => [g.id, g.riders.map((r) => r.dorsal)]),
    ).toEqual([
      // The overdue first in each wave: 104 and 202 have no lap while their field's slowest first lap,
      // times 1.5, has gone by.
      [groupA, [104, 105]],
      [groupB, [202, 201]],
    ]);
    const [a, b] = body.groups;
    expect(a).toMatchObject({ name: 'Competitivos', startTime: startA });
    // 66 km first laps: 30 (101), 35 (102, DNF), 40 (105) → median 35, slowest 40.
    expect(a.riders[0]).toMatchObject({
      dorsal: 104,
      completedLaps: 0,
      totalLaps: 2,
      lastPassageAt: null,
      expectedNextAt: startA + 35 * MIN,
      expectedFrom: 'FIELD',
      overdueAt: startA + 60 * MIN,
      overdue: true,
    });
    expect(a.riders[1]).toMatchObject({
      dorsal: 105,
      completedLaps: 1,
      lastPassageAt: startA + 40 * MIN,
      expectedNextAt: startA + 80 * MIN,
      expectedFrom: 'OWN_LAPS',
      overdueAt: startA + 100 * MIN,
      overdue: false,
    });
    // 33 km first laps: 20 (203), 25 (201) → median 22.5, slowest 25.
    expect(b).toMatchObject({ name: 'Promocionales', startTime: startB });
    expect(b.riders[0]).toMatchObject({
      dorsal: 202,
      expectedNextAt: startB + 22.5 * MIN,
      overdueAt: startB + 37.5 * MIN,
      overdue: true,
    });
    expect(b.riders[1]).toMatchObject({
      dorsal: 201,
      runnerName: 'Corredor Número 201',
      distance: 33,
      completedLaps: 1,
      totalLaps: 2,
      lastPassageAt: startB + 25 * MIN,
      expectedNextAt: startB + 50 * MIN,
      overdueAt: startB + 62.5 * MIN,
      overdue: false,
    });
  });

  it('drops a rider once they finish or are marked DNF, and says when no one is left', async () => {
    const { eventId, startA, startB } = await raceUnderWay();
    await record(eventId, 105, startA + 85 * MIN);
    await setStatus(eventId, 104, 'DNF');
    const left = (await stillOut(eventId)).json();
    expect(left.groups.flatMap((g: { riders: { dorsal: number }[] }) => g.riders.map((r) => r.dorsal))).toEqual([
      202, 201,
    ]);
    await record(eventId, 201, startB + 50 * MIN);
    await setStatus(eventId, 202, 'DNF');
    const none = (await stillOut(eventId)).json();
    expect(none).toMatchObject({ count: 0, groups: [] });
    // Undoing the DNF puts the rider back on the list.
    await setStatus(eventId, 202, null);
    expect((await stillOut(eventId)).json().count).toBe(1);
  });

  it('gives each rider still out the last control counted on their lap, and when (decision 019)', async () => {
    // The 66 km (1 lap) went 60 minutes ago; Puesto 1 at km 20, Puesto 2 at km 40.
    const start = Date.now() - 60 * MIN;
    const eventId = await insertEvent(t.db.db);
    const config = await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '66': { laps: 1, enabled: true } } },
    });
    expect(config.statusCode, config.body).toBe(200);
    const first = await insertRider(t.db.db, eventId, 401, { distancia: 66 });
    for (const bib of [402, 403, 404]) await insertRider(t.db.db, eventId, bib, { distancia: 66 });
    const groups = await postStartGroups(t.app, auth, eventId, [
      { name: 'Maratón', startTime: start, categories: [first.categoryId] },
    ]);
    expect(groups.statusCode, groups.body).toBe(200);
    const control = async (name: string, km: number) => {
      const point = await t.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/controls`,
        headers: auth,
        payload: { distancia: 66, name, km, mandatory: true },
      });
      expect(point.statusCode, point.body).toBe(201);
      const link = await t.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/controls/${point.json<{ id: number }>().id}/links`,
        headers: auth,
        payload: { label: name },
      });
      expect(link.statusCode, link.body).toBe(201);
      const { token } = link.json<{ token: string }>();
      return async (reads: [number, number][]) => {
        const answer = await t.app.inject({
          method: 'POST',
          url: `/api/control/${token}/passages`,
          payload: { passages: reads.map(([dorsal, recordedAt]) => ({ clientId: randomUUID(), dorsal, recordedAt })) },
          remoteAddress: nextAddress(),
        });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json<{ passages: { dorsal: number; status: string }[] }>().passages;
      };
    };
    const puesto1 = await control('Puesto 1', 20);
    const puesto2 = await control('Puesto 2', 40);
    // 401 passed Puesto 1 only; 402 both, with a second read at Puesto 2 20 s later (a repeat: the minimum
    // interval is 60 s); 403 none; 404 both and the finish.
    await puesto1([
      [401, start + 21 * MIN + 5_000],
      [402, start + 19 * MIN],
      [404, start + 15 * MIN],
    ]);
    const at2 = await puesto2([
      [402, start + 42 * MIN + 5_000],
      [404, start + 31 * MIN],
    ]);
    expect(at2.map((p) => p.status)).toEqual(['COUNTS', 'COUNTS']);
    const repeat = await puesto2([[402, start + 42 * MIN + 25_000]]);
    expect(repeat.map((p) => p.status)).toEqual(['REPEAT']);
    await record(eventId, 404, start + 50 * MIN);

    const body = (await stillOut(eventId)).json();
    const riders = body.groups.flatMap((g: { riders: { dorsal: number }[] }) => g.riders);
    const lastOf = (bib: number) => riders.find((r: { dorsal: number }) => r.dorsal === bib)?.lastControl;
    expect(riders.map((r: { dorsal: number }) => r.dorsal).sort()).toEqual([401, 402, 403]);
    expect(lastOf(401)).toEqual({ name: 'Puesto 1', km: 20, at: start + 21 * MIN + 5_000 });
    expect(lastOf(402)).toEqual({ name: 'Puesto 2', km: 40, at: start + 42 * MIN + 5_000 });
    expect(lastOf(403)).toBeNull();
  });

  it('answers nobody out for an event without timing, 404 for an unknown event, 401 without a session', async () => {
    const eventId = await insertEvent(t.db.db);
    const answer = await stillOut(eventId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ count: 0, groups: [] });
    const unknown = await stillOut(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Evento no encontrado' });
    expect((await stillOut(eventId, {})).statusCode).toBe(401);
  });
});
