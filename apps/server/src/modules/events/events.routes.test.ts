import { DEFAULT_CATEGORIES } from '@carreras/domain/categories/default-categories';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { eventMessages as m } from '@carreras/domain/events/event.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, registerRunner, type TestApp } from '../../../test/test-app.ts';
import { SEED_EVENT } from '../../db/seed.ts';

let t: TestApp;
let adminToken: string;
let raceId: number;
let seedEventId: number;
let categoryIds: number[];

function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const today = () => todayInOrganiserZone();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | null = adminToken) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    nombre: 'Desafío Tafí',
    race_id: raceId,
    fecha: shiftDays(today(), 60),
    lugar: 'Tafí del Valle, Tucumán',
    descripcion: 'Circuito de montaña',
    activo: true,
    permiteParejas: true,
    fechaAperturaInscripciones: shiftDays(today(), 10),
    fechaCierreInscripciones: shiftDays(today(), 50),
    categorias: categoryIds.slice(0, 3),
    ...overrides,
  };
}

async function createEvent(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/events', eventBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; nombre: string; categorias: number[] };
}

/** An inscription made by an administrator (allowed outside the window, D4). */
async function enrol(eventId: number, categoria = 'E-BIKE', distancia = 66) {
  const runner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1990-01-01' });
  const response = await call('POST', '/api/inscriptions', { runnerId: runner.user.id, eventId, distancia, categoria });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
  const race = await t.db.db.selectFrom('races').select('id').executeTakeFirstOrThrow();
  raceId = race.id;
  seedEventId = (await t.db.db.selectFrom('events').select('id').executeTakeFirstOrThrow()).id;
  categoryIds = (await t.db.db.selectFrom('categories').select('id').orderBy('id').execute()).map((c) => c.id);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/events and /api/events/:id', () => {
  it('gives the seeded 6th edition to anyone, with its race, category count and closed window', async () => {
    const response = await call('GET', `/api/events/${seedEventId}`, undefined, null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: seedEventId,
      nombre: SEED_EVENT.nombre,
      fecha: '2025-04-13',
      lugar: 'Tucumán, Argentina',
      activo: true,
      permiteParejas: false,
      race_id: raceId,
      fechaAperturaInscripciones: '2025-04-01',
      fechaCierreInscripciones: '2025-04-10',
      race: { id: raceId, activo: true },
      cantidadCategorias: DEFAULT_CATEGORIES.length,
      inscripcionesAbiertas: false,
    });
    expect(response.json().categorias).toHaveLength(DEFAULT_CATEGORIES.length);
  });

  it('answers 404 with the spec message for an unknown event', async () => {
    for (const url of ['/api/events/999999', '/api/events/999999/categories']) {
      const response = await call('GET', url, undefined, null);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND', message: m.eventNotFound });
    }
  });

  it('lists the current event first (D17), computes openness (D9) and hides inactive events from runners', async () => {
    const later = await createEvent({ nombre: 'Más adelante', fecha: shiftDays(today(), 90) });
    const open = await createEvent({
      nombre: 'Abierto hoy',
      fecha: shiftDays(today(), 20),
      fechaAperturaInscripciones: today(),
      fechaCierreInscripciones: shiftDays(today(), 10),
    });
    const closedToday = await createEvent({
      nombre: 'Cerró ayer',
      fecha: shiftDays(today(), 30),
      fechaAperturaInscripciones: shiftDays(today(), -10),
      fechaCierreInscripciones: shiftDays(today(), -1),
    });
    const draft = await createEvent({
      nombre: 'Borrador',
      activo: false,
      fecha: shiftDays(today(), 5),
      fechaAperturaInscripciones: shiftDays(today(), -5),
      fechaCierreInscripciones: shiftDays(today(), 3),
    });

    const publicList = (await call('GET', '/api/events', undefined, null)).json() as {
      id: number;
      inscripcionesAbiertas: boolean;
    }[];
    expect(publicList.map((e) => e.id)).toEqual([open.id, closedToday.id, later.id, seedEventId]);
    expect(publicList.map((e) => e.inscripcionesAbiertas)).toEqual([true, false, false, false]);

    const first = (await call('GET', '/api/events?active=true&limit=1', undefined, null)).json();
    expect(first.map((e: { id: number }) => e.id)).toEqual([open.id]);

    // Administrators see the inactive draft too; it is not current (only active events are), and never open.
    const adminList = (await call('GET', '/api/events')).json() as { id: number; inscripcionesAbiertas: boolean }[];
    expect(adminList.map((e) => e.id)).toEqual([open.id, draft.id, closedToday.id, later.id, seedEventId]);
    expect(adminList.find((e) => e.id === draft.id)?.inscripcionesAbiertas).toBe(false);
    const inactive = (await call('GET', '/api/events?active=false')).json();
    expect(inactive.map((e: { id: number }) => e.id)).toEqual([draft.id]);

    for (const id of [later.id, open.id, closedToday.id, draft.id]) {
      expect((await call('DELETE', `/api/events/${id}`)).statusCode).toBe(204);
    }
  });

  it('falls back to the latest past event when nothing is upcoming', async () => {
    const older = await createEvent({
      nombre: 'Edición vieja',
      fecha: '2024-04-14',
      fechaAperturaInscripciones: '2024-04-01',
      fechaCierreInscripciones: '2024-04-10',
    });
    const list = (await call('GET', '/api/events?active=true', undefined, null)).json();
    expect(list.map((e: { id: number }) => e.id)).toEqual([seedEventId, older.id]);
    expect((await call('DELETE', `/api/events/${older.id}`)).statusCode).toBe(204);
  });

  it('rejects a bad query', async () => {
    expect((await call('GET', '/api/events?limit=0', undefined, null)).statusCode).toBe(400);
    expect((await call('GET', '/api/events?active=maybe', undefined, null)).statusCode).toBe(400);
  });
});

describe('GET /api/events/:id/categories', () => {
  it('gives the event categories with modality and distance, by distance', async () => {
    const response = await call('GET', `/api/events/${seedEventId}/categories`, undefined, null);
    expect(response.statusCode).toBe(200);
    const categories = response.json() as { nombre: string; distancia: number; modality_name: string }[];
    expect(categories).toHaveLength(DEFAULT_CATEGORIES.length);
    expect(categories.map((c) => c.distancia)).toEqual([...categories.map((c) => c.distancia)].sort((a, b) => a - b));
    expect(categories.find((c) => c.nombre === 'E-BIKE')).toMatchObject({
      distancia: 66,
      sexo: 'MIXTO',
      esLibre: true,
      edadMinima: null,
      edadMaxima: null,
      race_id: raceId,
    });
  });
});

describe('POST /api/events validation', () => {
  it('names every missing field with the spec messages', async () => {
    const response = await call('POST', '/api/events', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      nombre: m.nombreRequired,
      race_id: m.raceRequired,
      categorias: m.categoriesRequired,
      lugar: m.lugarRequired,
      fecha: m.fechaRequired,
      fechaAperturaInscripciones: m.aperturaRequired,
      fechaCierreInscripciones: m.cierreRequired,
    });
  });

  it('refuses blank texts, an empty category list and no race', async () => {
    const response = await call(
      'POST',
      '/api/events',
      eventBody({ nombre: '  ', lugar: '', race_id: '', categorias: [] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      nombre: m.nombreRequired,
      lugar: m.lugarRequired,
      race_id: m.raceRequired,
      categorias: m.categoriesRequired,
    });
  });

  it('wants the opening strictly before the closing', async () => {
    for (const [apertura, cierre] of [
      ['2031-04-10', '2031-04-01'],
      ['2031-04-05', '2031-04-05'],
    ]) {
      const response = await call(
        'POST',
        '/api/events',
        eventBody({ fechaAperturaInscripciones: apertura, fechaCierreInscripciones: cierre }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ fechaAperturaInscripciones: m.windowOrder });
    }
  });

  it('accepts only active races, and only that race’s categories', async () => {
    const inactive = await call('POST', '/api/races', { nombre: 'Carrera cerrada', activo: false });
    const inactiveRace = inactive.json().id as number;
    let response = await call('POST', '/api/events', eventBody({ race_id: inactiveRace }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: m.raceInactive, fields: { race_id: m.raceInactive } });

    response = await call('POST', '/api/events', eventBody({ race_id: 999999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ race_id: m.raceNotFound });

    const other = (await call('POST', '/api/races', { nombre: 'Otra carrera' })).json().id as number;
    const modality = (await call('POST', '/api/modalities', { nombre: '20 km', distancia: 20, race_id: other })).json();
    const foreign = (
      await call('POST', '/api/categories', { nombre: 'LIBRE', modality_id: modality.id, sexo: 'MIXTO', esLibre: true })
    ).json();
    response = await call('POST', '/api/events', eventBody({ categorias: [categoryIds[0], foreign.id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: m.categoriesOfOtherRace,
      fields: { categorias: m.categoriesOfOtherRace },
    });
  });
});

describe('event writes', () => {
  it('creates, reads back and updates an event', async () => {
    const created = await createEvent();
    expect(created).toMatchObject({
      nombre: 'Desafío Tafí',
      categorias: categoryIds.slice(0, 3),
      cantidadCategorias: 3,
      permiteParejas: true,
    });
    const updated = await call(
      'PUT',
      `/api/events/${created.id}`,
      eventBody({ nombre: 'Desafío Tafí 2', permiteParejas: false, categorias: [categoryIds[4], categoryIds[4]] }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      nombre: 'Desafío Tafí 2',
      permiteParejas: false,
      categorias: [categoryIds[4]],
      cantidadCategorias: 1,
    });
    expect((await call('GET', `/api/events/${created.id}`)).json().nombre).toBe('Desafío Tafí 2');
    expect((await call('PUT', '/api/events/999999', eventBody())).statusCode).toBe(404);
  });

  it('counts inscriptions, confirmed (paid) and pending for the event detail', async () => {
    const event = await createEvent({ categorias: categoryIds });
    const empty = await call('GET', `/api/events/${event.id}/stats`);
    expect(empty.json()).toEqual({ totalInscriptions: 0, confirmedInscriptions: 0, pendingInscriptions: 0 });
    const paid = await enrol(event.id);
    await enrol(event.id);
    await enrol(event.id);
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/inscriptions/${paid.id}/confirm-payment`,
      headers: bearer(adminToken),
    });
    expect(confirm.statusCode).toBe(200);
    const stats = await call('GET', `/api/events/${event.id}/stats`);
    expect(stats.json()).toEqual({ totalInscriptions: 3, confirmedInscriptions: 1, pendingInscriptions: 2 });
    expect((await call('GET', '/api/events/999999/stats')).statusCode).toBe(404);
  });

  it('refuses to delete an event with inscriptions, or to strip a used category or change its race', async () => {
    const event = await createEvent({ categorias: categoryIds });
    await enrol(event.id);
    const eBike = categoryIds.find((_, i) => DEFAULT_CATEGORIES[i]?.nombre === 'E-BIKE');
    const withoutEBike = categoryIds.filter((id) => id !== eBike);

    let response = await call('DELETE', `/api/events/${event.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'CONFLICT', message: m.hasInscriptions });

    response = await call('PUT', `/api/events/${event.id}`, eventBody({ categorias: withoutEBike }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.categoryInUse('E-BIKE'));

    const other = (await call('POST', '/api/races', { nombre: 'Carrera nueva' })).json().id as number;
    const modality = (await call('POST', '/api/modalities', { nombre: '10 km', distancia: 10, race_id: other })).json();
    const category = (
      await call('POST', '/api/categories', {
        nombre: 'GENERAL',
        modality_id: modality.id,
        sexo: 'MIXTO',
        esLibre: true,
      })
    ).json();
    response = await call('PUT', `/api/events/${event.id}`, eventBody({ race_id: other, categorias: [category.id] }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.raceChangeWithInscriptions);

    const stored = (await call('GET', `/api/events/${event.id}`)).json();
    expect(stored.categorias).toHaveLength(categoryIds.length);
  });

  it('deletes an event without inscriptions with its category links', async () => {
    const event = await createEvent();
    expect((await call('DELETE', `/api/events/${event.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/events/${event.id}`)).statusCode).toBe(404);
    const links = await t.db.db.selectFrom('event_categories').selectAll().where('event_id', '=', event.id).execute();
    expect(links).toEqual([]);
  });

  it('duplicates an event as next year’s inactive edition with the same race and categories', async () => {
    const response = await call('POST', `/api/events/${seedEventId}/duplicate`, {});
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      nombre: 'Carrera MTB Tucumán - 7ª Edición',
      fecha: '2026-04-13',
      lugar: 'Tucumán, Argentina',
      fechaAperturaInscripciones: '2026-04-01',
      fechaCierreInscripciones: '2026-04-10',
      activo: false,
      inscripcionesAbiertas: false,
      race_id: raceId,
      cantidadCategorias: DEFAULT_CATEGORIES.length,
    });
    expect(copy.id).not.toBe(seedEventId);
    expect([...copy.categorias].sort()).toEqual(
      [...(await call('GET', `/api/events/${seedEventId}`)).json().categorias].sort(),
    );
    const plain = await createEvent({ nombre: 'Travesía del Norte' });
    expect((await call('POST', `/api/events/${plain.id}/duplicate`, {})).json().nombre).toBe(
      'Travesía del Norte (copia)',
    );
    expect((await call('POST', '/api/events/999999/duplicate', {})).statusCode).toBe(404);
  });
});
