import { randomUUID } from 'node:crypto';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import type { TimingChange } from '@carreras/domain/timing/timing-changes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/test-app.ts';
import { liveUpdates } from '../../lib/live-updates.ts';
import { insertRider, postStartGroups } from './timing-test-helpers.ts';

/*
 * The finish line as it happens (decision 007): repeats within the minimum lap, a passage voided and restored,
 * a repeat counted, a late gun corrected, no-shows marked DNS. Times are checked against figures computed here
 * from the instants the test typed.
 */

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
});
afterAll(async () => t?.close());

const MIN = 60_000;

/** An event whose 33 km is timed over `laps` laps with the default minimum lap (60 s), one group started at `start`. */
async function raceOn33(laps: number, start: number, bibs: number[]) {
  const eventId = await insertEvent(t.db.db);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '33': { laps, enabled: true } } },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().config['33'].minLapSeconds).toBe(60);
  let categoryId = 0;
  for (const bib of bibs) categoryId = (await insertRider(t.db.db, eventId, bib)).categoryId;
  const groups = await postStartGroups(t.app, auth, eventId, [
    { name: 'Largada 1', startTime: new Date(start).toISOString(), categories: [categoryId] },
  ]);
  expect(groups.statusCode).toBe(200);
  return { eventId, groupId: groups.json()[0].id as number };
}

/** A passage as a timing screen sends it: the group selected on the device, the instant it was taken. */
const record = (eventId: number, dorsal: number | null, timestamp: number, groupId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), dorsal, timestamp, groupId },
  });

const mark = (eventId: number, timeId: number, value: 'VOIDED' | 'COUNTED' | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record-mark`,
    headers: auth,
    payload: { timeId, mark: value },
  });

const rider = async (eventId: number, bib: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/riders/${bib}`, headers: auth })).json() as {
    passages: TimeRecord[];
    records: TimeRecord[];
    lapTimes: { lap: number; time: number }[];
    status: string | null;
  };

const resultOf = async (eventId: number, bib: number) => {
  const body = (await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=33` })).json();
  return body.overall.find((row: { dorsal: number }) => row.dorsal === bib) as {
    status: string;
    finalTime: number | null;
    completedLaps: number;
    lapTimes: { lap: number; time: number }[];
  };
};

const state = async (eventId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}`, headers: auth })).json() as {
    review: TimeRecord[];
    startGroups: { id: number; riders: number; timedRiders: number; startTime: string }[];
  };

describe('repeats', () => {
  it('stores a bib typed twice 0.3 s apart once as a lap and once as a repeat to review', async () => {
    const start = Date.now() - 3_600_000;
    const { eventId } = await raceOn33(3, start, [23]);
    const first = await record(eventId, 23, start + 1_200_000);
    const again = await record(eventId, 23, start + 1_200_300);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ lap: 1, review: null, time: 1_200_000 });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ lap: null, review: 'REPEAT' });

    expect((await rider(eventId, 23)).passages.map((p) => p.id)).toEqual([first.json().id]);
    expect((await rider(eventId, 23)).records.map((r) => r.review)).toEqual([null, 'REPEAT']);
    expect((await state(eventId)).review.map((r) => r.id)).toEqual([again.json().id]);
    expect(await resultOf(eventId, 23)).toMatchObject({ completedLaps: 1, lapTimes: [{ lap: 1, time: 1_200_000 }] });
    // Her next real crossing is lap 2, not the last lap.
    const next = await record(eventId, 23, start + 2_400_000);
    expect(next.json()).toMatchObject({ lap: 2, review: null });
  });

  it('counts a passage exactly one minimum lap after the previous one, and not 1 ms sooner', async () => {
    const start = Date.now() - 3_600_000;
    const { eventId } = await raceOn33(5, start, [30, 31]);
    await record(eventId, 30, start + 100_000);
    expect((await record(eventId, 30, start + 100_000 + MIN)).json()).toMatchObject({ lap: 2, review: null });
    await record(eventId, 31, start + 100_000);
    expect((await record(eventId, 31, start + 100_000 + MIN - 1)).json()).toMatchObject({
      lap: null,
      review: 'REPEAT',
    });
  });

  it('judges passages that arrive late (offline) with the rest: the earliest crossing is the lap', async () => {
    const start = Date.now() - 3_600_000;
    const { eventId } = await raceOn33(3, start, [40]);
    // The second device was offline: its call, 1 s earlier than the first device's, reaches the server later.
    const online = await record(eventId, 40, start + 900_000);
    const offline = await record(eventId, 40, start + 899_000);
    expect(online.json()).toMatchObject({ lap: 1, review: null });
    expect(offline.statusCode).toBe(201);
    const records = (await rider(eventId, 40)).records;
    expect(records.map((r) => [r.id, r.review])).toEqual([
      [offline.json().id, null],
      [online.json().id, 'REPEAT'],
    ]);
    expect((await resultOf(eventId, 40)).lapTimes).toEqual([{ lap: 1, time: 899_000 }]);
  });

  it('keeps a repeat of the finish as a repeat, and a real passage beyond the last lap as one (decision 014)', async () => {
    const start = Date.now() - 7_200_000;
    const { eventId } = await raceOn33(2, start, [50]);
    await record(eventId, 50, start + 1_000_000);
    await record(eventId, 50, start + 2_000_000);
    const echo = await record(eventId, 50, start + 2_000_800);
    expect(echo.statusCode).toBe(201);
    expect(echo.json().review).toBe('REPEAT');
    const beyond = await record(eventId, 50, start + 3_000_000);
    expect(beyond.statusCode).toBe(201);
    expect(beyond.json()).toMatchObject({ review: 'BEYOND_LAPS', lap: null });
    expect(await resultOf(eventId, 50)).toMatchObject({ status: 'COMPLETED', finalTime: 2_000_000 });
  });

  it('counts a repeat an administrator says was real, and refuses to count anything else', async () => {
    const start = Date.now() - 3_600_000;
    const { eventId } = await raceOn33(3, start, [60]);
    const lap1 = await record(eventId, 60, start + 600_000);
    // A short loop really ridden in 45 s (a prologue lap): stored as a repeat, counted by hand.
    const short = await record(eventId, 60, start + 645_000);
    expect(short.json().review).toBe('REPEAT');
    expect((await mark(eventId, lap1.json().id, 'COUNTED')).statusCode).toBe(409);
    const counted = await mark(eventId, short.json().id, 'COUNTED');
    expect(counted.statusCode).toBe(200);
    expect(counted.json()).toMatchObject({ lap: 2, review: null, mark: 'COUNTED' });
    expect((await resultOf(eventId, 60)).lapTimes).toEqual([
      { lap: 1, time: 600_000 },
      { lap: 2, time: 45_000 },
    ]);
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'timing.mark_record')
      .where('entity_id', '=', short.json().id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('reads the minimum lap from the timing setup, and refuses one that is not whole seconds from 0 to a day', async () => {
    const eventId = await insertEvent(t.db.db);
    const post = (minLapSeconds: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/timing-config',
        headers: auth,
        payload: { eventId, config: { '33': { laps: 2, enabled: true, minLapSeconds } } },
      });
    for (const bad of [-1, 1.5, 86_401, 'x']) {
      const refused = await post(bad);
      expect(refused.statusCode).toBe(400);
    }
    expect((await post(0)).json().config['33'].minLapSeconds).toBe(0);
    expect((await post(300)).json().config['33'].minLapSeconds).toBe(300);
  });
});

describe('voiding a passage', () => {
  it('takes a mistaken passage out of the laps and results, audited, updates the screens, and restores it', async () => {
    const start = Date.now() - 3_600_000;
    const { eventId } = await raceOn33(3, start, [70]);
    const changes: TimingChange[] = [];
    const unsubscribe = liveUpdates(t.app).subscribe(eventId, (change) => changes.push(change));
    // Bib 70 typed by mistake (it was 77) 20 s before her real crossing, which then looked like a repeat.
    const mistaken = await record(eventId, 70, start + 1_000_000);
    const real = await record(eventId, 70, start + 1_020_000);
    expect(real.json().review).toBe('REPEAT');

    const voided = await mark(eventId, mistaken.json().id, 'VOIDED');
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ review: 'VOIDED', mark: 'VOIDED', lap: null });
    const after = await rider(eventId, 70);
    expect(after.passages.map((p) => [p.id, p.lap])).toEqual([[real.json().id, 1]]);
    expect(after.records.map((r) => r.review)).toEqual(['VOIDED', null]);
    expect((await resultOf(eventId, 70)).lapTimes).toEqual([{ lap: 1, time: 1_020_000 }]);
    // Not for review: it was decided.
    expect((await state(eventId)).review.map((r) => r.id)).not.toContain(mistaken.json().id);
    expect(changes.some((c) => 'bibs' in c && c.bibs.includes(70))).toBe(true);
    unsubscribe();

    const audit = await t.db.db
      .selectFrom('audit_log')
      .select(['detail', 'actor_id'])
      .where('action', '=', 'timing.mark_record')
      .where('entity_id', '=', mistaken.json().id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]?.detail))).toMatchObject({ dorsal: 70, lap: 1, previous: null, mark: 'VOIDED' });

    const restored = await mark(eventId, mistaken.json().id, null);
    expect(restored.json()).toMatchObject({ review: null, mark: null, lap: 1 });
    expect((await rider(eventId, 70)).records.map((r) => r.review)).toEqual([null, 'REPEAT']);
    // Voiding twice is one decision.
    await mark(eventId, real.json().id, 'VOIDED');
    expect((await mark(eventId, real.json().id, 'VOIDED')).statusCode).toBe(200);
  });

  it('voids a record without a bib, which then leaves the review list', async () => {
    const start = Date.now() - 3_600_000;
    const { eventId, groupId } = await raceOn33(3, start, [80]);
    const noBib = await record(eventId, null, start + 500_000, groupId);
    expect((await state(eventId)).review.map((r) => r.id)).toEqual([noBib.json().id]);
    expect((await mark(eventId, noBib.json().id, 'VOIDED')).json()).toMatchObject({ review: 'VOIDED' });
    expect((await state(eventId)).review).toEqual([]);
  });

  it('answers 404 for a record of another event and 400 for a mark that is not one', async () => {
    const start = Date.now() - 3_600_000;
    const { eventId } = await raceOn33(3, start, [90]);
    const other = await raceOn33(3, start, [91]);
    const passage = await record(other.eventId, 91, start + 500_000);
    expect((await mark(eventId, passage.json().id, 'VOIDED')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/record-mark`,
      headers: auth,
      payload: { timeId: passage.json().id, mark: 'DELETED' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a late gun', () => {
  it('moves a started group back 20 s and re-times every rider of it, audited; never past their first passage', async () => {
    const realGun = Date.now() - 3_600_000;
    const pressed = realGun + 20_000;
    const { eventId, groupId } = await raceOn33(2, pressed, [100, 101, 102]);
    const crossings: [number, number][] = [
      [100, realGun + 1_500_000],
      [101, realGun + 1_530_000],
      [100, realGun + 3_000_000],
    ];
    for (const [bib, at] of crossings) expect((await record(eventId, bib, at)).statusCode).toBe(201);
    expect(await resultOf(eventId, 100)).toMatchObject({ finalTime: 3_000_000 - 20_000 });
    expect((await state(eventId)).startGroups[0]).toMatchObject({ riders: 3, timedRiders: 2 });

    const tooLate = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/start-group`,
      headers: auth,
      payload: { groupId, startTime: realGun + 1_500_001 },
    });
    expect(tooLate.statusCode).toBe(409);
    const corrected = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/start-group`,
      headers: auth,
      payload: { groupId, startTime: realGun },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ started: true, startTime: new Date(realGun).toISOString() });
    expect(await resultOf(eventId, 100)).toMatchObject({ finalTime: 3_000_000 });
    expect((await resultOf(eventId, 101)).lapTimes).toEqual([{ lap: 1, time: 1_530_000 }]);
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'timing.start_group')
      .where('entity_id', '=', groupId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.detail))).toMatchObject({
      previous: new Date(pressed).toISOString(),
      startTime: new Date(realGun).toISOString(),
      retimedRiders: 2,
    });
  });
});

describe('no-shows', () => {
  it('marks DNS the riders of a group with no passage, leaving riders who rode or already have a status', async () => {
    const start = Date.now() - 3_600_000;
    const { eventId, groupId } = await raceOn33(1, start, [110, 111, 112, 113]);
    await record(eventId, 110, start + 2_000_000);
    // 113 quit on the course and was marked DNF; 112's only passage was voided.
    const dnf = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-runner-times`,
      headers: auth,
      payload: { dorsal: 113, lapTimes: [], penaltyTime: 0, status: 'DNF' },
    });
    expect(dnf.statusCode).toBe(200);
    const typo = await record(eventId, 112, start + 100_000);
    await mark(eventId, typo.json().id, 'VOIDED');

    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/mark-dns`,
      headers: auth,
      payload: { groupId },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ dorsals: [111, 112] });
    expect((await resultOf(eventId, 111)).status).toBe('DNS');
    expect((await resultOf(eventId, 113)).status).toBe('DNF');
    expect((await resultOf(eventId, 110)).status).toBe('COMPLETED');
    expect((await rider(eventId, 111)).status).toBe('DNS');
    // Again: nobody is left to mark.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/mark-dns`,
      headers: auth,
      payload: { groupId },
    });
    expect(again.json()).toEqual({ dorsals: [] });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/mark-dns`,
      headers: auth,
      payload: { groupId: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('reads DNS for a rider with a bib and no passage once the event is over, and takes DNS from the time dialog', async () => {
    const eventId = await insertEvent(t.db.db, { fecha: '2025-05-01' });
    await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
    });
    await insertRider(t.db.db, eventId, 120);
    await insertRider(t.db.db, eventId, 121);
    expect((await resultOf(eventId, 120)).status).toBe('DNS');
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-runner-times`,
      headers: auth,
      payload: { dorsal: 121, lapTimes: [], penaltyTime: 0, status: 'DNS' },
    });
    expect(set.json()).toMatchObject({ status: 'DNS' });
  });
});
