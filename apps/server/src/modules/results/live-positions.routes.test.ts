import { randomUUID } from 'node:crypto';
import type { ResultRow, ResultsResponse } from '@carreras/domain/results/results.schemas';
import { resultsResponseSchema } from '@carreras/domain/results/results.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/test-app.ts';
import { insertRider, postStartGroups } from '../timing/timing-test-helpers.ts';

// Live positions (decision 012): a 3-lap race in two waves of one distance, read at three moments and compared
// with this file's own arithmetic, not with the domain's ranking.

const MIN = 60_000;
const LAPS = 3;
/** Wave A's gun; wave B starts five minutes later. */
const START_A = Date.now() - 3 * 60 * MIN;
const WAVE_GAP = 5 * MIN;

interface Plan {
  bib: number;
  wave: 'A' | 'B';
  /** Minutes of each lap. */
  laps: number[];
  /** Marked DNF by an administrator before the second read. */
  dnf?: boolean;
}

// A5 and B15 ride the same laps in the same times from their own gun: level (one place), five minutes apart at
// the line. B11 crosses lap 1 after A1 but took less time: it is ahead.
const PLANS: Plan[] = [
  { bib: 1, wave: 'A', laps: [30, 30, 30] },
  { bib: 2, wave: 'A', laps: [31, 29, 32] },
  { bib: 3, wave: 'A', laps: [35, 35, 35] },
  { bib: 4, wave: 'A', laps: [40, 40], dnf: true },
  { bib: 5, wave: 'A', laps: [29, 30, 33] },
  { bib: 11, wave: 'B', laps: [28, 29, 30] },
  { bib: 12, wave: 'B', laps: [33, 33, 33] },
  { bib: 13, wave: 'B', laps: [36] },
  { bib: 14, wave: 'B', laps: [] },
  { bib: 15, wave: 'B', laps: [29, 30, 33] },
];

const startOf = (plan: Plan) => START_A + (plan.wave === 'B' ? WAVE_GAP : 0);

/** Instants of each plan's passages. */
function instantsOf(plan: Plan): number[] {
  const instants: number[] = [];
  let at = startOf(plan);
  for (const minutes of plan.laps) {
    at += minutes * MIN;
    instants.push(at);
  }
  return instants;
}

/** What this test expects of a rider once the passages up to `moment` are in. */
function expected(plan: Plan, moment: number, dnfMarked: boolean) {
  const seen = instantsOf(plan).filter((at) => at <= moment);
  const laps = seen.length;
  const status =
    plan.dnf && dnfMarked ? 'DNF' : laps === LAPS ? 'COMPLETED' : laps > 0 ? 'IN_PROGRESS' : ('PENDING' as const);
  return {
    plan,
    laps,
    status,
    elapsed: laps > 0 ? seen[laps - 1]! - startOf(plan) : null,
    lastPassageAt: laps > 0 ? seen[laps - 1]! : null,
  };
}

type Expected = ReturnType<typeof expected>;

/** One more than the placed riders strictly ahead: more laps, or as many in less time from their own gun. */
function place(all: readonly Expected[], rider: Expected): number | null {
  const placed = (e: Expected) => e.status === 'COMPLETED' || e.status === 'IN_PROGRESS';
  if (!placed(rider)) return null;
  return (
    all.filter(
      (other) =>
        placed(other) && (other.laps > rider.laps || (other.laps === rider.laps && other.elapsed! < rider.elapsed!)),
    ).length + 1
  );
}

let t: TestApp;
let auth: { authorization: string };
let eventId: number;
const categoryOf = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
  eventId = await insertEvent(t.db.db);
  const config = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '66': { laps: LAPS, enabled: true } } },
  });
  expect(config.statusCode, config.body).toBe(200);
  const categories = { A: 0, B: 0 };
  for (const plan of PLANS) {
    const rider = await insertRider(t.db.db, eventId, plan.bib, {
      distancia: 66,
      categoryIndex: plan.wave === 'A' ? 0 : 1,
    });
    categoryOf.set(plan.bib, rider.categoria);
    categories[plan.wave] = rider.categoryId;
  }
  const groups = await postStartGroups(t.app, auth, eventId, [
    { name: 'Largada A', startTime: START_A, categories: [categories.A] },
    { name: 'Largada B', startTime: START_A + WAVE_GAP, categories: [categories.B] },
  ]);
  expect(groups.statusCode, groups.body).toBe(200);
});
afterAll(async () => t?.close());

/** Posts every planned passage in (after, upTo], in the order they happen. */
async function passagesUpTo(after: number, upTo: number) {
  const due = PLANS.flatMap((plan) => instantsOf(plan).map((at) => ({ plan, at })))
    .filter(({ at }) => at > after && at <= upTo)
    .sort((a, b) => a.at - b.at);
  for (const { plan, at } of due) {
    const stored = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/record`,
      headers: auth,
      payload: { clientId: randomUUID(), dorsal: plan.bib, timestamp: at, time: at - startOf(plan) },
    });
    expect(stored.statusCode, stored.body).toBe(201);
  }
}

async function read(): Promise<ResultsResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=66` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<ResultsResponse>();
  expect(resultsResponseSchema.parse(body)).toStrictEqual(body);
  return body;
}

function check(results: ResultsResponse, moment: number, dnfMarked: boolean) {
  const all = PLANS.map((plan) => expected(plan, moment, dnfMarked));
  const rowOf = new Map<number, ResultRow>(results.overall.map((row) => [row.dorsal, row]));
  for (const rider of all) {
    const row = rowOf.get(rider.plan.bib)!;
    const category = all.filter((other) => categoryOf.get(other.plan.bib) === categoryOf.get(rider.plan.bib));
    expect(
      {
        status: row.status,
        laps: row.completedLaps,
        overall: row.overallPosition,
        category: row.position,
        lastPassageAt: row.lastPassageAt,
      },
      `#${rider.plan.bib}`,
    ).toEqual({
      status: rider.status,
      laps: rider.laps,
      overall: place(all, rider),
      category: place(category, rider),
      lastPassageAt: rider.lastPassageAt,
    });
  }
  // The lists come in the order of their places, the unplaced after them.
  const places = (rows: ResultRow[], key: 'position' | 'overallPosition') =>
    rows.map((row) => row[key] ?? Number.POSITIVE_INFINITY);
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  expect(places(results.overall, 'overallPosition')).toEqual(sorted(places(results.overall, 'overallPosition')));
  for (const { runners } of results.categories)
    expect(places(runners, 'position')).toEqual(sorted(places(runners, 'position')));
  return all;
}

describe('live positions in GET /api/results/:eventId', () => {
  it('ranks riders on course by laps, then time from their own wave, at three moments of a race in two waves', async () => {
    // 1. 45 minutes in: everyone on lap 1 or 2, nobody finished.
    const first = START_A + 45 * MIN;
    await passagesUpTo(0, first);
    const atFirst = await read();
    const early = check(atFirst, first, false);
    expect(early.filter((e) => e.status === 'IN_PROGRESS').length).toBeGreaterThan(5);
    // A5 and B15: level on laps and time, one place between them though B15 crossed five minutes later.
    const five = atFirst.overall.find((r) => r.dorsal === 5)!;
    const fifteen = atFirst.overall.find((r) => r.dorsal === 15)!;
    expect(fifteen.lastPassageAt! - five.lastPassageAt!).toBe(WAVE_GAP);
    expect(fifteen.overallPosition).toBe(five.overallPosition);

    // 2. 95 minutes in: some finished, others on course; the rider who stopped is marked DNF.
    const second = START_A + 95 * MIN;
    await passagesUpTo(first, second);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-runner-times`,
      headers: auth,
      payload: { dorsal: 4, status: 'DNF' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const middle = check(await read(), second, true);
    expect(middle.some((e) => e.status === 'COMPLETED')).toBe(true);
    expect(middle.some((e) => e.status === 'IN_PROGRESS')).toBe(true);

    // 3. Everyone in: the places are the finished race's, by final time.
    const third = START_A + 150 * MIN;
    await passagesUpTo(second, third);
    const final = await read();
    check(final, third, true);
    const finishers = final.overall.filter((row) => row.status === 'COMPLETED');
    for (const row of finishers)
      expect(row.overallPosition).toBe(finishers.filter((other) => other.finalTime! < row.finalTime!).length + 1);
    expect(final.overall.filter((row) => row.overallPosition === null).map((row) => [row.dorsal, row.status])).toEqual([
      [14, 'PENDING'],
      [4, 'DNF'],
    ]);
  });
});
