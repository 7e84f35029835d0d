import { randomUUID } from 'node:crypto';
import { loginResponseSchema } from '@carreras/domain/auth/auth.schemas';
import { apiErrorSchema } from '@carreras/domain/errors';
import { eventSchema } from '@carreras/domain/events/event.schemas';
import { runnerSchema } from '@carreras/domain/runners/runner.schemas';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { serializationSchema } from '../src/lib/response-serializer.ts';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, registerRunner, type TestApp } from './test-app.ts';

/** What fast-json-stringify writes for a value, beside what zod's encoding writes (the previous serializer). */
function both(schema: z.ZodType, value: unknown) {
  const jsonSchema = serializationSchema(schema);
  if (!jsonSchema) throw new Error('schema left with zod');
  return { fast: JSON.parse(fastJson(jsonSchema)(value)), zod: JSON.parse(JSON.stringify(z.encode(schema, value))) };
}

describe('JSON Schema generated from a zod response schema', () => {
  it('leaves out the keys zod leaves out and keeps nulls, optional fields, records and open objects', () => {
    const schema = z.object({
      id: z.number().int(),
      nombre: z.string().nullable(),
      nota: z.string().optional(),
      tiempos: z.record(z.string(), z.array(z.number())),
      extra: z.looseObject({ a: z.number() }),
      estado: z.union([z.literal('A'), z.number(), z.null()]),
      hijos: z.array(z.object({ x: z.boolean() }).nullable()),
    });
    const value = {
      id: 7,
      nombre: null,
      nota: undefined,
      tiempos: { '11': [1, 2.5], '12': [] },
      extra: { a: 1, b: 'kept', c: { d: [1] } },
      estado: null,
      hijos: [{ x: true, hidden: 1 }, null],
      password_hash: 'never written',
    };
    const { fast, zod } = both(schema, value);
    expect(fast).toEqual(zod);
    expect(fast).not.toHaveProperty('password_hash');
    expect(fast.extra).toEqual({ a: 1, b: 'kept', c: { d: [1] } });
    expect(fast.hijos).toEqual([{ x: true }, null]);
  });

  it('writes a number as it is, never truncated to an integer', () => {
    expect(both(z.object({ n: z.number() }), { n: 1.25 }).fast).toEqual({ n: 1.25 });
    expect(serializationSchema(z.object({ n: z.number().int() }))).toMatchObject({
      properties: { n: { type: 'number' } },
    });
  });

  it('never fills in a default zod would refuse to encode', () => {
    const schema = serializationSchema(z.object({ review: z.array(z.number()).default([]) }));
    expect(schema).not.toBeNull();
    expect(() => fastJson(schema as object)({})).toThrow();
  });

  it('writes the schemas of the API the same as zod', () => {
    const event = {
      id: 1,
      nombre: '6ª edición "Tafí"',
      fecha: '2026-12-01',
      lugar: 'Tafí del Valle',
      descripcion: null,
      activo: true,
      permiteParejas: false,
      race_id: 1,
      fechaAperturaInscripciones: '2026-10-01',
      fechaCierreInscripciones: '2026-11-20',
      categorias: [1, 2, 3],
      inscripcionesAbiertas: false,
      race: { id: 1, nombre: 'Desafío', activo: true, created_at: 'left out' },
      cantidadCategorias: 3,
      fecha_apertura_inscripciones: 'left out',
    };
    const { fast, zod } = both(eventSchema, event);
    expect(fast).toEqual(zod);
    expect(fast.race).toEqual({ id: 1, nombre: 'Desafío', activo: true });
    const error = both(apiErrorSchema, { error: 'X', message: 'Mensaje', fields: { dni: 'Ingrese su DNI' } });
    expect(error.fast).toEqual(error.zod);
    expect(error.fast.fields).toEqual({ dni: 'Ingrese su DNI' });
    expect(serializationSchema(runnerSchema)).not.toBeNull();
  });

  it('leaves zod in charge where a JSON Schema could lose or change data', () => {
    // A union of objects would be told apart by a validator at run time, not as zod picks its branch.
    expect(serializationSchema(loginResponseSchema)).toBeNull();
    expect(serializationSchema(z.object({ at: z.string().transform((value) => value.length) }))).toBeNull();
    expect(serializationSchema(z.object({ d: z.date() }))).toBeNull();
    expect(serializationSchema(z.tuple([z.string(), z.number()]))).toBeNull();
    expect(serializationSchema(z.object({ a: z.number() }).and(z.object({ b: z.number() })))).toBeNull();
    type Tree = { hijos: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ hijos: z.array(tree) }));
    expect(serializationSchema(tree)).toBeNull();
  });
});

/** The body with the server's clock left out (answer and computation times): the only part two answers may differ in. */
const steady = (body: string) =>
  JSON.parse(body, (key, value) => (key === 'serverTime' || key === 'generatedAt' ? 0 : value));

describe('answers of the API before (zod) and after (fast-json-stringify)', () => {
  let t: TestApp;
  let before: FastifyInstance;
  let after: FastifyInstance;
  let adminAuth: { authorization: string };
  let runnerAuth: { authorization: string };
  let eventId: number;
  let inscriptionId: number;

  beforeAll(async () => {
    t = await createTestApp();
    before = await buildApp({ config: t.config, db: t.db, logger: false, responseSerializer: 'zod' });
    after = await buildApp({ config: t.config, db: t.db, logger: false, responseSerializer: 'fast' });
    adminAuth = bearer(await loginAdmin(t.app));
    const runner = await registerRunner(t.app, { obraSocial: '' });
    runnerAuth = bearer(runner.token);
    eventId = await insertEvent(t.db.db, { permiteParejas: true });
    const categories = (
      await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/categories` })
    ).json() as Array<{ id: number; distancia: number }>;
    const category = categories.find((c) => c.distancia === 33) ?? categories[0]!;
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/inscriptions',
      headers: runnerAuth,
      payload: { eventId, categoryId: category.id, distancia: category.distancia },
    });
    inscriptionId = enrol.statusCode === 201 ? (enrol.json() as { id: number }).id : 0;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: adminAuth,
      payload: { eventId, config: { '33': { laps: 2, enabled: true } } },
    });
    expect(saved.statusCode).toBe(200);
    await insertRider(t.db.db, eventId, 21);
    for (const [dorsal, time] of [
      [21, 60_000],
      [null, 61_000],
      [999, 62_000],
    ] as const) {
      const recorded = await t.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/record`,
        headers: adminAuth,
        payload: { clientId: randomUUID(), timestamp: Date.now(), dorsal, time },
      });
      expect(recorded.statusCode).toBe(201);
    }
  });

  afterAll(async () => {
    await before?.close();
    await after?.close();
    await t?.close();
  });

  const reads = () => [
    { url: '/api/health' },
    { url: '/api/events' },
    { url: '/api/events?active=true' },
    { url: `/api/events/${eventId}` },
    { url: `/api/events/${eventId}/categories` },
    { url: `/api/events/${eventId}/stats`, admin: true },
    { url: '/api/events/999999' },
    { url: '/api/events/abc' },
    { url: `/api/inscriptions/categories-and-distances?eventId=${eventId}` },
    { url: '/api/inscriptions', runner: true },
    { url: `/api/inscriptions/${inscriptionId}`, runner: true },
    { url: `/api/admin/inscriptions?eventId=${eventId}`, admin: true },
    { url: '/api/auth/profile', runner: true },
    { url: '/api/admin/auth/profile', admin: true },
    { url: '/api/races' },
    { url: '/api/categories' },
    { url: `/api/timing-config/${eventId}`, admin: true },
    { url: `/api/timing/${eventId}`, admin: true },
    { url: `/api/timing/${eventId}/times`, admin: true },
    { url: `/api/timing/${eventId}/riders/21`, admin: true },
    { url: `/api/results/${eventId}` },
    { url: '/api/admin/dashboard/stats', admin: true },
    { url: '/api/admin/reports/by-category', admin: true },
  ];

  it('are the same in content for a set of representative routes', async () => {
    for (const { url, admin, runner } of reads()) {
      const headers = admin ? adminAuth : runner ? runnerAuth : {};
      const old = await before.inject({ method: 'GET', url, headers });
      const now = await after.inject({ method: 'GET', url, headers });
      expect({ url, status: now.statusCode }).toEqual({ url, status: old.statusCode });
      expect(now.statusCode, `${url}: ${now.body}`).toBeLessThan(500);
      expect({ url, body: steady(now.body) }).toEqual({ url, body: steady(old.body) });
    }
  });

  it('are the same for writes, errors included', async () => {
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json() as Array<{
      id: number;
    }>;
    const event = {
      nombre: 'Edición de prueba del serializador',
      race_id: 1,
      fecha: '2031-03-10',
      lugar: 'Tafí del Valle',
      fechaAperturaInscripciones: '2031-01-01',
      fechaCierreInscripciones: '2031-03-01',
      categorias: categories.slice(0, 2).map((category) => category.id),
    };
    const invalid = { ...event, nombre: '', fechaCierreInscripciones: '2030-01-01' };
    const refusedBefore = await before.inject({
      method: 'POST',
      url: '/api/events',
      headers: adminAuth,
      payload: invalid,
    });
    const refusedAfter = await after.inject({
      method: 'POST',
      url: '/api/events',
      headers: adminAuth,
      payload: invalid,
    });
    expect(refusedAfter.statusCode).toBe(400);
    expect(refusedAfter.json()).toEqual(refusedBefore.json());
    expect(refusedAfter.json()).toHaveProperty('fields.nombre');

    const created = await after.inject({ method: 'POST', url: '/api/events', headers: adminAuth, payload: event });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const readBefore = await before.inject({ method: 'GET', url: `/api/events/${id}` });
    expect(created.json()).toEqual(readBefore.json());
    const duplicated = await after.inject({
      method: 'POST',
      url: `/api/events/${id}/duplicate`,
      headers: adminAuth,
      payload: {},
    });
    expect(duplicated.statusCode).toBe(201);
    const duplicate = duplicated.json() as { id: number };
    // A copy is inactive until published: only an admin may read it.
    const duplicateBefore = await before.inject({
      method: 'GET',
      url: `/api/events/${duplicate.id}`,
      headers: adminAuth,
    });
    expect(duplicate).toEqual(duplicateBefore.json());
  });
});
