import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertEvent } from '../fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../test-app.ts';

// Run only on PostgreSQL (vitest.config.ts): the season's NOTIFY reaches the other server processes.

describe('public reads kept in memory by two server processes on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let eventId: number;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({
      shareDatabaseOf: first,
      env: { SESSION_SECRET: first.config.sessionSecret },
    });
    eventId = await insertEvent(first.db.db, { nombre: 'Edición compartida' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** Reads through `app` until the answer comes from memory (no statement run). */
  async function kept(test: TestApp, url: string) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const before = test.db.queryCount();
      const response = await test.app.inject({ method: 'GET', url });
      if (test.db.queryCount() === before) return response;
    }
    throw new Error(`${url} never came from memory`);
  }

  /**
   * Reads through `app` until `wanted` holds, for at most `ms`, with the clock of Date.now stopped: a kept
   * answer then never grows old, so only the NOTIFY can drop it.
   */
  async function until(test: TestApp, url: string, wanted: (body: unknown) => boolean, ms = 10_000) {
    const deadline = performance.now() + ms;
    while (performance.now() < deadline) {
      const response = await test.app.inject({ method: 'GET', url });
      if (wanted(response.json())) return response;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} did not change within ${ms} ms`);
  }

  it("drop what they keep on the other's season write, through NOTIFY", async () => {
    const auth = bearer(await loginAdmin(first.app));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const listed = (await kept(second, '/api/events')).json() as { id: number; nombre: string }[];
    expect(listed.find((e) => e.id === eventId)?.nombre).toBe('Edición compartida');
    const categories = (await kept(second, `/api/events/${eventId}/categories`)).json() as { id: number }[];
    expect(categories.length).toBeGreaterThan(1);

    const current = (
      await first.app.inject({ method: 'GET', url: `/api/events/${eventId}`, headers: auth })
    ).json() as Record<string, unknown>;
    const renamed = await first.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: auth,
      payload: { ...current, nombre: 'Edición renombrada en otro proceso', categorias: [categories[0]!.id] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    await until(second, '/api/events', (body) =>
      (body as { id: number; nombre: string }[]).some(
        (e) => e.id === eventId && e.nombre === 'Edición renombrada en otro proceso',
      ),
    );
    await until(second, `/api/events/${eventId}/categories`, (body) => (body as unknown[]).length === 1);
    // And what it keeps now is the new answer.
    const again = (await kept(second, `/api/events/${eventId}/categories`)).json() as { id: number }[];
    expect(again.map((c) => c.id)).toEqual([categories[0]!.id]);
  });
});
