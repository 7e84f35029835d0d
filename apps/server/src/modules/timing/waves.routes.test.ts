import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/test-app.ts';
import { listEventCategories } from '../races/races.repository.ts';
import { insertRider, postStartGroups } from './timing-test-helpers.ts';

// Each rider is timed from the start of their own wave (the group of their category), never from
// the group selected on the recording device.

let t: TestApp;
let auth: { authorization: string };
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
});
afterAll(async () => t?.close());

/** An event timed on 33 km (2 laps) and 66 km (1 lap) with wave A (66 km riders) and wave B (33 km riders). */
async function twoWaves(startA: number, startB: number) {
  const eventId = await insertEvent(t.db.db);
  const config = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '33': { laps: 2, enabled: true }, '66': { laps: 1, enabled: true } } },
  });
  expect(config.statusCode).toBe(200);
  const a = await insertRider(t.db.db, eventId, 101, { distancia: 66 });
  const b = await insertRider(t.db.db, eventId, 201, { distancia: 33 });
  const saved = await postStartGroups(t.app, auth, eventId, [
    { name: 'Competitivos', startTime: startA, categories: [a.categoryId] },
    { name: 'Promocionales', startTime: startB, categories: [b.categoryId] },
  ]);
  expect(saved.statusCode).toBe(200);
  const [groupA, groupB] = saved.json() as { id: number }[];
  return { eventId, groupA: groupA!.id, groupB: groupB!.id };
}

const record = (eventId: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), ...body },
  });

const results = async (eventId: number, distance: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=${distance}` })).json();

describe('waves', () => {
  it('times a rider of wave A from A’s start while wave B is selected on the device', async () => {
    const startA = Date.now() - 40 * MIN;
    const startB = startA + 15 * MIN;
    const { eventId, groupA, groupB } = await twoWaves(startA, startB);
    const instant = startB + 20 * MIN + 345;
    // The device had wave B selected and worked out the time from B: 15 minutes short for rider 101.
    const answer = await record(eventId, { dorsal: 101, timestamp: instant, groupId: groupB, time: instant - startB });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      time: 35 * MIN + 345,
      groupId: groupA,
      groupName: 'Competitivos',
      review: null,
    });

    const row = (await results(eventId, 66)).overall.find((r: { dorsal: number }) => r.dorsal === 101);
    expect(row).toMatchObject({ status: 'COMPLETED', finalTime: 35 * MIN + 345, groupName: 'Competitivos' });

    // A rider of wave B recorded with nothing selected at all: the server still knows the wave.
    const b = await record(eventId, { dorsal: 201, timestamp: startB + 9 * MIN });
    expect(b.json()).toMatchObject({ time: 9 * MIN, groupId: groupB, lap: 1 });
  });

  it('re-times a wave whose start is moved later, but never past one of its riders’ passages', async () => {
    const startA = Date.now() - 30 * MIN;
    const startB = startA + 10 * MIN;
    const { eventId, groupB } = await twoWaves(startA, startB);
    const passage = startB + 12 * MIN;
    await record(eventId, { dorsal: 201, timestamp: passage, groupId: groupB });
    const delayed = startB + 2 * MIN;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/start-group`,
      headers: auth,
      payload: { groupId: groupB, startTime: new Date(delayed).toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    const row = (await results(eventId, 33)).overall.find((r: { dorsal: number }) => r.dorsal === 201);
    expect(row.lapTimes).toEqual([{ lap: 1, time: passage - delayed }]);

    const tooLate = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/start-group`,
      headers: auth,
      payload: { groupId: groupB, startTime: new Date(passage + 1000).toISOString() },
    });
    expect(tooLate.statusCode).toBe(409);
  });

  it('times a bib nobody held once a correction gives it a rider, from that rider’s wave', async () => {
    const startA = Date.now() - 50 * MIN;
    const startB = startA + 15 * MIN;
    const { eventId, groupB } = await twoWaves(startA, startB);
    const instant = startB + 30 * MIN;
    const typo = await record(eventId, { dorsal: 1011, timestamp: instant, groupId: groupB, time: instant - startB });
    expect(typo.json()).toMatchObject({ review: 'UNKNOWN_BIB', lap: null });
    const fixed = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-dorsal`,
      headers: auth,
      payload: { timeId: typo.json().id, oldDorsal: 1011, newDorsal: 101 },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      dorsal: 101,
      time: 45 * MIN,
      lap: 1,
      review: null,
      groupName: 'Competitivos',
    });
    const state = (await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}`, headers: auth })).json();
    expect(state.review).toEqual([]);
  });

  it('flags a passage before the rider’s own start and leaves it out of laps and results', async () => {
    const startA = Date.now() - 20 * MIN;
    const startB = startA + 15 * MIN;
    const { eventId, groupA } = await twoWaves(startA, startB);
    const early = await record(eventId, { dorsal: 201, timestamp: startB - MIN, groupId: groupA, time: 14 * MIN });
    expect(early.statusCode).toBe(201);
    expect(early.json()).toMatchObject({ review: 'BEFORE_START', lap: null });
    const row = (await results(eventId, 33)).overall.find((r: { dorsal: number }) => r.dorsal === 201);
    expect(row).toMatchObject({ completedLaps: 0, status: 'PENDING' });
    const state = (await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}`, headers: auth })).json();
    expect(state.review.map((r: { id: number }) => r.id)).toEqual([early.json().id]);
  });
});

describe('Buscar dorsal', () => {
  it('opens a rider with no passage, who can be marked DNF', async () => {
    const startA = Date.now() - 60 * MIN;
    const { eventId, groupA } = await twoWaves(startA, startA + 15 * MIN);
    const before = await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/riders/101`, headers: auth });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      dorsal: 101,
      runnerName: 'Corredor Número 101',
      distance: 66,
      laps: 1,
      group: { id: groupA, name: 'Competitivos', startTime: new Date(startA).toISOString() },
      passages: [],
      lapTimes: [],
      penaltyTime: 0,
      status: null,
    });
    const dnf = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-runner-times`,
      headers: auth,
      payload: { dorsal: 101, lapTimes: [], penaltyTime: 0, status: 'DNF' },
    });
    expect(dnf.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/riders/101`, headers: auth });
    expect(after.json().status).toBe('DNF');
    const row = (await results(eventId, 66)).overall.find((r: { dorsal: number }) => r.dorsal === 101);
    expect(row.status).toBe('DNF');
  });

  it('shows the passages of a rider with their laps, and answers 404 for a bib nobody holds', async () => {
    const startA = Date.now() - 60 * MIN;
    const startB = startA + 15 * MIN;
    const { eventId } = await twoWaves(startA, startB);
    await record(eventId, { dorsal: 201, timestamp: startB + 20 * MIN });
    await record(eventId, { dorsal: 201, timestamp: startB + 41 * MIN });
    const rider = (
      await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/riders/201`, headers: auth })
    ).json();
    expect(rider.passages.map((p: { lap: number; time: number }) => [p.lap, p.time])).toEqual([
      [1, 20 * MIN],
      [2, 41 * MIN],
    ]);
    expect(rider.lapTimes).toEqual([
      { lap: 1, time: 20 * MIN },
      { lap: 2, time: 21 * MIN },
    ]);
    const nobody = await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/riders/4242`, headers: auth });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('Ningún corredor tiene el dorsal 4242 en este evento');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/riders/201` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('results of a finished event', () => {
  it('reads finished once every rider has a final status, and carries its date', async () => {
    const startA = Date.now() - 60 * MIN;
    const startB = startA + 15 * MIN;
    const { eventId } = await twoWaves(startA, startB);
    const live = await results(eventId, 66);
    expect(live).toMatchObject({ finished: false });
    expect(live.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await record(eventId, { dorsal: 101, timestamp: startA + 50 * MIN });
    expect((await results(eventId, 66)).finished).toBe(true);
  });
});

describe('the answer to a passage', () => {
  it('is the record as every later read shows it, whatever the passage (200 random ones)', async () => {
    const startA = Date.now() - 90 * MIN;
    const startB = startA + 15 * MIN;
    const { eventId, groupA, groupB } = await twoWaves(startA, startB);
    await insertRider(t.db.db, eventId, 102, { distancia: 66 });
    await insertRider(t.db.db, eventId, 202, { distancia: 33 });
    // A fixed pseudo-random sequence: bibs of both waves, unknown bibs, no bib, instants out of order
    // (an offline device catching up) and before a wave's start, either group selected.
    let seed = 12_345;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const bibs = [101, 102, 201, 202, 999, null];
    for (let i = 0; i < 200; i++) {
      const dorsal = bibs[Math.floor(next() * bibs.length)];
      const instant = startA + Math.floor(next() * 90 * MIN);
      const groupId = next() < 0.5 ? groupA : groupB;
      const answer = await record(eventId, { dorsal, timestamp: instant, groupId, time: 1000 + i });
      if (answer.statusCode === 409) {
        expect(answer.json().message).toBe(`El corredor #${dorsal} ya ha completado todas las vueltas`);
        continue;
      }
      expect(answer.statusCode).toBe(201);
      const times = (await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/times`, headers: auth })).json();
      const read = times.times.find((r: { id: number }) => r.id === answer.json().id);
      expect(answer.json()).toEqual(read);
    }
  });
});

describe('cost of a passage', () => {
  it('runs three statements (client id, context, insert), however many passages are stored', async () => {
    const startA = Date.now() - 60 * MIN;
    const { eventId, groupB } = await twoWaves(startA, startA + 15 * MIN);
    await insertRider(t.db.db, eventId, 103, { distancia: 66 });
    const counts: number[] = [];
    for (const dorsal of [101, 201, 999, null, 201, 103]) {
      // Besides the passage's own three: the session's checks (account, revoked tokens) and, on
      // PostgreSQL, the NOTIFY that tells other processes; the same for every passage.
      const before = t.db.queryCount();
      const answer = await record(eventId, { dorsal, timestamp: Date.now(), groupId: groupB });
      expect(answer.statusCode).toBe(201);
      counts.push(t.db.queryCount() - before);
    }
    const auth = counts[0]! - 3;
    expect(counts).toEqual(counts.map(() => 3 + auth));
    expect(auth).toBeLessThanOrEqual(3);
  });
});

describe('results of an event with no timing', () => {
  it('answer 404 with their own code, apart from an unknown event', async () => {
    const eventId = await insertEvent(t.db.db);
    const none = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: 'TIMING_NOT_CONFIGURED' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/results/987654' });
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('start groups with categories as the spec models them', () => {
  it('accepts objects with nombre and distancia (and an id) as well as ids', async () => {
    const eventId = await insertEvent(t.db.db);
    const [first, second, third] = await listEventCategories(t.db.db, eventId);
    const startTime = new Date(Date.now() + 30 * MIN).toISOString();
    const saved = await postStartGroups(t.app, auth, eventId, [
      {
        name: 'A',
        startTime,
        categories: [first!.id, { nombre: second!.nombre.toLowerCase(), distancia: second!.distancia }],
      },
      { name: 'B', startTime, categories: [{ id: third!.id, nombre: third!.nombre, distancia: third!.distancia }] },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().map((g: { categories: { id: number }[] }) => g.categories.map((c) => c.id).sort())).toEqual([
      [first!.id, second!.id].sort(),
      [third!.id],
    ]);

    const save = (categories: unknown[]) =>
      postStartGroups(t.app, auth, eventId, [{ name: 'A', startTime, categories }]);
    const unknown = await save([{ nombre: 'NO EXISTE', distancia: 33 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('La categoría no pertenece a este evento');
    const twice = await save([first!.id, { nombre: first!.nombre, distancia: first!.distancia }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Una categoría solo puede pertenecer a un grupo');
  });
});

describe('the bibs of an event', () => {
  it('map each bib to its rider, distance and own start group in one call', async () => {
    const startA = Date.now() - 10 * MIN;
    const { eventId, groupA, groupB } = await twoWaves(startA, startA + 15 * MIN);
    const bibs = await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/bibs`, headers: auth });
    expect(bibs.statusCode).toBe(200);
    expect(bibs.json()).toEqual({
      '101': { name: 'Corredor Número 101', distance: 66, groupId: groupA, groupName: 'Competitivos' },
      '201': { name: 'Corredor Número 201', distance: 33, groupId: groupB, groupName: 'Promocionales' },
    });
  });
});
