import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/test-app.ts';
import { listEventCategories } from '../races/races.repository.ts';
import { insertRider, postStartGroups } from './timing-test-helpers.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
});
afterAll(async () => t?.close());

async function timedEvent(laps = 2) {
  const eventId = await insertEvent(t.db.db);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    // These tests send laps milliseconds apart: the repeat guard is off here and tested on its own (finish-line.routes.test.ts).
    payload: {
      eventId,
      config: { '33': { laps, enabled: true, minLapSeconds: 0 }, '66': { laps: 1, enabled: false } },
    },
  });
  expect(saved.statusCode).toBe(200);
  return eventId;
}

const record = (eventId: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), timestamp: Date.now(), ...body },
  });

describe('timing config', () => {
  it('lists the event distances before saving and keeps what was saved', async () => {
    const eventId = await insertEvent(t.db.db);
    const before = await t.app.inject({ method: 'GET', url: `/api/timing-config/${eventId}`, headers: auth });
    expect(before.json()).toMatchObject({ configured: false, config: { '33': { laps: 1, enabled: false } } });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: 0, enabled: true } } },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: 3, enabled: true } } },
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/timing-config/${eventId}`, headers: auth });
    expect(after.json()).toMatchObject({ configured: true, config: { '33': { laps: 3, enabled: true } } });
  });
});

describe('recording', () => {
  it('numbers laps per bib and keeps a passage of a bib that completed every lap without counting it', async () => {
    const eventId = await timedEvent(2);
    await insertRider(t.db.db, eventId, 11);
    const first = await record(eventId, { dorsal: 11, time: 60_000 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ dorsal: 11, lap: 1, time: 60_000, runnerName: 'Corredor Número 11' });
    const second = await record(eventId, { dorsal: 11, time: 125_000, lap: 1 });
    expect(second.json()).toMatchObject({ lap: 2 });
    const third = await record(eventId, { dorsal: 11, time: 190_000 });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({ lap: null, review: 'BEYOND_LAPS' });
  });

  it('stores a record without bib and a bib nobody has', async () => {
    const eventId = await timedEvent();
    const noBib = await record(eventId, { dorsal: null, time: 1000 });
    expect(noBib.statusCode).toBe(201);
    expect(noBib.json()).toMatchObject({ dorsal: null, lap: null });
    expect(noBib.json()).toMatchObject({ review: 'NO_BIB' });
    const unknown = await record(eventId, { dorsal: 999, time: 2000 });
    expect(unknown.statusCode).toBe(201);
    // Kept, flagged, and not counted as anyone's lap until a correction gives it a rider.
    expect(unknown.json()).toMatchObject({ dorsal: 999, lap: null, runnerName: null, review: 'UNKNOWN_BIB' });
    const state = (await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}`, headers: auth })).json();
    expect(state.review.map((r: { id: number }) => r.id).sort()).toEqual([noBib.json().id, unknown.json().id].sort());
  });

  it('derives the time from the group start when the device sends none, and needs a running clock', async () => {
    const eventId = await timedEvent();
    const groups = await postStartGroups(t.app, auth, eventId, [
      { name: 'Largada 1', startTime: new Date(Date.now() + 3_600_000).toISOString(), categories: [] },
    ]);
    const groupId = groups.json()[0].id as number;
    const early = await record(eventId, { dorsal: 5, groupId, timestamp: Date.now() });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('El cronómetro no está activo');
    const start = Date.now() - 90_000;
    await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/start-group`,
      headers: auth,
      payload: { groupId, startTime: new Date(start).toISOString() },
    });
    const ok = await record(eventId, { dorsal: 5, groupId, timestamp: start + 90_000 });
    expect(ok.json()).toMatchObject({ time: 90_000, groupId });
  });

  it('needs the instant of the passage as timestamp', async () => {
    const eventId = await timedEvent();
    const missing = await record(eventId, { dorsal: null, time: 1000, timestamp: undefined, recordedAt: Date.now() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ timestamp: 'Falta la hora del registro' });
  });

  it('stores the same client id once, even sent 10 times at once', async () => {
    const eventId = await timedEvent(3);
    await insertRider(t.db.db, eventId, 21);
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => record(eventId, { clientId, dorsal: 21, time: 5000 })),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const rows = await t.db.db.selectFrom('time_records').select('id').where('client_id', '=', clientId).execute();
    expect(rows).toHaveLength(1);
  });

  it('gives two devices recording the same bib at once different laps', async () => {
    const eventId = await timedEvent(3);
    await insertRider(t.db.db, eventId, 31);
    const start = Date.now() - 60_000;
    const answers = await Promise.all([
      record(eventId, { dorsal: 31, time: 1000, timestamp: start + 1000 }),
      record(eventId, { dorsal: 31, time: 1010, timestamp: start + 1010 }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const raw = await t.db.db.selectFrom('time_records').select('lap').where('event_id', '=', eventId).execute();
    expect(raw.map((r) => r.lap).sort()).toEqual([1, 2]);
    const times = (await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/times`, headers: auth })).json();
    expect(times.dorsalTimes['31']['1'][0].time).toBe(1000);
    expect(times.dorsalTimes['31']['2'][0].time).toBe(1010);
  });

  it('lists times, dorsalTimes and lapsConfig, laps counted in passage order', async () => {
    const eventId = await timedEvent(2);
    await insertRider(t.db.db, eventId, 41);
    // The second passage reaches the server first (the other device was offline for a while).
    const start = Date.now() - 300_000;
    await record(eventId, { dorsal: 41, time: 200_000, timestamp: start + 200_000 });
    await record(eventId, { dorsal: 41, time: 100_000, timestamp: start + 100_000 });
    const times = await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/times`, headers: auth });
    const body = times.json();
    expect(body.lapsConfig).toEqual({ '33': 2 });
    expect(body.dorsalTimes['41']['1'][0].time).toBe(100_000);
    expect(body.dorsalTimes['41']['2'][0].time).toBe(200_000);
    const state = await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}`, headers: auth });
    expect(state.json().records).toHaveLength(2);
  });
});

describe('start groups', () => {
  it('keeps a category in one group and refuses changing a started group', async () => {
    const eventId = await timedEvent();
    // The category the rider inserted below (insertRider) is in: the lowest id of the 33 km.
    const [category] = (await listEventCategories(t.db.db, eventId))
      .filter((c) => c.distancia === 33)
      .sort((a, b) => a.id - b.id);
    const startTime = new Date(Date.now() + 600_000).toISOString();
    const twice = await postStartGroups(t.app, auth, eventId, [
      { name: 'A', startTime, categories: [category!.id] },
      { name: 'B', startTime, categories: [category!.id] },
    ]);
    expect(twice.statusCode).toBe(400);
    const noTime = await postStartGroups(t.app, auth, eventId, [{ name: 'A', categories: [] }]);
    expect(noTime.statusCode).toBe(400);
    const saved = await postStartGroups(t.app, auth, eventId, [{ name: 'A', startTime, categories: [category!.id] }]);
    const group = saved.json()[0];
    expect(group).toMatchObject({ name: 'A', started: false, categories: [{ id: category!.id }] });

    const now = new Date(Date.now() - 1000).toISOString();
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/start-group`,
        headers: auth,
        payload: { groupId: group.id, startTime: now },
      });
    expect((await start()).json()).toMatchObject({ started: true, startTime: now });
    expect((await start()).statusCode).toBe(200);

    const renamed = await postStartGroups(t.app, auth, eventId, [
      { id: group.id, name: 'Otro', startTime: now, categories: [] },
    ]);
    expect(renamed.statusCode).toBe(409);
    const listed = await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/start-groups`, headers: auth });
    expect(listed.json()[0].name).toBe('A');

    await insertRider(t.db.db, eventId, 7);
    const passage = await record(eventId, { dorsal: 7, groupId: group.id, time: 1000 });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/start-group`,
      headers: auth,
      payload: { groupId: group.id, startTime: new Date(passage.json().timestamp + 1).toISOString() },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/^La largada no puede ser posterior a la primera pasada/);
  });
});

describe('corrections', () => {
  it('corrects a bib without overwriting the record, and audits who did it', async () => {
    const eventId = await timedEvent(2);
    const rider = await insertRider(t.db.db, eventId, 52);
    const taken = (await record(eventId, { dorsal: null, time: 3000 })).json();
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-dorsal`,
      headers: auth,
      payload: { timeId: taken.id },
    });
    expect(missing.json().fields.newDorsal).toBe('Debes ingresar un nuevo número de dorsal o seleccionar un corredor');
    const byRunner = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-dorsal`,
      headers: auth,
      payload: { timeId: taken.id, oldDorsal: null, runnerId: rider.runnerId },
    });
    expect(byRunner.json()).toMatchObject({ dorsal: 52, originalDorsal: null, corrected: true, lap: 1 });
    const raw = await t.db.db
      .selectFrom('time_records')
      .select('dorsal')
      .where('id', '=', taken.id)
      .executeTakeFirstOrThrow();
    expect(raw.dorsal).toBeNull();
    const log = await t.db.db
      .selectFrom('audit_log')
      .select(['actor_type', 'actor_id', 'at'])
      .where('action', '=', 'timing.update_dorsal')
      .where('entity_id', '=', taken.id)
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.actor_type).toBe('admin');
    // The corrected record counts as the bib's first lap.
    expect((await record(eventId, { dorsal: 52, time: 9000 })).json().lap).toBe(2);
  });

  it('edits lap times, penalty and status as changes beside the records', async () => {
    const eventId = await timedEvent(2);
    await insertRider(t.db.db, eventId, 61);
    await record(eventId, { dorsal: 61, time: 100_000 });
    await record(eventId, { dorsal: 61, time: 250_000 });
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/timing/${eventId}/update-runner-times`, headers: auth, payload });
    const edited = await update({ dorsal: 61, lapTimes: [{ lap: 2, time: 140_000 }], penaltyTime: 5_500 });
    expect(edited.json()).toEqual({
      dorsal: 61,
      lapTimes: [
        { lap: 1, time: 100_000 },
        { lap: 2, time: 140_000 },
      ],
      penaltyTime: 5_500,
      status: null,
    });
    expect((await update({ dorsal: 61, lapTimes: [{ lap: 3, time: 1 }] })).statusCode).toBe(400);
    expect(
      (await update({ dorsal: 61, penaltyTime: 5_500, lapTimes: [{ lap: 2, time: 140_000 }], status: 'DSQ' })).json()
        .status,
    ).toBe('DISQUALIFIED');
    const raw = await t.db.db
      .selectFrom('time_records')
      .select('time_ms')
      .where('event_id', '=', eventId)
      .orderBy('time_ms')
      .execute();
    expect(raw.map((r) => r.time_ms)).toEqual([100_000, 250_000]);
    expect((await update({ dorsal: 61, status: null })).json()).toMatchObject({ status: null, penaltyTime: 0 });
  });
});
