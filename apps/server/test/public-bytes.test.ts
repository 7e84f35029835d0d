import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preferredEncoding } from '../src/lib/ready-variants.ts';
import { PUBLIC_BYTES_MAX_AGE_MS } from '../src/plugins/public-bytes.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

let t: TestApp;
let auth: { authorization: string };
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
  eventId = await insertEvent(t.db.db, { nombre: 'Edición en memoria' });
});
afterAll(async () => t?.close());

/** A public read with the statements it ran: none when it came from memory. */
async function read(url: string, headers: Record<string, string> = {}) {
  const before = t.db.queryCount();
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { response, queries: t.db.queryCount() - before };
}

/** Reads until the answer comes from memory (it is kept once its first answer has left). */
async function kept(url: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { response, queries } = await read(url);
    if (queries === 0) return response;
  }
  throw new Error(`${url} never came from memory`);
}

/** A season write that changes nothing (the race saved as it is): events inserted directly then show. */
async function seasonWrite() {
  const [race] = (await t.app.inject({ method: 'GET', url: '/api/races', headers: auth })).json() as Array<
    Record<string, unknown> & { id: number }
  >;
  const saved = await t.app.inject({ method: 'PUT', url: `/api/races/${race!.id}`, headers: auth, payload: race });
  expect(saved.statusCode, saved.body).toBe(200);
}

const publicReads = () => [
  '/api/events',
  '/api/events?active=true',
  `/api/events/${eventId}/categories`,
  `/api/inscriptions/categories-and-distances?eventId=${eventId}`,
];

describe('public reads served from memory', () => {
  it('answers the same bytes from memory, without a statement, for every kept route', async () => {
    for (const url of publicReads()) {
      const first = await read(url);
      expect(first.response.statusCode).toBe(200);
      expect(first.queries).toBeGreaterThan(0);
      const again = await kept(url);
      expect(again.body).toBe(first.response.body);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers.etag).toBe(first.response.headers.etag);
      // Public reads keep their caching (none set): a browser revalidates with the ETag.
      expect(again.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers 304 to the ETag the client holds, and 200 to an old one', async () => {
    const first = await kept('/api/events');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const notModified = await read('/api/events', { 'if-none-match': etag });
    expect(notModified.response.statusCode).toBe(304);
    expect(notModified.response.body).toBe('');
    expect(notModified.queries).toBe(0);
    const listed = await read('/api/events', { 'if-none-match': `W/"other", ${etag}` });
    expect(listed.response.statusCode).toBe(304);
    const stale = await read('/api/events', { 'if-none-match': 'W/"an-old-version"' });
    expect(stale.response.statusCode).toBe(200);
    expect(stale.response.body).toBe(first.body);
  });

  it('keeps br and gzip variants of a larger answer, each the same JSON', async () => {
    // Enough events for the list to pass the compression threshold.
    for (let i = 0; i < 6; i++) await insertEvent(t.db.db, { nombre: `Edición comprimida ${i}` });
    await seasonWrite();
    const plain = await kept('/api/events');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const { response, queries } = await read('/api/events', { 'accept-encoding': `${encoding}` });
      expect(queries).toBe(0);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
    const identity = await read('/api/events', { 'accept-encoding': 'identity' });
    expect(identity.response.headers['content-encoding']).toBeUndefined();
    expect(identity.response.body).toBe(plain.body);
  });

  it('never keeps an unknown id, a refused query or a read made with a session', async () => {
    for (const url of ['/api/events/999999/categories', '/api/inscriptions/categories-and-distances?eventId=999999']) {
      for (let i = 0; i < 3; i++) {
        const { response, queries } = await read(url);
        expect(response.statusCode).toBe(404);
        expect(queries).toBeGreaterThan(0);
      }
    }
    expect((await read('/api/events?limit=0')).response.statusCode).toBe(400);
    await kept('/api/events');
    // An administrator also sees inactive events: never the kept public list.
    const inactive = await insertEvent(t.db.db, { activo: false, nombre: 'Edición inactiva' });
    await seasonWrite();
    const admin = await read('/api/events', auth);
    expect(admin.queries).toBeGreaterThan(0);
    expect((admin.response.json() as { id: number }[]).map((e) => e.id)).toContain(inactive);
    expect(admin.response.headers['cache-control']).toBe('no-store');
    expect((await kept('/api/events')).json().map((e: { id: number }) => e.id)).not.toContain(inactive);
  });

  it('builds a kept answer again after two seconds: the date turning, a change written outside the API', async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      await kept('/api/events');
      const outside = await insertEvent(t.db.db, { nombre: 'Edición escrita por fuera' });
      const ids = async () => ((await read('/api/events')).response.json() as { id: number }[]).map((e) => e.id);
      expect(await ids()).not.toContain(outside);
      clock.mockReturnValue(now + PUBLIC_BYTES_MAX_AGE_MS + 1);
      expect(await ids()).toContain(outside);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('weighs accept-encoding as a browser sends it', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('dropped on each write that changes them', () => {
  type Category = { id: number; nombre: string; modality_id: number; modality_name: string };

  async function categories() {
    return (await kept(`/api/events/${eventId}/categories`)).json() as Category[];
  }

  it('an event created, changed, duplicated and deleted', async () => {
    const list = async () => ((await kept('/api/events')).json() as { id: number; nombre: string }[]) ?? [];
    await list();
    const current = (
      await t.app.inject({ method: 'GET', url: `/api/events/${eventId}`, headers: auth })
    ).json() as Record<string, unknown>;
    const { id: _id, race: _race, inscripcionesAbiertas: _open, cantidadCategorias: _count, ...values } = current;

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: auth,
      payload: { ...values, nombre: 'Edición renombrada' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list()).find((e) => e.id === eventId)?.nombre).toBe('Edición renombrada');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: auth,
      payload: { ...values, nombre: 'Edición nueva', fecha: '2031-05-01' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const newId = (created.json() as { id: number }).id;
    expect((await list()).map((e) => e.id)).toContain(newId);

    const duplicated = await t.app.inject({
      method: 'POST',
      url: `/api/events/${newId}/duplicate`,
      headers: auth,
      payload: {},
    });
    expect(duplicated.statusCode, duplicated.body).toBe(201);
    const copy = (duplicated.json() as { id: number; activo: boolean }).id;
    // A duplicate starts inactive (hidden from runners): activate it for the public list.
    const copyValues = (await t.app.inject({ method: 'GET', url: `/api/events/${copy}`, headers: auth })).json();
    const { id: _c, race: _r, inscripcionesAbiertas: _o, cantidadCategorias: _n, ...copyInput } = copyValues;
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${copy}`,
      headers: auth,
      payload: { ...copyInput, activo: true },
    });
    expect((await list()).map((e) => e.id)).toContain(copy);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/events/${copy}`, headers: auth });
    expect(deleted.statusCode).toBe(204);
    expect((await list()).map((e) => e.id)).not.toContain(copy);
  });

  it("an event's categories changed", async () => {
    const before = await categories();
    expect(before.length).toBeGreaterThan(1);
    const current = (
      await t.app.inject({ method: 'GET', url: `/api/events/${eventId}`, headers: auth })
    ).json() as Record<string, unknown>;
    const { id: _id, race: _race, inscripcionesAbiertas: _open, cantidadCategorias: _count, ...values } = current;
    const fewer = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: auth,
      payload: { ...values, categorias: [before[0]!.id] },
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect((await categories()).map((c) => c.id)).toEqual([before[0]!.id]);
    const choices = (await kept(`/api/inscriptions/categories-and-distances?eventId=${eventId}`)).json() as {
      categories: { id: number }[];
    };
    expect(choices.categories.map((c) => c.id)).toEqual([before[0]!.id]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: auth,
      payload: { ...values, categorias: before.map((c) => c.id) },
    });
    expect(await categories()).toHaveLength(before.length);
  });

  it('a category created, renamed and deleted, and a modality renamed', async () => {
    const [first] = await categories();
    const category = (await t.app.inject({ method: 'GET', url: '/api/categories', headers: auth })).json() as Array<
      Record<string, unknown> & { id: number }
    >;
    const stored = category.find((c) => c.id === first!.id)!;
    const { id: _id, modality_name: _m, ...categoryValues } = stored;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${first!.id}`,
      headers: auth,
      payload: { ...categoryValues, nombre: 'CATEGORÍA RENOMBRADA' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await categories()).find((c) => c.id === first!.id)?.nombre).toBe('CATEGORÍA RENOMBRADA');
    const choices = (await kept(`/api/inscriptions/categories-and-distances?eventId=${eventId}`)).json() as {
      categories: { id: number; nombre: string }[];
    };
    expect(choices.categories.find((c) => c.id === first!.id)?.nombre).toBe('CATEGORÍA RENOMBRADA');

    const modalities = (
      await t.app.inject({ method: 'GET', url: `/api/races/${stored.race_id}/modalities`, headers: auth })
    ).json() as Array<Record<string, unknown> & { id: number }>;
    const modality = modalities.find((m) => m.id === first!.modality_id)!;
    const { id: _mid, ...modalityValues } = modality;
    const modalityRenamed = await t.app.inject({
      method: 'PUT',
      url: `/api/modalities/${modality.id}`,
      headers: auth,
      payload: { ...modalityValues, nombre: 'Modalidad renombrada' },
    });
    expect(modalityRenamed.statusCode, modalityRenamed.body).toBe(200);
    expect((await categories()).find((c) => c.id === first!.id)?.modality_name).toBe('Modalidad renombrada');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: auth,
      payload: { ...categoryValues, nombre: 'CATEGORÍA NUEVA' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const newCategory = (created.json() as { id: number }).id;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/categories/${newCategory}`, headers: auth });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await categories()).map((c) => c.id)).not.toContain(newCategory);
  });

  it('a race renamed', async () => {
    const events = (await kept('/api/events')).json() as { id: number; race: { id: number; nombre: string } }[];
    const race = events.find((e) => e.id === eventId)!.race;
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/races/${race.id}`, headers: auth })
    ).json() as Record<string, unknown>;
    const { id: _id, ...values } = stored;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/races/${race.id}`,
      headers: auth,
      payload: { ...values, nombre: 'Carrera renombrada' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = (await kept('/api/events')).json() as typeof events;
    expect(after.find((e) => e.id === eventId)?.race.nombre).toBe('Carrera renombrada');
  });
});
