// Simultaneous requests against the real app and database (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// uniqueness and limits hold because the database enforces them, not because requests happen to queue.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_ATTEMPTS } from '../src/modules/auth/rate-limits.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, nextAddress, registerRunner, type TestApp } from './test-app.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const at = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

const statusesOf = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** A man aged 27 in the event's year: fits ELITE MASC on 66 km. */
const eliteMan = () => registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${new Date().getFullYear() - 27}-06-15` });

const postInscription = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inscriptions',
    payload: body,
    headers: bearer(token),
    // Per-address request limits are not what is under test here.
    remoteAddress: nextAddress(),
  });

describe('inscription', () => {
  it('creates exactly one inscription out of 50 simultaneous identical inscriptions', async () => {
    const eventId = await insertEvent(t.db.db);
    const runner = await eliteMan();
    const body = { runnerId: runner.user.id, eventId, distancia: 66, categoria: 'ELITE MASC' };
    const responses = await at(50, () => postInscription(runner.token, body));
    const statuses = statusesOf(responses);
    expect(countOf(statuses, 201)).toBe(1);
    expect(countOf(statuses, 409)).toBe(49);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ error: 'ALREADY_ENROLLED', message: 'Ya estás inscrito en este evento' });
    }
    // One inscription, and the runner takes part in the event once.
    for (const table of ['inscriptions', 'event_participants'] as const) {
      const rows = await t.db.db
        .selectFrom(table)
        .select('runner_id')
        .where('runner_id', '=', runner.user.id)
        .where('event_id', '=', eventId)
        .execute();
      expect(rows, table).toHaveLength(1);
    }
  });
});

describe('bibs', () => {
  const holdersOf = (eventId: number, bib: number) =>
    t.db.db
      .selectFrom('inscriptions')
      .select('id')
      .where('event_id', '=', eventId)
      .where('numero_dorsal_asignado', '=', bib)
      .execute();

  it('gives exactly one holder out of 20 simultaneous assignments of the same bib to different inscriptions', async () => {
    const eventId = await insertEvent(t.db.db);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const runner = await eliteMan();
      const created = await postInscription(adminToken, {
        runnerId: runner.user.id,
        eventId,
        distancia: 66,
        categoria: 'E-BIKE',
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
    const responses = await at(20, (i) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/inscriptions/${ids[i]}/assign-dorsal/777`,
        headers: bearer(adminToken),
      }),
    );
    const statuses = statusesOf(responses);
    expect(countOf(statuses, 200)).toBe(1);
    expect(countOf(statuses, 409)).toBe(19);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        error: 'BIB_TAKEN',
        message: 'El dorsal 777 ya está asignado a otro corredor',
      });
    }
    const holders = await holdersOf(eventId, 777);
    expect(holders).toHaveLength(1);
    const winner = responses.find((r) => r.statusCode === 200);
    expect(holders[0]?.id).toBe(winner?.json().id);
  });

  it('gives exactly one holder out of 20 simultaneous admin inscriptions carrying the same bib', async () => {
    const eventId = await insertEvent(t.db.db);
    const runnerIds: number[] = [];
    for (let i = 0; i < 20; i++) runnerIds.push((await eliteMan()).user.id);
    const responses = await at(20, (i) =>
      postInscription(adminToken, {
        runnerId: runnerIds[i],
        eventId,
        distancia: 66,
        categoria: 'E-BIKE',
        numeroDorsalAsignado: 888,
      }),
    );
    const statuses = statusesOf(responses);
    expect(countOf(statuses, 201)).toBe(1);
    expect(countOf(statuses, 409)).toBe(19);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        error: 'BIB_TAKEN',
        message: 'El dorsal 888 ya está asignado a otro corredor',
      });
    }
    expect(await holdersOf(eventId, 888)).toHaveLength(1);
  });
});

describe('password changes', () => {
  const changeCount = async (runnerId: number) =>
    (
      await t.db.db
        .selectFrom('runners')
        .select('password_change_count')
        .where('id', '=', runnerId)
        .executeTakeFirstOrThrow()
    ).password_change_count;

  /** 20 simultaneous changes with one session, each from its own address. */
  async function twentyChanges(runner: Awaited<ReturnType<typeof registerRunner>>) {
    const responses = await at(20, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: runner.payload.password, newPassword: `simultanea-${i}` },
        headers: bearer(runner.token),
        remoteAddress: nextAddress(),
      }),
    );
    const statuses = statusesOf(responses);
    // The per-runner limit lets PASSWORD_CHANGE_ATTEMPTS through, more than the two allowed changes,
    // so the race below is real; the rest are refused before touching the password.
    expect(20 - countOf(statuses, 429)).toBeGreaterThanOrEqual(PASSWORD_CHANGE_ATTEMPTS);
    return statuses;
  }

  it('never passes two changes: 20 at once from zero, from one and from two', async () => {
    for (const start of [0, 1, 2]) {
      const runner = await registerRunner(t.app);
      await t.db.db
        .updateTable('runners')
        .set({ password_change_count: start })
        .where('id', '=', runner.user.id)
        .execute();
      const statuses = await twentyChanges(runner);
      expect(statuses.every((s) => [200, 401, 409, 429].includes(s))).toBe(true);
      const count = await changeCount(runner.user.id);
      // One session: the first change ends it, so at most one of the simultaneous requests succeeds.
      expect(count).toBe(Math.min(start + 1, 2));
      expect(countOf(statuses, 200)).toBe(count - start);
      if (start === 2) expect(countOf(statuses, 409)).toBe(PASSWORD_CHANGE_ATTEMPTS);
    }
  });
});

describe('timing records', () => {
  const postRecord = (eventId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/timing/${eventId}/record`, headers: bearer(adminToken), payload });

  /** A new event whose 66 km is timed over this many laps. */
  async function eventTimedOn66(laps: number) {
    const eventId = await insertEvent(t.db.db);
    const configured = await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: bearer(adminToken),
      payload: { eventId, config: { '66': { laps, enabled: true } } },
    });
    expect(configured.statusCode).toBe(200);
    return eventId;
  }

  it('stores the same record once when it is sent 10 times at once', async () => {
    const eventId = await eventTimedOn66(3);
    const body = { clientId: randomUUID(), dorsal: 42, time: 3_600_000, timestamp: Date.now() };
    const responses = await at(10, () => postRecord(eventId, body));
    const statuses = statusesOf(responses);
    expect(countOf(statuses, 201)).toBe(1);
    expect(countOf(statuses, 200)).toBe(9);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.db.db
      .selectFrom('time_records')
      .select(['id', 'lap'])
      .where('client_id', '=', body.clientId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lap).toBe(1);
    const all = await t.db.db.selectFrom('time_records').select('id').where('event_id', '=', eventId).execute();
    expect(all).toHaveLength(1);
  });

  it('numbers every lap of a bunch crossing at once, keeping the passages beyond the distance uncounted', async () => {
    const eventId = await eventTimedOn66(3);
    for (const bib of [11, 12, 13, 14]) await insertRider(t.db.db, eventId, bib, { distancia: 66 });
    const started = Date.now() - 3_600_000;
    // Four riders of 66 km (no start group yet), five passages each, taken a minute apart and sent at once:
    // 3 laps each are theirs, 2 too many, kept as 'fuera de vueltas' (decision 014).
    const sent = Array.from({ length: 20 }, (_, i) => ({
      clientId: randomUUID(),
      dorsal: 11 + (i % 4),
      time: 3_000_000 + i * 60_000,
      timestamp: started + 3_000_000 + i * 60_000,
    }));
    const responses = await Promise.all(sent.map((payload) => postRecord(eventId, payload)));
    expect(countOf(statusesOf(responses), 201)).toBe(20);
    const rows = await t.db.db
      .selectFrom('time_records')
      .select(['client_id', 'dorsal', 'lap'])
      .where('event_id', '=', eventId)
      .execute();
    expect(rows).toHaveLength(20);
    for (const bib of [11, 12, 13, 14]) {
      const laps = rows.filter((row) => row.dorsal === bib).map((row) => row.lap);
      expect(laps.sort()).toEqual([1, 2, 3, 4, 5]);
    }
    // As read: each bib's three earliest passages are its laps, the two latest beyond them.
    const times = (
      await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/times`, headers: bearer(adminToken) })
    ).json().times as { clientId: string; dorsal: number; lap: number | null; review: string | null }[];
    for (const bib of [11, 12, 13, 14]) {
      const own = sent.filter((p) => p.dorsal === bib).map((p) => times.find((r) => r.clientId === p.clientId)!);
      expect(own.map((r) => [r.lap, r.review])).toEqual([
        [1, null],
        [2, null],
        [3, null],
        [null, 'BEYOND_LAPS'],
        [null, 'BEYOND_LAPS'],
      ]);
    }
  });

  it('gives one lap for a rider two timekeepers call at once, keeping the other calls as repeats (decision 007)', async () => {
    const eventId = await eventTimedOn66(3);
    await insertRider(t.db.db, eventId, 31, { distancia: 66 });
    const crossing = Date.now() - 1_000_000;
    // Two devices, each calling bib 31 a few times within 2 s (a bounced Enter among them), all sent at once.
    const sent = Array.from({ length: 6 }, (_, i) => ({
      clientId: randomUUID(),
      dorsal: 31,
      time: 3_000_000 + i * 400,
      timestamp: crossing + i * 400,
    }));
    const responses = await Promise.all(sent.map((payload) => postRecord(eventId, payload)));
    expect(statusesOf(responses).every((status) => status === 201)).toBe(true);
    // Each answer is judged with what was stored before it: at least the calls stored after the first one
    // counted say REPEAT (when an earlier call is stored later, it takes the lap from one already answered).
    const reviews = responses.map((r) => r.json().review ?? null);
    expect(reviews.filter((review) => review === 'REPEAT').length).toBeGreaterThanOrEqual(1);
    expect(reviews.every((review) => review === null || review === 'REPEAT')).toBe(true);
    const rider = await t.app.inject({
      method: 'GET',
      url: `/api/timing/${eventId}/riders/31`,
      headers: bearer(adminToken),
    });
    // The earliest call is the lap, whichever reached the server first; nothing is lost.
    expect(rider.json().passages.map((p: { timestamp: number }) => p.timestamp)).toEqual([crossing]);
    expect(rider.json().records).toHaveLength(6);
    expect(rider.json().records.filter((r: { review: string | null }) => r.review === 'REPEAT')).toHaveLength(5);
  });
});
