import { randomUUID } from 'node:crypto';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import {
  bearer,
  createTestApp,
  loginAdmin,
  nextAddress,
  registerRunner,
  type TestApp,
} from '../../../test/test-app.ts';
import { insertRider, postStartGroups } from '../timing/timing-test-helpers.ts';

// Controls on the course (decision 019) through the real server: the organiser's timing points and volunteer
// links, and a volunteer's phone recording with its link alone. Every expected split is the test's own
// arithmetic on the instants it typed.

let t: TestApp;
let auth: { authorization: string };
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
});
afterAll(async () => t?.close());

interface Point {
  id: number;
  order: number;
  name: string;
  km: number;
  mandatory: boolean;
  cutoff: unknown;
  lap: number | null;
}
interface Passage {
  id: number;
  clientId: string;
  dorsal: number;
  status: string;
  runnerName: string | null;
  splitMs: number | null;
  lap: number | null;
  pastCutoff: boolean;
  outOfOrder: boolean;
  created: boolean;
}

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });

const addPoint = (eventId: number, body: Record<string, unknown>) =>
  admin('POST', `/api/timing/${eventId}/controls`, { distancia: 66, mandatory: true, ...body });

async function newLink(eventId: number, pointId: number, label = 'Puesto') {
  const answer = await admin('POST', `/api/timing/${eventId}/controls/${pointId}/links`, { label });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id: number; token: string; path: string; expiresAt: number }>();
}

const post = (token: string, passages: unknown[], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/control/${token}/passages`,
    headers,
    payload: { passages },
    remoteAddress: nextAddress(),
  });

const screen = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/control/${token}`, headers });

const read = (dorsal: number, recordedAt: number, extra: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  dorsal,
  recordedAt,
  ...extra,
});

/**
 * The 66 km (1 lap) started 60 minutes ago with riders 101–104; rider 201 is on the 33 km. Control 1 at km 20
 * and control 2 at km 45 (cut-off 50 minutes after the rider's own start), both mandatory.
 */
async function raceWithControls(options: { fecha?: string } = {}) {
  const start = Date.now() - 60 * MIN;
  const eventId = await insertEvent(t.db.db, options);
  const config = await admin('POST', '/api/timing-config', {
    eventId,
    config: { '66': { laps: 1, enabled: true }, '33': { laps: 1, enabled: false } },
  });
  expect(config.statusCode, config.body).toBe(200);
  const rider = await insertRider(t.db.db, eventId, 101, { distancia: 66, apellido: 'Quiroga' });
  for (const bib of [102, 103, 104]) await insertRider(t.db.db, eventId, bib, { distancia: 66 });
  await insertRider(t.db.db, eventId, 201, { distancia: 33, apellido: 'Corta' });
  const groups = await postStartGroups(t.app, auth, eventId, [
    { name: 'Maratón', startTime: start, categories: [rider.categoryId] },
  ]);
  expect(groups.statusCode, groups.body).toBe(200);
  const cp1 = await addPoint(eventId, { name: 'Puesto La Ciénaga', km: 20 });
  expect(cp1.statusCode, cp1.body).toBe(201);
  const cp2 = await addPoint(eventId, {
    name: 'Puesto El Mollar',
    km: 45,
    cutoff: { kind: 'after_start', minutes: 50 },
  });
  expect(cp2.statusCode, cp2.body).toBe(201);
  return { eventId, start, cp1: cp1.json<Point>(), cp2: cp2.json<Point>() };
}

describe('timing points of a distance (admins)', () => {
  it('are created in course order, listed, updated, reordered and deleted', async () => {
    const { eventId, cp1, cp2 } = await raceWithControls();
    expect([cp1.order, cp2.order]).toEqual([1, 2]);
    expect(cp2).toMatchObject({ name: 'Puesto El Mollar', km: 45, mandatory: true, lap: null });
    expect(cp2.cutoff).toEqual({ kind: 'after_start', minutes: 50 });

    const updated = await admin('PUT', `/api/timing/${eventId}/controls/${cp1.id}`, {
      name: 'Puesto La Ciénaga (agua)',
      km: 21.5,
      mandatory: false,
      cutoff: { kind: 'clock', time: '11:30' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ km: 21.5, mandatory: false, cutoff: { kind: 'clock', time: '11:30' } });

    const reordered = await admin('POST', `/api/timing/${eventId}/controls/reorder`, {
      distancia: 66,
      pointIds: [cp2.id, cp1.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<Point[]>().map((p) => [p.id, p.order])).toEqual([
      [cp2.id, 1],
      [cp1.id, 2],
    ]);
    const listed = await admin('GET', `/api/timing/${eventId}/controls`);
    expect(listed.json<Point[]>().map((p) => p.name)).toEqual(['Puesto El Mollar', 'Puesto La Ciénaga (agua)']);

    const removed = await admin('DELETE', `/api/timing/${eventId}/controls/${cp1.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await admin('GET', `/api/timing/${eventId}/controls`)).json<Point[]>()).toHaveLength(1);
  });

  it('refuses what is not a control of the distance, in Spanish', async () => {
    const { eventId, cp1 } = await raceWithControls();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: 'Km cero', km: 0 }, 400, 'El kilómetro debe ser un número mayor que 0'],
      [{ name: 'Negativo', km: -3 }, 400, 'El kilómetro debe ser un número mayor que 0'],
      [{ name: 'En la llegada', km: 66 }, 400, 'menor que 66 (la llegada)'],
      [{ name: 'Repetido', km: 30, order: 1 }, 409, 'Ya hay un puesto de control en el orden 1'],
      [{ name: 'Hora mal', km: 30, cutoff: { kind: 'clock', time: '25:00' } }, 400, 'HH:mm'],
      [{ name: 'Hora con segundos', km: 30, cutoff: { kind: 'clock', time: '12:30:00' } }, 400, 'HH:mm'],
      [{ name: 'Sin minutos', km: 30, cutoff: { kind: 'after_start', minutes: 0 } }, 400, 'minutos enteros'],
      [{ name: 'Vuelta 2', km: 30, lap: 2 }, 400, 'La distancia tiene 1 vuelta'],
      [{ name: '', km: 30 }, 400, 'Ingrese el nombre del puesto de control'],
      [{ name: 'Corta', km: 10, distancia: 33 }, 409, 'La distancia de 33 km no tiene cronometraje'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await addPoint(eventId, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.body, JSON.stringify(body)).toContain(message);
    }
    const incomplete = await admin('POST', `/api/timing/${eventId}/controls/reorder`, {
      distancia: 66,
      pointIds: [cp1.id],
    });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({
      message: 'Indique todos los puestos de control de la distancia, cada uno una vez',
    });
    const otherEvent = await insertEvent(t.db.db);
    expect(
      (await admin('PUT', `/api/timing/${otherEvent}/controls/${cp1.id}`, { name: 'X', km: 1, mandatory: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a volunteer link', () => {
  it('answers its path once, lists without the token, and opens the start list of its distance only', async () => {
    const { eventId, cp1 } = await raceWithControls();
    const link = await newLink(eventId, cp1.id, 'Puesto 1 – Juan');
    expect(link.path).toBe(`/control/${link.token}`);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    // The end of the event's day in Tucumán (UTC−3): midnight there is 03:00 UTC of the next day.
    const listed = await admin('GET', `/api/timing/${eventId}/control-links`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(link.token);
    expect(listed.json()).toMatchObject([{ id: link.id, pointId: cp1.id, label: 'Puesto 1 – Juan', revokedAt: null }]);

    const opened = await screen(link.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const body = opened.json<{ point: Point; startList: { dorsal: number; runnerName: string }[] }>();
    expect(body.point.id).toBe(cp1.id);
    expect(body.startList.map((r) => r.dorsal)).toEqual([101, 102, 103, 104]);
    expect(body.startList[0]?.runnerName).toBe('Corredor Quiroga');
  });

  it('expires at the end of the event day in Tucumán', async () => {
    const today = todayInOrganiserZone();
    const { eventId, cp1 } = await raceWithControls({ fecha: today });
    const link = await newLink(eventId, cp1.id);
    const nextDay = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 60 * MIN).toISOString().slice(0, 10);
    expect(link.expiresAt).toBe(Date.parse(`${nextDay}T03:00:00Z`));

    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 24 * 60 * MIN).toISOString().slice(0, 10);
    const past = await raceWithControls({ fecha: yesterday });
    const expired = await newLink(past.eventId, past.cp1.id);
    for (const answer of [await screen(expired.token), await post(expired.token, [read(101, Date.now())])]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: 'Este enlace de control venció al terminar el día del evento.' });
    }
  });

  it('is refused once revoked, and nothing else opens a control screen', async () => {
    const { eventId, cp1, start } = await raceWithControls();
    const link = await newLink(eventId, cp1.id);
    const revoked = await admin('POST', `/api/timing/${eventId}/control-links/${link.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ revokedAt: number | null }>().revokedAt).toEqual(expect.any(Number));
    for (const answer of [await screen(link.token), await post(link.token, [read(101, start + 10 * MIN)])]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        message: 'Este enlace de control fue revocado. Pedile uno nuevo a la organización.',
      });
    }
    expect(await t.db.db.selectFrom('control_passages').select('id').where('event_id', '=', eventId).execute()).toEqual(
      [],
    );

    // A runner's and an administrator's session in its place (longer than any link: refused before routing, 414),
    // or beside a made-up token.
    const runner = await registerRunner(t.app);
    const adminToken = auth.authorization.slice('Bearer '.length);
    for (const token of [runner.token, adminToken]) {
      expect([401, 414]).toContain((await screen(token)).statusCode);
      expect([401, 414]).toContain((await post(token, [read(101, start + 10 * MIN)])).statusCode);
      const withSession = await screen('un-enlace-que-no-existe-de-nadie', bearer(token));
      expect(withSession.statusCode).toBe(401);
      expect(withSession.json()).toMatchObject({
        message: 'Este enlace de control no existe. Pedile uno nuevo a la organización.',
      });
    }
    // The link's token does not open an administrator's route either.
    const other = await newLink(eventId, cp1.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/controls`, headers: bearer(other.token) }))
        .statusCode,
    ).toBe(401);
  });
});

describe("a volunteer's passages", () => {
  it('are recorded at the link control only, idempotent by client id, repeats stored not counted, unknown bibs kept', async () => {
    const { eventId, start, cp1, cp2 } = await raceWithControls();
    const first = await newLink(eventId, cp1.id, 'Principal');
    const second = await newLink(eventId, cp2.id);
    const batch = [read(101, start + 20 * MIN + 30_000), read(102, start + 22 * MIN), read(999, start + 23 * MIN)];
    const sent = await post(first.token, batch);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    const answers = sent.json<{ passages: Passage[] }>().passages;
    expect(answers.map((p) => [p.dorsal, p.status, p.runnerName, p.splitMs, p.created])).toEqual([
      [101, 'COUNTS', 'Corredor Quiroga', 20 * MIN + 30_000, true],
      [102, 'COUNTS', 'Corredor Número 102', 22 * MIN, true],
      [999, 'UNKNOWN_BIB', null, null, true],
    ]);

    // The phone sends the same batch again (no answer reached it): the same passages, none stored twice.
    const again = await post(first.token, batch);
    expect(again.statusCode).toBe(200);
    const resent = again.json<{ passages: Passage[] }>().passages;
    expect(resent.map((p) => [p.id, p.created])).toEqual(answers.map((p) => [p.id, false]));

    // 20 s later on the same phone: within the minimum interval (60 s), stored and not counted. The backup
    // phone's copy of 102 is a copy. A 33 km rider at a 66 km control is answered by name, not counted.
    const more = await post(first.token, [
      read(101, start + 20 * MIN + 50_000),
      read(102, start + 22 * MIN + 4_000, { device: 'backup' }),
      read(201, start + 24 * MIN),
    ]);
    expect(more.json<{ passages: Passage[] }>().passages.map((p) => [p.dorsal, p.status, p.runnerName])).toEqual([
      [101, 'REPEAT', 'Corredor Quiroga'],
      [102, 'COPY', 'Corredor Número 102'],
      [201, 'UNKNOWN_BIB', 'Corredor Corta'],
    ]);
    const stored = await t.db.db
      .selectFrom('control_passages')
      .select(['point_id', 'dorsal'])
      .where('event_id', '=', eventId)
      .execute();
    expect(stored).toHaveLength(6);
    expect(new Set(stored.map((p) => p.point_id))).toEqual(new Set([cp1.id]));

    // Each link reads back its own passages only.
    const mine = (await screen(first.token)).json<{ passages: Passage[] }>().passages;
    expect(mine.map((p) => p.dorsal).sort()).toEqual([101, 101, 102, 102, 201, 999]);
    expect((await screen(second.token)).json<{ passages: Passage[] }>().passages).toEqual([]);
  });

  it('flags a passage earlier than the control before it, and one past the cut-off', async () => {
    const { eventId, start, cp1, cp2 } = await raceWithControls();
    const one = await newLink(eventId, cp1.id);
    const two = await newLink(eventId, cp2.id);
    expect((await post(one.token, [read(102, start + 35 * MIN)])).statusCode).toBe(200);
    const sent = await post(two.token, [
      // Control 2 before control 1: kept, flagged. 30 min from the start.
      read(102, start + 30 * MIN),
      // Cut-off 50 min after the own start: 55 min is past it, 45 is not, exactly 50 is not.
      read(103, start + 55 * MIN),
      read(104, start + 45 * MIN),
      read(101, start + 50 * MIN),
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(
      sent.json<{ passages: Passage[] }>().passages.map((p) => [p.dorsal, p.splitMs, p.outOfOrder, p.pastCutoff]),
    ).toEqual([
      [102, 30 * MIN, true, false],
      [103, 55 * MIN, false, true],
      [104, 45 * MIN, false, false],
      [101, 50 * MIN, false, false],
    ]);
    // Refused to delete: the control has passages.
    const removed = await admin('DELETE', `/api/timing/${eventId}/controls/${cp2.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({
      message: 'El puesto de control ya tiene pasadas registradas: no se puede eliminar',
    });
  });

  it('refuses a malformed batch', async () => {
    const { eventId, cp1, start } = await raceWithControls();
    const link = await newLink(eventId, cp1.id);
    const tooMany = Array.from({ length: 65 }, (_, i) => read(101, start + i * MIN));
    for (const passages of [[], tooMany, [{ clientId: 'a b', dorsal: 101, recordedAt: start }], [read(0, start)]]) {
      expect((await post(link.token, passages)).statusCode).toBe(400);
    }
  });
});

describe('what the database itself holds (migration 024)', () => {
  it('two phones sending the same batch at once store each passage once', async () => {
    const { eventId, start, cp1 } = await raceWithControls();
    const link = await newLink(eventId, cp1.id);
    const batch = [101, 102, 103, 104].map((bib, i) => read(bib, start + (20 + i) * MIN));
    const answers = await Promise.all([post(link.token, batch), post(link.token, batch), post(link.token, batch)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const created = answers.flatMap((a) => a.json<{ passages: Passage[] }>().passages.filter((p) => p.created));
    expect(created.map((p) => p.dorsal).sort()).toEqual([101, 102, 103, 104]);
    const stored = await t.db.db.selectFrom('control_passages').select('id').where('link_id', '=', link.id).execute();
    expect(stored).toHaveLength(4);
  });

  it('refuses a second control at one order of a distance, both cut-offs at once, and a client id twice per link', async () => {
    const { eventId, cp1 } = await raceWithControls();
    const link = await newLink(eventId, cp1.id);
    const now = new Date().toISOString();
    const point = (values: Partial<{ orden: number; cutoff_clock: string; cutoff_minutes: number; km: number }>) =>
      t.db.db
        .insertInto('control_points')
        .values({
          event_id: eventId,
          distancia: 66,
          orden: 9,
          nombre: 'Directo',
          km: 30,
          obligatorio: true,
          cutoff_clock: null,
          cutoff_minutes: null,
          vuelta: null,
          created_at: now,
          updated_at: now,
          ...values,
        })
        .execute();
    await expect(point({ orden: cp1.order })).rejects.toThrow();
    await expect(point({ cutoff_clock: '12:30', cutoff_minutes: 90 })).rejects.toThrow();
    await expect(point({ km: 0 })).rejects.toThrow();
    await expect(point({ orden: 0 })).rejects.toThrow();
    const passage = (clientId: string, pointId = cp1.id) =>
      t.db.db
        .insertInto('control_passages')
        .values({
          event_id: eventId,
          point_id: pointId,
          link_id: link.id,
          client_id: clientId,
          dorsal: 101,
          recorded_at: Date.now(),
          device: 'primary',
          created_at: now,
        })
        .execute();
    await passage('c-1');
    await expect(passage('c-1')).rejects.toThrow();
    await expect(passage('c-2', 999_999)).rejects.toThrow();
  });
});
