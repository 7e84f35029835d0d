import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, nextAddress, type TestApp } from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';
import { insertRider } from '../timing/timing-test-helpers.ts';
import { resultsCache } from './results-cache.ts';

let t: TestApp;
let auth: { authorization: string };
let eventId: number;
let laterEventId: number;
let emptyEventId: number;

const record = (event: number, dorsal: number, time: number, timestamp = Date.now()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/timing/${event}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), dorsal, time, timestamp },
  });

async function categoryIndex(distancia: number, nombre: string): Promise<number> {
  const categories = await t.db.db
    .selectFrom('categories')
    .select('nombre')
    .where('distancia', '=', distancia)
    .orderBy('id')
    .execute();
  const index = categories.findIndex((c) => c.nombre === nombre);
  if (index < 0) throw new Error(`no category ${nombre}`);
  return index;
}

async function rider(event: number, bib: number, category: string, sexo: 'M' | 'F', distancia = 33) {
  const { runnerId } = await insertRider(t.db.db, event, bib, {
    distancia,
    categoryIndex: await categoryIndex(distancia, category),
    apellido: `Apellido${bib}`,
  });
  await t.db.db.updateTable('runners').set({ sexo }).where('id', '=', runnerId).execute();
  return runnerId;
}

/*
 * 33 km, 2 laps. PROMOCIONALES A MASC: 1 and 2 tie on 120 s (2 is behind after lap 1), 3 leads lap 1
 * but ends on 125 s, 4 stops after lap 1 (DNF), 6 is disqualified. PROMOCIONALES A FEM: 5 on 116 s and
 * 7 on 130 s. 66 km, 1 lap: 20 alone; 21 crosses later on; 22 (alone in MASTER A1 MASC) never does. The
 * event is past, so a rider without a passage reads DNS.
 */
const LAPS: [number, number, number | null][] = [
  [1, 60_000, 120_000],
  [2, 61_000, 120_000],
  [3, 55_000, 125_000],
  [4, 50_000, null],
  [5, 58_000, 116_000],
  [6, 40_000, 80_000],
  [7, 65_000, 130_000],
];

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
  eventId = await insertEvent(t.db.db, { fecha: '2025-03-10', nombre: 'Edición de marzo' });
  laterEventId = await insertEvent(t.db.db, { fecha: '2025-09-20', nombre: 'Edición de septiembre' });
  emptyEventId = await insertEvent(t.db.db, { fecha: '2025-12-01', nombre: 'Edición sin pasadas' });
  for (const event of [eventId, laterEventId, emptyEventId]) {
    await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      // Laps of about a minute here: a minimum lap of 30 s keeps them apart from repeats (decision 007).
      payload: {
        eventId: event,
        config: {
          '33': { laps: 2, enabled: true, minLapSeconds: 30 },
          '66': { laps: 1, enabled: true, minLapSeconds: 30 },
        },
      },
    });
  }
  for (const bib of [1, 2, 3, 4, 6]) await rider(eventId, bib, 'PROMOCIONALES A MASC', 'M');
  for (const bib of [5, 7]) await rider(eventId, bib, 'PROMOCIONALES A FEM', 'F');
  await rider(eventId, 20, 'ELITE MASC', 'M', 66);
  await rider(eventId, 21, 'ELITE MASC', 'M', 66);
  await rider(eventId, 22, 'MASTER A1 MASC', 'M', 66);
  const start = Date.now() - 600_000;
  // Crossings in the order of the race, each at its own instant (the finish line reads them in that order).
  const crossings = LAPS.flatMap(([bib, first, second]) => [
    [bib, first] as const,
    ...(second === null ? [] : [[bib, second] as const]),
  ]).sort((a, b) => a[1] - b[1]);
  for (const [bib, time] of crossings) await record(eventId, bib, time, start + time);
  await record(eventId, 20, 150_000, start + 150_000);
  for (const [dorsal, status] of [
    [4, 'DNF'],
    [6, 'DSQ'],
  ] as const) {
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-runner-times`,
      headers: auth,
      payload: { dorsal, status },
    });
    expect(adjusted.statusCode).toBe(200);
  }
  await rider(laterEventId, 1, 'PROMOCIONALES A MASC', 'M');
  await record(laterEventId, 1, 70_000, start + 70_000);
  await record(laterEventId, 1, 140_000, start + 140_000);
});
afterAll(async () => t?.close());

describe('GET /api/results (editions)', () => {
  it('lists the editions with passages, newest first, with their finishers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/results' });
    expect(response.statusCode).toBe(200);
    const editions = response.json().editions as { eventId: number; finishers: number; finished: boolean }[];
    const mine = editions.filter((e) => [eventId, laterEventId, emptyEventId].includes(e.eventId));
    expect(mine).toEqual([
      {
        eventId: laterEventId,
        nombre: 'Edición de septiembre',
        fecha: '2025-09-20',
        lugar: 'Tafí del Valle, Tucumán',
        finishers: 1,
        finished: true,
      },
      {
        eventId,
        nombre: 'Edición de marzo',
        fecha: '2025-03-10',
        lugar: 'Tafí del Valle, Tucumán',
        // 1, 2, 3, 5, 7 on 33 km and 20 on 66 km.
        finishers: 6,
        finished: true,
      },
    ]);
  });
});

describe('GET /api/results/:eventId/riders', () => {
  it('lists every rider of every distance for the search', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders` });
    expect(response.statusCode).toBe(200);
    const riders = response.json().riders as { dorsal: number; distance: number; position: number | null }[];
    expect(riders.map((r) => r.dorsal).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 20, 21, 22]);
    expect(riders.find((r) => r.dorsal === 20)).toMatchObject({
      runnerName: 'Corredor Apellido20',
      categoryName: 'ELITE MASC',
      distance: 66,
      status: 'COMPLETED',
      position: 1,
    });
  });
});

describe('GET /api/results/:eventId/riders/:dorsal', () => {
  const get = (dorsal: number | string, event = eventId) =>
    t.app.inject({ method: 'GET', url: `/api/results/${event}/riders/${dorsal}` });

  it('gives positions overall, in the category and among the same sex, with gaps, ties shared', async () => {
    const response = await get(2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eventId,
      eventName: 'Edición de marzo',
      eventDate: '2025-03-10',
      eventPlace: 'Tafí del Valle, Tucumán',
      organizer: 'Carrera MTB Tucumán',
      dorsal: 2,
      runnerName: 'Corredor Apellido2',
      categoryName: 'PROMOCIONALES A MASC',
      distance: 33,
      laps: 2,
      status: 'COMPLETED',
      finalTime: 120_000,
      penaltyTime: 0,
      completedLaps: 2,
      // 5 (116 s) is first overall; 1 and 2 share 2nd; 3 is 4th; 7 is 5th.
      overall: { position: 2, of: 5, gaps: { toFirst: 4_000, toAhead: 4_000 } },
      // In the category 1 and 2 share the win: no one is ahead of them.
      category: { position: 1, of: 3, gaps: { toFirst: 0, toAhead: null } },
      sex: { position: 1, of: 3, label: 'General masculina' },
    });
  });

  it('gives each lap its time and its place at the end of it, overall and in the category', async () => {
    const body = (await get(2)).json();
    expect(body.lapDetails).toEqual([
      // Lap 1 (DSQ 6 out; 4: 50, 3: 55, 5: 58, 1: 60, 2: 61, 7: 65): 5th of 6, 4th of 4 in the category.
      {
        lap: 1,
        time: 61_000,
        cumulative: 61_000,
        position: 5,
        categoryPosition: 4,
        riders: 6,
        categoryAverage: 56_500,
      },
      // Lap 2 (5: 116, 1 and 2: 120, 3: 125, 7: 130): 2nd shared; category mean of 60, 59 and 70 s.
      {
        lap: 2,
        time: 59_000,
        cumulative: 120_000,
        position: 2,
        categoryPosition: 1,
        riders: 5,
        categoryAverage: 63_000,
      },
    ]);
  });

  it('ranks women among women and measures the gap to the rider ahead', async () => {
    const body = (await get(7)).json();
    // The runner holding the bib, by whom the rider page reads their championship standings.
    const holder = await t.db.db
      .selectFrom('inscriptions')
      .select('runner_id')
      .where('event_id', '=', eventId)
      .where('numero_dorsal_asignado', '=', 7)
      .executeTakeFirstOrThrow();
    expect(body.runnerId).toBe(holder.runner_id);
    expect(body.sex).toEqual({ position: 2, of: 2, label: 'General femenina' });
    expect(body.overall).toEqual({ position: 5, of: 5, gaps: { toFirst: 14_000, toAhead: 5_000 } });
    expect(body.category).toEqual({ position: 2, of: 2, gaps: { toFirst: 14_000, toAhead: 14_000 } });
  });

  it('shows a rider who stopped or was disqualified without a position or gap, with their laps', async () => {
    const dnf = (await get(4)).json();
    expect(dnf).toMatchObject({
      status: 'DNF',
      finalTime: null,
      overall: { position: null, gaps: { toFirst: null, toAhead: null } },
      category: { position: null },
      sex: { position: null },
    });
    expect(dnf.lapDetails).toHaveLength(1);
    expect(dnf.lapDetails[0]).toMatchObject({ position: 1, categoryPosition: 1 });
    const dsq = (await get(6)).json();
    expect(dsq).toMatchObject({
      status: 'DISQUALIFIED',
      overall: { position: null },
      category: { position: null },
      sex: { position: null },
    });
    // Their laps keep their times and place them nowhere.
    expect(dsq.lapDetails).toEqual([
      expect.objectContaining({ lap: 1, time: 40_000, position: null, categoryPosition: null }),
      expect.objectContaining({ lap: 2, time: 40_000, position: null, categoryPosition: null }),
    ]);
  });

  it('answers DNS, no place and no laps for a rider with no passage once the event is over', async () => {
    expect((await get(21)).json()).toMatchObject({
      status: 'DNS',
      finalTime: null,
      lapDetails: [],
      overall: { position: null, of: 1 },
      category: { position: null, of: 1 },
    });
    expect((await get(22)).json()).toMatchObject({
      status: 'DNS',
      lapDetails: [],
      category: { position: null, of: 0 },
    });
  });

  it('answers 404 for a bib nobody holds or an unknown event, 400 for a bad bib', async () => {
    const unknownBib = await get(999);
    expect(unknownBib.statusCode).toBe(404);
    expect(unknownBib.json().message).toBe('No encontramos ese dorsal en los resultados de este evento');
    expect((await get(1, 999_999)).statusCode).toBe(404);
    expect((await get('abc')).statusCode).toBe(400);
    expect((await get(0)).statusCode).toBe(400);
  });

  it('shows a new passage at once (the snapshot is dropped on every record)', async () => {
    expect((await get(21)).json().status).toBe('DNS');
    await record(eventId, 21, 160_000);
    expect((await get(21)).json()).toMatchObject({ status: 'COMPLETED', overall: { position: 2, of: 2 } });
  });
});

describe('GET /api/results/:eventId/podium', () => {
  it('lists the first three of every category of each distance, ties included, in the default-by-age order', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/podium` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.size).toBe(3);
    const podium = body.distances.map((d: { distance: number; categories: { name: string; podium: unknown[] }[] }) => ({
      distance: d.distance,
      categories: d.categories.map((c) => ({
        name: c.name,
        podium: (c.podium as { position: number; dorsal: number }[]).map((r) => [r.position, r.dorsal]),
      })),
    }));
    expect(podium[0]).toEqual({
      distance: 33,
      categories: [
        {
          name: 'PROMOCIONALES A MASC',
          podium: [
            [1, 1],
            [1, 2],
            [3, 3],
          ],
        },
        {
          name: 'PROMOCIONALES A FEM',
          podium: [
            [1, 5],
            [2, 7],
          ],
        },
      ],
    });
    expect(podium[1]).toEqual({
      distance: 66,
      categories: [
        {
          name: 'ELITE MASC',
          podium: [
            [1, 20],
            [2, 21],
          ],
        },
        { name: 'MASTER A1 MASC', podium: [] },
      ],
    });
  });

  it('takes a size of 1 to 5', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/podium?size=1` });
    expect(one.json().distances[0].categories[0].podium).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/podium?size=6` })).statusCode).toBe(400);
  });

  it('exports the podium as xlsx for admins only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/podium/export` });
    expect(anonymous.statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/results/${eventId}/podium/export`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('podio_2025-03-10.xlsx');
    const sheets = await readXlsx(response.rawPayload);
    expect(Object.keys(sheets)).toEqual(['Podio 33 KM', 'Podio 66 KM']);
    expect(sheets['Podio 33 KM']!.map((row) => row.slice(0, 4))).toEqual([
      ['Categoría', 'Puesto', 'Dorsal', 'Corredor'],
      ['PROMOCIONALES A MASC', 1, 1, 'Corredor Apellido1'],
      ['PROMOCIONALES A MASC', 1, 2, 'Corredor Apellido2'],
      ['PROMOCIONALES A MASC', 3, 3, 'Corredor Apellido3'],
      ['PROMOCIONALES A FEM', 1, 5, 'Corredor Apellido5'],
      ['PROMOCIONALES A FEM', 2, 7, 'Corredor Apellido7'],
    ]);
    // A category where nobody completed the race says so, in the words of the podium screen.
    expect(sheets['Podio 66 KM']!.map((row) => row.slice(0, 4))).toContainEqual([
      'MASTER A1 MASC',
      undefined,
      undefined,
      'Sin corredores que hayan completado la carrera',
    ]);
  });
});

describe('GET /api/results/:eventId/finish-line', () => {
  it('lists the latest crossings newest first, with the lap and the place of those who finished', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/finish-line` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const arrivals = body.arrivals.map((a: { dorsal: number; lap: number; laps: number }) => [a.dorsal, a.lap]);
    // 21 crossed last (one test above); before it 20 (66 km, 150 s), then 7 (130 s), 3 (125 s)…
    expect(arrivals.slice(0, 4)).toEqual([
      [21, 1],
      [20, 1],
      [7, 2],
      [3, 2],
    ]);
    expect(body.arrivals[2]).toMatchObject({
      distance: 33,
      laps: 2,
      elapsed: 130_000,
      categoryPosition: 2,
      status: 'COMPLETED',
    });
    // Disqualified after they crossed: the crossing carries the status and no place.
    expect(body.arrivals.find((a: { dorsal: number }) => a.dorsal === 6)).toMatchObject({
      lap: 2,
      status: 'DISQUALIFIED',
      categoryPosition: null,
    });
    expect(body.distances[0]).toMatchObject({
      distance: 33,
      finishers: 5,
      riders: 7,
      leaders: [
        { categoryName: 'PROMOCIONALES A MASC', dorsal: 1, finalTime: 120_000 },
        { categoryName: 'PROMOCIONALES A FEM', dorsal: 5, finalTime: 116_000 },
      ],
    });
    // 22 never started: out of the count of riders.
    expect(body.distances[1]).toMatchObject({ distance: 66, finishers: 2, riders: 2 });
  });
});

describe('public data only', () => {
  it('never carries a DNI, contact, birth date or health field of any rider on any public route', async () => {
    const runners = await t.db.db.selectFrom('runners').selectAll().execute();
    const secrets = runners.flatMap((r) =>
      [r.dni, r.email, r.whatsapp, r.telefono, r.fecha_nacimiento, r.obra_social, r.grupo_sanguineo, r.alergia].filter(
        (value): value is string => typeof value === 'string' && value.length > 0,
      ),
    );
    expect(secrets.length).toBeGreaterThan(20);
    const urls = [
      '/api/results',
      `/api/results/${eventId}/riders`,
      ...[1, 4, 5, 20, 21].map((dorsal) => `/api/results/${eventId}/riders/${dorsal}`),
      `/api/results/${eventId}/podium?size=5`,
      `/api/results/${eventId}/finish-line`,
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      for (const secret of secrets) expect(response.body, `${url} carries ${secret}`).not.toContain(secret);
      for (const key of ['dni', 'email', 'whatsapp', 'telefono', 'fechaNacimiento', 'obraSocial', 'alergia'])
        expect(response.body, url).not.toContain(`"${key}"`);
    }
  });
});

describe('one cache and one limit with the live results', () => {
  it('reads the results of the live results page: the hub adds its snapshot, not a second copy', async () => {
    const other = await insertEvent(t.db.db, { fecha: '2025-04-01' });
    await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId: other, config: { '33': { laps: 1, enabled: true } } },
    });
    await rider(other, 1, 'PROMOCIONALES A MASC', 'M');
    const cache = resultsCache(t.app);
    const before = cache.stats().entries;
    expect((await t.app.inject({ method: 'GET', url: `/api/results/${other}/riders/1` })).statusCode).toBe(200);
    // The results of its one distance and the hub's snapshot of the event.
    expect(cache.stats().entries).toBe(before + 2);
    const live = await t.app.inject({ method: 'GET', url: `/api/results/${other}?distance=33` });
    expect(live.statusCode).toBe(200);
    expect(cache.stats().entries).toBe(before + 2);
    await record(other, 1, 90_000);
    expect((await t.app.inject({ method: 'GET', url: `/api/results/${other}/riders/1` })).json().status).toBe(
      'COMPLETED',
    );
  });

  it('counts the hub reads and the live results of one address in one budget per minute', async () => {
    const strict = await createTestApp({ env: { RESULTS_LIMIT_PER_MINUTE: '4' } });
    try {
      const phone = nextAddress();
      const read = (url: string, remoteAddress = phone) => strict.app.inject({ method: 'GET', url, remoteAddress });
      expect((await read('/api/results')).statusCode).toBe(200);
      expect((await read('/api/results/1')).statusCode).toBe(404);
      expect((await read('/api/results/1/riders')).statusCode).toBe(404);
      expect((await read('/api/results/1/finish-line')).statusCode).toBe(404);
      for (const url of ['/api/results/1', '/api/results/1/podium', '/api/results/1/stream', '/api/results']) {
        const refused = await read(url);
        expect(refused.statusCode, url).toBe(429);
        expect(refused.json().error).toBe('TOO_MANY_REQUESTS');
      }
      expect((await read('/api/results/1/riders', nextAddress())).statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
