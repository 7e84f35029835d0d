// Lists of people sorted by the database come out in Spanish order on SQLite and PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, runnerPayload, type TestApp } from './test-app.ts';

let t: TestApp;
let adminToken: string;
let eventId: number;
const ids = new Map<string, number>();

// Entered out of order; 'Orden' in every name lets one search find exactly these runners.
const PEOPLE = [
  { apellido: 'Ñandú', nombre: 'Orden Eva' },
  { apellido: 'Costilla', nombre: 'Orden Ana' },
  { apellido: 'Nuñez', nombre: 'Orden Bea' },
  { apellido: 'Córdoba', nombre: 'Orden Ana' },
  { apellido: 'Núñez', nombre: 'Orden Ana' },
  { apellido: 'Cáceres', nombre: 'Orden Ana' },
];
const SPANISH = ['Cáceres', 'Córdoba', 'Costilla', 'Núñez', 'Nuñez', 'Ñandú'];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
  eventId = await insertEvent(t.db.db);
  const category = await t.db.db
    .selectFrom('categories')
    .select(['id', 'nombre', 'distancia'])
    .where('distancia', '=', 66)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  for (const person of PEOPLE) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-runner',
      headers: bearer(adminToken),
      payload: runnerPayload(person),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    ids.set(person.apellido, id);
    await t.db.db
      .insertInto('inscriptions')
      .values({
        runner_id: id,
        event_id: eventId,
        category_id: category.id,
        distancia: category.distancia,
        categoria: category.nombre,
        partner_runner_id: null,
        numero_dorsal_asignado: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await t.db.db
    .insertInto('event_registration')
    .values({
      event_id: eventId,
      lista_publica: true,
      cupo_total: null,
      fecha_fin_anticipado: null,
      pago_alias: null,
      pago_cbu: null,
      pago_link: null,
      pago_notas: null,
      whatsapp_organizador: null,
      retiro_kit: null,
      plantilla_recordatorio: null,
    })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, token?: string) {
  const response = await t.app.inject({ url, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const surnames = (items: { apellido: string }[]) => items.map((i) => i.apellido);

describe('Spanish order of names', () => {
  it('the public list of inscriptos', async () => {
    const { items } = await get(`/api/events/${eventId}/inscriptos`);
    expect(surnames(items)).toEqual(SPANISH);
  });

  it("the back-office's runners, page by page", async () => {
    const first = await get('/api/runners?search=orden&page=1&limit=4', adminToken);
    const second = await get('/api/runners?search=orden&page=2&limit=4', adminToken);
    expect([...surnames(first.items), ...surnames(second.items)]).toEqual(SPANISH);
  });

  it('the check-in search', async () => {
    const { items } = await get(`/api/admin/events/${eventId}/check-in?q=orden`, adminToken);
    expect(items.map((i: { runner: { apellido: string } }) => i.runner.apellido)).toEqual(SPANISH);
  });

  it('a renamed runner takes their new place', async () => {
    const { password: _, ...data } = runnerPayload({ apellido: 'Ábalos', nombre: 'Orden Ana' });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/runners/${ids.get('Ñandú')}`,
      headers: bearer(adminToken),
      payload: data,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const { items } = await get(`/api/events/${eventId}/inscriptos`);
    expect(surnames(items)).toEqual(['Ábalos', ...SPANISH.slice(0, -1)]);
  });
});
