// 'Duplicar' asks what to copy (docs/product-choices.md, 'Duplicar asks what to copy'), on SQLite and PostgreSQL.
import { NO_PLACES_SETTINGS } from '@carreras/domain/places/places.schemas';
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

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = adminToken) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });

const DESCRIPTION = 'Sexta edición: largada 8:00 del 12/04, circuito nuevo';

/** An edition with everything 'Duplicar' may copy: a description, pairs, categories, places, prices and how to pay. */
async function fullEdition() {
  const id = await insertEvent(t.db.db, { permiteParejas: true, fecha: '2026-04-12' });
  await t.db.db.updateTable('events').set({ descripcion: DESCRIPTION }).where('id', '=', id).execute();
  const settings = (await call('GET', `/api/admin/events/${id}/registration`)).json();
  const [first, second] = settings.categorias as { categoryId: number; distancia: number }[];
  const saved = await call('PUT', `/api/admin/events/${id}/registration`, {
    ...NO_PLACES_SETTINGS,
    cupoTotal: 120,
    promocionAutomatica: false,
    listaPublica: true,
    fechaFinAnticipado: '2026-03-01',
    pagoAlias: 'carrera.mtb.tuc',
    pagoCbu: '0110599520000001234567',
    pagoEfectivo: true,
    pagoNotas: 'Enviá el comprobante por WhatsApp',
    whatsappOrganizador: '381 555-1234',
    retiroKit: 'Sábado de 10:00 a 18:00 en el club',
    distancias: [
      { distancia: 33, cupo: 80, precio: 20_000, precioAnticipado: 15_000 },
      { distancia: 66, cupo: null, precio: 30_000, precioAnticipado: null },
    ],
    categorias: [
      { categoryId: first!.categoryId, cupo: 10 },
      { categoryId: second!.categoryId, cupo: null },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const event = (await call('GET', `/api/events/${id}`)).json();
  return { id, categorias: event.categorias as number[], limited: first!.categoryId };
}

async function duplicate(id: number, choice: object) {
  const response = await call('POST', `/api/events/${id}/duplicate`, choice);
  expect(response.statusCode, response.body).toBe(201);
  const copy = response.json();
  const registration = (await call('GET', `/api/admin/events/${copy.id}/registration`)).json();
  return { copy, registration };
}

const limitsOf = (registration: { categorias: { categoryId: number; cupo: number | null }[] }) =>
  registration.categorias.filter((c) => c.cupo !== null).map((c) => [c.categoryId, c.cupo]);

describe('POST /api/events/:id/duplicate', () => {
  it('by default copies categories, pairs, places, prices and payment methods, but not the description', async () => {
    const source = await fullEdition();
    const { copy, registration } = await duplicate(source.id, {});
    expect(copy).toMatchObject({ descripcion: null, permiteParejas: true, activo: false, fecha: '2027-04-12' });
    expect([...copy.categorias].sort()).toEqual([...source.categorias].sort());
    expect(registration).toMatchObject({
      cupoTotal: 120,
      promocionAutomatica: false,
      listaPublica: true,
      fechaFinAnticipado: '2027-03-01',
      pagoAlias: 'carrera.mtb.tuc',
      pagoCbu: '0110599520000001234567',
      pagoEfectivo: true,
      pagoNotas: 'Enviá el comprobante por WhatsApp',
      whatsappOrganizador: '5493815551234',
      retiroKit: 'Sábado de 10:00 a 18:00 en el club',
    });
    expect(registration.distancias).toEqual([
      { distancia: 33, cupo: 80, precio: 20_000, precioAnticipado: 15_000 },
      { distancia: 66, cupo: null, precio: 30_000, precioAnticipado: null },
    ]);
    expect(limitsOf(registration)).toEqual([[source.limited, 10]]);
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'duplicate')
      .where('entity_id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.detail))).toMatchObject({
      from: source.id,
      copied: { descripcion: false, pagos: true },
    });
  });

  it('copies the description when asked, and only prices and payment methods when places are left out', async () => {
    const source = await fullEdition();
    const { copy, registration } = await duplicate(source.id, { descripcion: true, cupos: false });
    expect(copy.descripcion).toBe(DESCRIPTION);
    expect(registration).toMatchObject({ cupoTotal: null, listaPublica: false, pagoAlias: 'carrera.mtb.tuc' });
    expect(registration.promocionAutomatica).toBe(NO_PLACES_SETTINGS.promocionAutomatica);
    expect(registration.distancias).toEqual([
      { distancia: 33, cupo: null, precio: 20_000, precioAnticipado: 15_000 },
      { distancia: 66, cupo: null, precio: 30_000, precioAnticipado: null },
    ]);
    expect(limitsOf(registration)).toEqual([]);
  });

  it('copies places without prices or payment methods', async () => {
    const source = await fullEdition();
    const { registration } = await duplicate(source.id, { pagos: false });
    expect(registration).toMatchObject({
      cupoTotal: 120,
      fechaFinAnticipado: null,
      pagoAlias: null,
      pagoEfectivo: false,
      whatsappOrganizador: null,
      retiroKit: null,
    });
    expect(registration.distancias.find((d: { distancia: number }) => d.distancia === 33)).toEqual({
      distancia: 33,
      cupo: 80,
      precio: null,
      precioAnticipado: null,
    });
    expect(limitsOf(registration)).toEqual([[source.limited, 10]]);
  });

  it('with nothing ticked gives a bare edition: no description, categories, pairs or settings', async () => {
    const source = await fullEdition();
    const none = { descripcion: false, categorias: false, parejas: false, cupos: false, pagos: false };
    const { copy, registration } = await duplicate(source.id, none);
    expect(copy).toMatchObject({ descripcion: null, permiteParejas: false, categorias: [], cantidadCategorias: 0 });
    expect(registration).toEqual({ ...NO_PLACES_SETTINGS, distancias: [], categorias: [] });
  });

  it('without the categories still copies the event-wide limit and how to pay', async () => {
    const source = await fullEdition();
    const { copy, registration } = await duplicate(source.id, { categorias: false });
    expect(copy.categorias).toEqual([]);
    expect(registration).toMatchObject({
      cupoTotal: 120,
      pagoAlias: 'carrera.mtb.tuc',
      distancias: [],
      categorias: [],
    });
  });

  it('refuses a choice that is not yes or no, a missing event, and anyone but an admin', async () => {
    const source = await fullEdition();
    const bad = await call('POST', `/api/events/${source.id}/duplicate`, { descripcion: 'sí' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('descripcion');
    expect((await call('POST', '/api/events/999999/duplicate', {})).statusCode).toBe(404);
    const runner = await registerRunner(t.app);
    expect((await call('POST', `/api/events/${source.id}/duplicate`, {}, runner.token)).statusCode).toBe(403);
  });
});
