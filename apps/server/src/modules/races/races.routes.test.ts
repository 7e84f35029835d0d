import { DEFAULT_CATEGORIES } from '@carreras/domain/categories/default-categories';
import { raceMessages as m } from '@carreras/domain/races/race.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, registerRunner, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let adminToken: string;
let seedRaceId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | null = adminToken) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function created(method: Method, url: string, payload: object) {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json();
}

/** A race with a 20 km and a 40 km modality and one category in each. */
async function raceWithStructure(nombre = 'Desafío de prueba') {
  const race = await created('POST', '/api/races', { nombre, descripcion: 'Vuelta al lago' });
  const short = await created('POST', '/api/modalities', { nombre: 'Corta', distancia: 20, race_id: race.id });
  const long = await created('POST', '/api/modalities', { nombre: 'Larga', distancia: 40, race_id: race.id });
  const shortCat = await created('POST', '/api/categories', {
    nombre: 'GENERAL',
    modality_id: short.id,
    sexo: 'MIXTO',
    esLibre: true,
  });
  const longCat = await created('POST', '/api/categories', {
    nombre: 'ELITE FEM',
    modality_id: long.id,
    sexo: 'F',
    esLibre: false,
    edadMinima: 18,
    edadMaxima: 29,
  });
  return { race, short, long, shortCat, longCat };
}

/** An event of the seeded race with one rider enrolled in its E-BIKE category. */
async function eventWithAnEBikeRider() {
  const eventId = await insertEvent(t.db.db);
  const runner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1990-01-01' });
  const inscription = await created('POST', '/api/inscriptions', {
    runnerId: runner.user.id,
    eventId,
    distancia: 66,
    categoria: 'E-BIKE',
  });
  return { eventId, inscriptionId: inscription.id as number };
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
  seedRaceId = (await t.db.db.selectFrom('races').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

describe('races', () => {
  it('lists races: administrators see all, everyone else only active ones', async () => {
    const inactive = await created('POST', '/api/races', { nombre: 'Carrera inactiva', activo: false });
    const adminList = (await call('GET', '/api/races')).json() as { id: number }[];
    expect(adminList.map((r) => r.id)).toEqual(expect.arrayContaining([seedRaceId, inactive.id]));
    const runner = await registerRunner(t.app);
    for (const token of [null, runner.token]) {
      const list = (await call('GET', '/api/races', undefined, token)).json() as { id: number; activo: boolean }[];
      expect(list.map((r) => r.id)).toContain(seedRaceId);
      expect(list.map((r) => r.id)).not.toContain(inactive.id);
    }
    expect((await call('DELETE', `/api/races/${inactive.id}`)).statusCode).toBe(204);
  });

  it('creates, reads and updates a race; unknown ids answer 404', async () => {
    const race = await created('POST', '/api/races', { nombre: '  Rally del Norte ', descripcion: '' });
    expect(race).toEqual({ id: race.id, nombre: 'Rally del Norte', descripcion: null, activo: true });
    const updated = await created('PUT', `/api/races/${race.id}`, { nombre: 'Rally', descripcion: 'x', activo: false });
    expect(updated).toEqual({ id: race.id, nombre: 'Rally', descripcion: 'x', activo: false });
    expect((await call('GET', `/api/races/${race.id}`)).json()).toEqual(updated);
    for (const [method, url] of [
      ['GET', '/api/races/999999'],
      ['PUT', '/api/races/999999'],
      ['DELETE', '/api/races/999999'],
      ['GET', '/api/races/999999/modalities'],
      ['GET', '/api/races/999999/categories'],
    ] as const) {
      const response = await call(method, url, method === 'PUT' ? { nombre: 'x' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(m.raceNotFound);
    }
  });

  it('wants a race name', async () => {
    for (const body of [{}, { nombre: '   ' }]) {
      const response = await call('POST', '/api/races', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ nombre: m.raceNameRequired });
    }
  });

  it('lists the modalities and categories of a race, the seeded ones included', async () => {
    const modalities = (await call('GET', `/api/races/${seedRaceId}/modalities`, undefined, null)).json();
    expect(modalities.map((x: { distancia: number }) => x.distancia)).toEqual([33, 66]);
    const categories = (await call('GET', `/api/races/${seedRaceId}/categories`, undefined, null)).json();
    expect(categories).toHaveLength(DEFAULT_CATEGORIES.length);
    const all = (await call('GET', `/api/categories?race_id=${seedRaceId}`, undefined, null)).json();
    expect(all).toEqual(categories);
  });

  it('deletes a race with its modalities and categories in one transaction', async () => {
    const { race, short, shortCat, longCat } = await raceWithStructure('Para borrar');
    expect((await call('DELETE', `/api/races/${race.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/races/${race.id}`)).statusCode).toBe(404);
    expect(await t.db.db.selectFrom('modalities').select('id').where('race_id', '=', race.id).execute()).toEqual([]);
    expect(
      await t.db.db.selectFrom('categories').select('id').where('id', 'in', [shortCat.id, longCat.id]).execute(),
    ).toEqual([]);
    expect((await call('DELETE', `/api/modalities/${short.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a race with events (409), and says so when they have inscriptions', async () => {
    let response = await call('DELETE', `/api/races/${seedRaceId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'CONFLICT', message: m.raceHasEvents });

    await eventWithAnEBikeRider();
    response = await call('DELETE', `/api/races/${seedRaceId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.raceHasInscriptions);
    expect((await call('GET', `/api/races/${seedRaceId}/categories`)).json()).toHaveLength(DEFAULT_CATEGORIES.length);
  });
});

describe('modalities', () => {
  it('creates and updates a modality; a new distance is copied to its categories', async () => {
    const { race, short, shortCat } = await raceWithStructure('Modalidades');
    expect(short).toEqual({
      id: short.id,
      nombre: 'Corta',
      distancia: 20,
      descripcion: null,
      activo: true,
      race_id: race.id,
    });
    const updated = await created('PUT', `/api/modalities/${short.id}`, {
      nombre: 'Corta 25',
      distancia: 25,
      descripcion: 'Recorrido nuevo',
      activo: false,
      race_id: race.id,
    });
    expect(updated).toMatchObject({ nombre: 'Corta 25', distancia: 25, activo: false });
    const categories = (await call('GET', `/api/races/${race.id}/categories`)).json();
    expect(categories.find((c: { id: number }) => c.id === shortCat.id)).toMatchObject({
      distancia: 25,
      modality_name: 'Corta 25',
    });
  });

  it('validates name, distance and race, and keeps a modality in its race', async () => {
    let response = await call('POST', '/api/modalities', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      nombre: m.modalityNameRequired,
      distancia: m.distanceInvalid,
      race_id: m.raceRequired,
    });
    response = await call('POST', '/api/modalities', { nombre: 'x', distancia: -3, race_id: seedRaceId });
    expect(response.json().fields).toEqual({ distancia: m.distanceInvalid });
    response = await call('POST', '/api/modalities', { nombre: 'x', distancia: 3, race_id: 999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ race_id: m.raceNotFound });

    const { short } = await raceWithStructure('Mudanza');
    response = await call('PUT', `/api/modalities/${short.id}`, { nombre: 'x', distancia: 20, race_id: seedRaceId });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ race_id: m.modalityRaceChange });
    response = await call('PUT', '/api/modalities/999999', { nombre: 'x', distancia: 20, race_id: seedRaceId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(m.modalityNotFound);
  });

  it('deletes a modality with its categories, but not one whose categories have inscriptions', async () => {
    const { long, longCat } = await raceWithStructure('Borrar modalidad');
    expect((await call('DELETE', `/api/modalities/${long.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/categories/${longCat.id}`)).statusCode).toBe(404);

    const [, sixtySix] = (await call('GET', `/api/races/${seedRaceId}/modalities`)).json();
    const response = await call('DELETE', `/api/modalities/${sixtySix.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.modalityHasInscriptions);
    const distance = await call('PUT', `/api/modalities/${sixtySix.id}`, { ...sixtySix, distancia: 70 });
    expect(distance.statusCode).toBe(409);
    expect(distance.json().message).toBe(m.modalityDistanceInUse);
  });
});

describe('categories', () => {
  it('copies the modality distance and race, and drops ages of a free category', async () => {
    const { race, long } = await raceWithStructure('Categorías');
    const category = await created('POST', '/api/categories', {
      nombre: 'E-BIKE',
      modality_id: long.id,
      distancia: 999,
      sexo: 'MIXTO',
      esLibre: true,
      edadMinima: 10,
      edadMaxima: 20,
    });
    expect(category).toEqual({
      id: category.id,
      nombre: 'E-BIKE',
      modality_id: long.id,
      race_id: race.id,
      modality_name: 'Larga',
      distancia: 40,
      sexo: 'MIXTO',
      esLibre: true,
      edadMinima: null,
      edadMaxima: null,
    });
    const edited = await created('PUT', `/api/categories/${category.id}`, {
      nombre: 'MASTER MASC',
      modality_id: long.id,
      race_id: race.id,
      sexo: 'M',
      esLibre: false,
      edadMinima: 0,
      edadMaxima: 999,
    });
    expect(edited).toMatchObject({ nombre: 'MASTER MASC', sexo: 'M', esLibre: false, edadMinima: 0, edadMaxima: 999 });
  });

  it('gives every validation message', async () => {
    const { short } = await raceWithStructure('Validaciones');
    const base = { nombre: 'X', modality_id: short.id, sexo: 'M', esLibre: false, edadMinima: 10, edadMaxima: 20 };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { nombre: m.categoryNameRequired, modality_id: m.modalityRequired, sexo: m.sexInvalid }],
      [{ ...base, sexo: 'X' }, { sexo: m.sexInvalid }],
      [
        { ...base, edadMinima: null, edadMaxima: undefined },
        { edadMinima: m.minAgeRequired, edadMaxima: m.maxAgeRequired },
      ],
      [{ ...base, edadMinima: 101 }, { edadMinima: m.minAgeRange }],
      [{ ...base, edadMinima: -1 }, { edadMinima: m.minAgeRange }],
      [{ ...base, edadMaxima: 1000 }, { edadMaxima: m.maxAgeRange }],
      [{ ...base, edadMinima: 30, edadMaxima: 20 }, { edadMinima: m.ageOrder }],
      [{ ...base, modality_id: 999999 }, { modality_id: m.modalityNotFound }],
      [{ ...base, race_id: seedRaceId }, { modality_id: m.modalityOfOtherRace }],
    ];
    for (const [body, fields] of cases) {
      const response = await call('POST', '/api/categories', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields, JSON.stringify(body)).toMatchObject(fields);
    }
  });

  it('refuses a duplicate name in a modality (409) and unknown ids (404)', async () => {
    const { short } = await raceWithStructure('Duplicados');
    const response = await call('POST', '/api/categories', {
      nombre: 'GENERAL',
      modality_id: short.id,
      sexo: 'MIXTO',
      esLibre: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: m.categoryNameTaken, fields: { nombre: m.categoryNameTaken } });
    const body = { nombre: 'X', modality_id: short.id, sexo: 'M', esLibre: true };
    expect((await call('PUT', '/api/categories/999999', body)).json().message).toBe(m.categoryNotFound);
    expect((await call('DELETE', '/api/categories/999999')).statusCode).toBe(404);
  });

  it('protects categories with inscriptions and carries a rename to them', async () => {
    const { eventId, inscriptionId } = await eventWithAnEBikeRider();
    const categories = (await call('GET', `/api/races/${seedRaceId}/categories`)).json();
    const eBike = categories.find((c: { nombre: string }) => c.nombre === 'E-BIKE');
    const [thirtyThree] = (await call('GET', `/api/races/${seedRaceId}/modalities`)).json();

    let response = await call('DELETE', `/api/categories/${eBike.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.categoryHasInscriptions);
    response = await call('PUT', `/api/categories/${eBike.id}`, { ...eBike, modality_id: thirtyThree.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.categoryModalityInUse);

    response = await call('PUT', `/api/categories/${eBike.id}`, { ...eBike, nombre: 'E-BIKE LIBRE' });
    expect(response.statusCode).toBe(200);
    const inscription = (await call('GET', `/api/inscriptions/${inscriptionId}`)).json();
    expect(inscription.categoria).toBe('E-BIKE LIBRE');
    // The event still offers it (its id did not change).
    const offered = (await call('GET', `/api/events/${eventId}/categories`)).json();
    expect(offered.map((c: { nombre: string }) => c.nombre)).toContain('E-BIKE LIBRE');
  });
});
