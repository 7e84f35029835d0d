import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import {
  bearer,
  createTestApp,
  enrolThroughApi,
  loginAdmin,
  registerRunner,
  type TestApp,
} from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';

let t: TestApp;
let adminToken: string;
let eventId: number;
let otherEvent: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
  eventId = await insertEvent(t.db.db, { permiteParejas: true });
  otherEvent = await insertEvent(t.db.db);
  const year = new Date().getFullYear();
  const enrol = (body: Record<string, unknown>) => enrolThroughApi(t.app, adminToken, body);
  const people = [];
  for (let i = 0; i < 6; i++)
    people.push(
      await registerRunner(t.app, {
        sexo: 'M',
        fechaNacimiento: `${year - 27}-03-03`,
        apellido: `Ábalos ${'ABCDEF'[i]}`,
      }),
    );
  // 66 km: 3 ELITE MASC (2 paid, one with bib 5), 1 pair E-BIKE; 33 km: 1 unpaid.
  await enrol({
    runnerId: people[0]!.user.id,
    eventId,
    distancia: 66,
    categoria: 'ELITE MASC',
    pagoConfirmado: true,
    numeroDorsalAsignado: 5,
  });
  await enrol({ runnerId: people[1]!.user.id, eventId, distancia: 66, categoria: 'ELITE MASC', pagoConfirmado: true });
  await enrol({ runnerId: people[2]!.user.id, eventId, distancia: 66, categoria: 'ELITE MASC' });
  await enrol({
    runnerId: people[3]!.user.id,
    eventId,
    distancia: 66,
    categoria: 'E-BIKE',
    partnerDni: people[4]!.payload.dni,
    numeroDorsalAsignado: 2,
  });
  await enrol({ runnerId: people[5]!.user.id, eventId, distancia: 33, categoria: 'PROMOCIONALES A MASC' });
  await enrol({
    runnerId: people[5]!.user.id,
    eventId: otherEvent,
    distancia: 33,
    categoria: 'PROMOCIONALES A MASC',
    pagoConfirmado: true,
  });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = adminToken) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('reports', () => {
  it('counts inscriptions by distance and by category for one event', async () => {
    const byDistance = await get(`/api/admin/reports/by-distance?eventId=${eventId}`);
    expect(byDistance.json()).toEqual([
      { distancia: 33, totalInscripciones: 1, confirmadas: 0, pendientes: 1 },
      { distancia: 66, totalInscripciones: 4, confirmadas: 2, pendientes: 2 },
    ]);
    const byCategory = await get(`/api/admin/reports/by-category?eventId=${eventId}`);
    expect(byCategory.json()).toEqual([
      { categoria: 'PROMOCIONALES A MASC', distancia: 33, totalInscripciones: 1, confirmadas: 0, pendientes: 1 },
      { categoria: 'E-BIKE', distancia: 66, totalInscripciones: 1, confirmadas: 0, pendientes: 1 },
      { categoria: 'ELITE MASC', distancia: 66, totalInscripciones: 3, confirmadas: 2, pendientes: 1 },
    ]);
    const all = await get('/api/admin/reports/by-distance');
    expect(all.json().find((r: { distancia: number }) => r.distancia === 33)).toMatchObject({
      totalInscripciones: 2,
      confirmadas: 1,
    });
  });

  it('is for admins only and answers 404 for an unknown event', async () => {
    const runner = await registerRunner(t.app);
    expect((await get('/api/admin/reports/by-distance', runner.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports/export/corredores' })).statusCode).toBe(401);
    expect((await get('/api/admin/reports/by-category?eventId=777777')).statusCode).toBe(404);
    expect((await get('/api/admin/reports/export/otra-cosa')).statusCode).toBe(400);
  });

  it('exports the distance report as a real .xlsx with the percent confirmed', async () => {
    const response = await get(`/api/admin/reports/export/distancia?eventId=${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''reporte_distancias_\d{4}-\d{2}-\d{2}\.xlsx; filename="reporte_distancias_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheets = await readXlsx(response.rawPayload);
    expect(sheets['Por distancia']).toEqual([
      ['Distancia (km)', 'Total', 'Confirmadas', 'Pendientes', '% Confirmadas'],
      [33, 1, 0, 1, 0],
      [66, 4, 2, 2, 50],
    ]);
  });

  it('exports inscriptions, bibs and runners (with health data, admin only) of an event', async () => {
    const inscriptions = await readXlsx(
      (await get(`/api/admin/reports/export/inscripciones?eventId=${eventId}`)).rawPayload,
    );
    const rows = inscriptions.Inscripciones!;
    expect(rows[0]).toContain('Compañero');
    // Five inscriptions, the pair giving two rows (D13).
    expect(rows).toHaveLength(1 + 6);
    const pair = rows.find((r) => r.includes('E-BIKE'))!;
    expect(pair).toContain('Equipo (titular)');
    const at = (header: string) => rows[0]!.indexOf(header);
    expect(String(pair[at('Compañero')])).toMatch(/Ábalos E/);
    expect(rows.find((r) => r.includes('Equipo (compañero)'))?.[at('Apellido')]).toBe('Ábalos E');

    const bibs = await readXlsx((await get(`/api/admin/reports/export/dorsales?eventId=${eventId}`)).rawPayload);
    expect(bibs.Dorsales!.slice(1).map((r) => r[0])).toEqual([2, 5]);

    const runnersResponse = await get(`/api/admin/reports/export/corredores?eventId=${eventId}`);
    expect(runnersResponse.headers['content-disposition']).toMatch(/lista_corredores_/);
    const runners = await readXlsx(runnersResponse.rawPayload);
    // The partner takes part in the event too.
    expect(runners.Corredores).toHaveLength(1 + 6);
    expect(runners.Corredores![0]).toEqual(expect.arrayContaining(['Grupo Sanguíneo', 'Alergias', 'Obra Social']));
    expect(runners.Corredores![1]).toContain('Ninguna');
  });
});
