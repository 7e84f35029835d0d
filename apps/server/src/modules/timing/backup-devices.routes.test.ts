import { randomUUID } from 'node:crypto';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/test-app.ts';
import { insertRider, postStartGroups } from './timing-test-helpers.ts';

/*
 * A primary and a backup typing every crossing of a race (decision 014): two waves of 30 riders on 33 km over
 * 2 laps, the backup 0.5–4 s behind the primary and missing none, two crossings only the backup has, a DNS rider
 * who crosses, a mistyped bib that pushes a rider's finish beyond the laps, a no-show's bib typed once long after
 * the field, a phantom passage on a finished rider. The review list must hold exactly what needs a decision, and
 * the results equal this test's own arithmetic over the instants it typed.
 */

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
});
afterAll(async () => t?.close());

const MINUTE = 60_000;
const LAPS = 2;

/** A small deterministic generator, so the race is the same on every run and database. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Typed {
  clientId: string;
  bib: number;
  instant: number;
  device: 'primary' | 'backup';
}

const post = (eventId: number, passage: Typed) =>
  t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: passage.clientId, dorsal: passage.bib, timestamp: passage.instant, device: passage.device },
  });

const reviewOf = async (eventId: number) => {
  const state = (await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}`, headers: auth })).json() as {
    review: TimeRecord[];
  };
  return new Map(state.review.map((r) => [r.clientId, r.review ?? `UNUSUAL_${r.unusual}`]));
};

const resultsOf = async (eventId: number) => {
  const body = (await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=33` })).json() as {
    overall: { dorsal: number; status: string; completedLaps: number; lapTimes: { time: number }[] }[];
  };
  return new Map(body.overall.map((row) => [row.dorsal, row]));
};

const markRecord = (eventId: number, timeId: number, mark: 'VOIDED' | 'COUNTED' | null) =>
  t.app.inject({ method: 'POST', url: `/api/timing/${eventId}/record-mark`, headers: auth, payload: { timeId, mark } });

const setStatus = (eventId: number, dorsal: number, status: 'DNS' | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/update-runner-times`,
    headers: auth,
    payload: { dorsal, status, penaltyTime: 0, lapTimes: [] },
  });

describe('a primary and a backup typing every crossing', () => {
  it('lists only what needs a decision, and the results are the crossings each rider made', async () => {
    const random = seeded(14);
    const eventId = await insertEvent(t.db.db);
    const config = await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: LAPS, enabled: true } } },
    });
    expect(config.statusCode).toBe(200);
    const waveA = Array.from({ length: 30 }, (_, i) => i + 1);
    const waveB = Array.from({ length: 30 }, (_, i) => i + 31);
    let categoryA = 0;
    let categoryB = 0;
    for (const bib of waveA) categoryA = (await insertRider(t.db.db, eventId, bib, { categoryIndex: 0 })).categoryId;
    for (const bib of waveB) categoryB = (await insertRider(t.db.db, eventId, bib, { categoryIndex: 1 })).categoryId;
    const startA = Date.now() - 3 * 3_600_000;
    const startB = startA + 5 * MINUTE;
    const groups = await postStartGroups(t.app, auth, eventId, [
      { name: 'Largada A', startTime: new Date(startA).toISOString(), categories: [categoryA] },
      { name: 'Largada B', startTime: new Date(startB).toISOString(), categories: [categoryB] },
    ]);
    expect(groups.statusCode).toBe(200);
    const startOf = (bib: number) => (bib <= 30 ? startA : startB);

    const NO_SHOW = 59; // never rides; the primary types the bib once by mistake, long after the field
    const ABSENT = 58; // never rides, nobody types the bib
    const DNS_RIDER = 51; // marked DNS, then crosses
    const MISTYPED = 10; // the primary types 10 for another rider 90 s before 10 really crosses
    const PHANTOM = 20; // finished; the primary types 20 again 5 minutes later
    const typed: Typed[] = [];
    const type = (bib: number, instant: number, device: Typed['device']) => {
      const passage = { clientId: randomUUID(), bib, instant, device };
      typed.push(passage);
      return passage;
    };
    /** The crossings each rider made, as the test knows them. */
    const crossings = new Map<number, number[]>();
    const backupOnly = new Set<string>();
    for (const bib of [...waveA, ...waveB]) {
      if (bib === NO_SHOW || bib === ABSENT) continue;
      const laps = bib === DNS_RIDER ? 1 : LAPS;
      let at = startOf(bib);
      const own: number[] = [];
      for (let lap = 1; lap <= laps; lap++) {
        at += Math.round(17 * MINUTE + random() * 6 * MINUTE);
        const backup = type(bib, at + Math.round(500 + random() * 3_500), 'backup');
        // The primary misses two crossings: only the backup has them, and they count as the backup took them.
        if ((bib === 5 && lap === 1) || (bib === 40 && lap === 2)) {
          backupOnly.add(backup.clientId);
          own.push(backup.instant);
        } else {
          type(bib, at, 'primary');
          own.push(at);
        }
      }
      crossings.set(bib, own);
    }
    const mistyped = type(MISTYPED, crossings.get(MISTYPED)![0]! - 90_000, 'primary');
    const noShow = type(NO_SHOW, startB + 75 * MINUTE, 'primary');
    const phantom = type(PHANTOM, crossings.get(PHANTOM)![1]! + 5 * MINUTE, 'primary');
    expect((await setStatus(eventId, DNS_RIDER, 'DNS')).statusCode).toBe(200);

    // Sent as typed at the line: in the order of the instants.
    const answers = new Map<string, TimeRecord>();
    for (const passage of [...typed].sort((a, b) => a.instant - b.instant)) {
      const answer = await post(eventId, passage);
      expect(answer.statusCode).toBe(201);
      answers.set(passage.clientId, answer.json());
    }
    expect(typed.length).toBeGreaterThan(230);
    // Every copy the backup typed was answered as a copy; what only it saw counts, 'solo respaldo'.
    for (const passage of typed.filter((p) => p.device === 'backup')) {
      const answer = answers.get(passage.clientId)!;
      if (backupOnly.has(passage.clientId)) expect(answer).toMatchObject({ review: null, backupOnly: true });
      else expect(answer.review, `backup copy of #${passage.bib}`).toBe('BACKUP_COPY');
    }

    const byInstant = (bib: number, instant: number, device: Typed['device'] = 'primary') =>
      typed.find((p) => p.bib === bib && p.instant === instant && p.device === device)!;
    const [real1, real2] = crossings.get(MISTYPED)!;
    const dnsCrossing = byInstant(DNS_RIDER, crossings.get(DNS_RIDER)![0]!);
    expect(answers.get(dnsCrossing.clientId)?.review).toBe('DNS');
    expect(await reviewOf(eventId)).toEqual(
      new Map([
        [phantom.clientId, 'BEYOND_LAPS'],
        [noShow.clientId, 'UNUSUAL_SLOW'],
        [dnsCrossing.clientId, 'DNS'],
        // 10's real crossings: a 90 s lap after the mistyped one, then a finish beyond the laps.
        [byInstant(MISTYPED, real2!).clientId, 'BEYOND_LAPS'],
        [byInstant(MISTYPED, real1!).clientId, 'UNUSUAL_FAST'],
      ]),
    );
    // A DNS rider shows no laps until the DNS is cleared.
    expect((await resultsOf(eventId)).get(DNS_RIDER)).toMatchObject({ status: 'DNS', completedLaps: 0 });

    // The decisions: clear the DNS, void the mistyped passage; 10's finish then counts by itself.
    expect((await setStatus(eventId, DNS_RIDER, null)).statusCode).toBe(200);
    expect((await markRecord(eventId, answers.get(mistyped.clientId)!.id, 'VOIDED')).statusCode).toBe(200);
    expect(await reviewOf(eventId)).toEqual(
      new Map([
        [phantom.clientId, 'BEYOND_LAPS'],
        [noShow.clientId, 'UNUSUAL_SLOW'],
      ]),
    );

    const results = await resultsOf(eventId);
    for (const [bib, own] of crossings) {
      const laps = own.map((at, lap) => at - (lap === 0 ? startOf(bib) : own[lap - 1]!));
      expect(results.get(bib), `#${bib}`).toMatchObject({
        status: laps.length === LAPS ? 'COMPLETED' : 'IN_PROGRESS',
        completedLaps: laps.length,
        lapTimes: laps.map((time, index) => ({ lap: index + 1, time })),
      });
    }

    // The raw view keeps every record of the rider, the copies too, and says which only the backup has.
    const rider = (
      await t.app.inject({ method: 'GET', url: `/api/timing/${eventId}/riders/5`, headers: auth })
    ).json() as { records: TimeRecord[] };
    expect(rider.records.map((r) => [r.device, r.review, r.backupOnly])).toEqual([
      ['backup', null, true],
      ['primary', null, false],
      ['backup', 'BACKUP_COPY', false],
    ]);

    // The last two: the no-show's passage is voided, the phantom one too; nothing is left to review.
    expect((await markRecord(eventId, answers.get(noShow.clientId)!.id, 'VOIDED')).statusCode).toBe(200);
    expect((await markRecord(eventId, answers.get(phantom.clientId)!.id, 'VOIDED')).statusCode).toBe(200);
    expect(await reviewOf(eventId)).toEqual(new Map());
    expect((await resultsOf(eventId)).get(NO_SHOW)).toMatchObject({ completedLaps: 0 });
  });

  it("accepts an unusual lap with 'Contar', and counts nothing else that already counts", async () => {
    const eventId = await insertEvent(t.db.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
    });
    let categoryId = 0;
    for (const bib of [1, 2, 3, 4, 5]) categoryId = (await insertRider(t.db.db, eventId, bib)).categoryId;
    const start = Date.now() - 3_600_000;
    await postStartGroups(t.app, auth, eventId, [
      { name: 'Largada', startTime: new Date(start).toISOString(), categories: [categoryId] },
    ]);
    const ids: number[] = [];
    for (const [bib, minutes] of [
      [1, 20],
      [2, 21],
      [3, 22],
      [4, 23],
      [5, 70],
    ] as const) {
      const answer = await post(eventId, {
        clientId: randomUUID(),
        bib,
        instant: start + minutes * MINUTE,
        device: 'primary',
      });
      ids.push(answer.json().id);
    }
    expect([...(await reviewOf(eventId)).values()]).toEqual(['UNUSUAL_SLOW']);
    expect((await markRecord(eventId, ids[0]!, 'COUNTED')).statusCode).toBe(409);
    expect((await markRecord(eventId, ids[4]!, 'COUNTED')).statusCode).toBe(200);
    expect(await reviewOf(eventId)).toEqual(new Map());
  });
});
