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

let t: TestApp;
let adminToken: string;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
  eventId = await insertEvent(t.db.db, { permiteParejas: true });
});
afterAll(async () => {
  await t.close();
});

const eventYear = () => new Date().getFullYear();

async function enrolledRunner(overrides: Record<string, unknown> = {}, partnerDni?: string) {
  const runner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15`, ...overrides });
  const { id } = await enrolThroughApi(t.app, runner.token, {
    runnerId: runner.user.id,
    eventId,
    distancia: 66,
    categoria: 'ELITE MASC',
    partnerDni,
  });
  return { runner, inscriptionId: id };
}

const get = (url: string, token = adminToken) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token = adminToken) => t.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('check-in search (GET /api/admin/events/:eventId/check-in)', () => {
  it('finds by DNI, by surname and name, and a pair by the partner DNI, with medical data', async () => {
    const { runner, inscriptionId } = await enrolledRunner({
      nombre: 'Facundo',
      apellido: 'Zerpa',
      alergia: 'Penicilina',
    });
    // ELITE MASC fits the partner too (27), as it must since pair consent.
    const partner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-01-01` });
    const pair = await enrolledRunner({ nombre: 'Lautaro', apellido: 'Quiroga' }, partner.payload.dni);
    // Until the partner accepts the pair they do not take part: the search does not find them.
    expect((await get(`/api/admin/events/${eventId}/check-in?q=${partner.payload.dni}`)).json().items).toEqual([]);
    expect((await post(`/api/inscriptions/${pair.inscriptionId}/accept-pair`, partner.token)).statusCode).toBe(200);

    const byDni = await get(`/api/admin/events/${eventId}/check-in?q=${runner.payload.dni}`);
    expect(byDni.statusCode).toBe(200);
    expect(byDni.json().items).toHaveLength(1);
    expect(byDni.json().items[0]).toMatchObject({
      id: inscriptionId,
      runnerData: { alergia: 'Penicilina', grupoSanguineo: 'O+', obraSocial: 'OSDE' },
    });

    const byName = await get(`/api/admin/events/${eventId}/check-in?q=${encodeURIComponent('zerpa facu')}`);
    expect(byName.json().items.map((i: { id: number }) => i.id)).toEqual([inscriptionId]);

    const byPartner = await get(`/api/admin/events/${eventId}/check-in?q=${partner.payload.dni}`);
    expect(byPartner.json().items).toHaveLength(1);
    expect(byPartner.json().items[0]).toMatchObject({
      id: pair.inscriptionId,
      compañero: { dni: partner.payload.dni },
      partnerData: { grupoSanguineo: 'O+' },
    });
  });

  it('answers nothing for an empty query, 404 for an unknown event, and is for admins only', async () => {
    expect((await get(`/api/admin/events/${eventId}/check-in?q=`)).json()).toEqual({ items: [] });
    const missing = await get('/api/admin/events/999999/check-in?q=a');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Evento no encontrado');
    const runner = await registerRunner(t.app);
    expect((await get(`/api/admin/events/${eventId}/check-in?q=a`, runner.token)).statusCode).toBe(403);
  });
});

describe('next free bib', () => {
  it('gives the lowest free bib, confirms payment, keeps an existing bib and fills gaps', async () => {
    const event = await insertEvent(t.db.db);
    const enrolIn = async () => {
      const runner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15` });
      return (
        await enrolThroughApi(t.app, runner.token, {
          runnerId: runner.user.id,
          eventId: event,
          distancia: 66,
          categoria: 'ELITE MASC',
        })
      ).id;
    };
    const [a, b, c] = [await enrolIn(), await enrolIn(), await enrolIn()];
    expect((await get(`/api/admin/events/${event}/next-bib`)).json()).toEqual({ dorsal: 1 });

    await t.app.inject({ method: 'PATCH', url: `/api/inscriptions/${a}/assign-dorsal/2`, headers: bearer(adminToken) });
    const first = await post(`/api/admin/inscriptions/${b}/next-bib`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ numeroDorsalAsignado: 1, pagoConfirmado: true, inscripcionConfirmada: true });
    expect((await post(`/api/admin/inscriptions/${b}/next-bib`)).json().numeroDorsalAsignado).toBe(1);
    expect((await get(`/api/admin/events/${event}/next-bib`)).json()).toEqual({ dorsal: 3 });
    expect((await post(`/api/admin/inscriptions/${c}/next-bib`)).json().numeroDorsalAsignado).toBe(3);
    expect((await post('/api/admin/inscriptions/999999/next-bib')).statusCode).toBe(404);
  });

  it('never gives the same bib to two tables asking at once', async () => {
    const event = await insertEvent(t.db.db);
    const ids: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      const runner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15` });
      ids.push(
        (
          await enrolThroughApi(t.app, runner.token, {
            runnerId: runner.user.id,
            eventId: event,
            distancia: 66,
            categoria: 'ELITE MASC',
          })
        ).id,
      );
    }
    const responses = await Promise.all(ids.map((id) => post(`/api/admin/inscriptions/${id}/next-bib`)));
    expect(responses.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const bibs = responses.map((r) => r.json().numeroDorsalAsignado as number).sort((x, y) => x - y);
    expect(bibs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
