import { randomUUID } from 'node:crypto';
import { resultsResponseSchema } from '@carreras/domain/results/results.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';
import { insertRider } from '../timing/timing-test-helpers.ts';

/** Results rows carry the runner's club (docs/product-choices.md, 'Clubs'): the API, the rider's page and the sheet. */
let t: TestApp;
let auth: { authorization: string };
let eventId: number;

const RACE_START = Date.now() - 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
  eventId = await insertEvent(t.db.db);
  await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
  });
  const { runnerId } = await insertRider(t.db.db, eventId, 1);
  await insertRider(t.db.db, eventId, 2);
  await t.db.db.updateTable('runners').set({ club: 'Bici Club Yerba Buena' }).where('id', '=', runnerId).execute();
  for (const [dorsal, time] of [
    [1, 100_000],
    [2, 110_000],
  ] as const) {
    const stored = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/record`,
      headers: auth,
      payload: { clientId: randomUUID(), dorsal, time, timestamp: RACE_START + time },
    });
    expect(stored.statusCode, stored.body).toBe(201);
  }
});
afterAll(async () => t?.close());

describe('the runner club in results', () => {
  it('is on each results row, null for a runner without one', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=33` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.overall.map((r: { dorsal: number; club: string | null }) => [r.dorsal, r.club])).toEqual([
      [1, 'Bici Club Yerba Buena'],
      [2, null],
    ]);
    expect(body.categories[0].runners[0].club).toBe('Bici Club Yerba Buena');
    expect(resultsResponseSchema.parse(body)).toStrictEqual(body);
  });

  it("is on the rider's page", async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/1` });
    expect(one.json()).toMatchObject({ dorsal: 1, club: 'Bici Club Yerba Buena' });
    const two = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/2` });
    expect(two.json()).toMatchObject({ dorsal: 2, club: null });
  });

  it('has its column in the results workbook', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/results/${eventId}/export?distance=33&format=excel`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const sheet = (await readXlsx(response.rawPayload))['General 33 KM']!;
    const column = sheet[0]!.indexOf('Club');
    expect(column).toBeGreaterThan(0);
    expect(sheet.slice(1).map((row) => row[column] ?? '')).toEqual(['Bici Club Yerba Buena', '']);
  });
});
