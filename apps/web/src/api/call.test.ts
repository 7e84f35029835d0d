import type { EndpointBody, EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { checkInContract } from '@carreras/domain/check-in/check-in.contract';
import type { nextBibSchema } from '@carreras/domain/check-in/check-in.schemas';
import type { resultsResponseSchema } from '@carreras/domain/results/results.schemas';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import type {
  timeRecordSchema,
  timingStateSchema,
  updateRunnerTimesSchema,
} from '@carreras/domain/timing/timing.schemas';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { storeSession } from '../lib/session-storage.ts';
import { aTimeRecord } from '../test/fixtures.ts';
import { mockFetch } from '../test/render.tsx';
import { authApi } from './auth.ts';
import { call, listKeys, type routes, urlOf } from './call.ts';
import { checkInApi } from './check-in.ts';
import { resultsApi, resultsHubApi } from './results.ts';
import { runnersApi } from './runners.ts';
import { timingApi } from './timing.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('call', () => {
  it('sends the declared method to the declared path with its parameters, query and body', async () => {
    const calls = mockFetch((url) =>
      url === '/api/timing/7/record'
        ? { status: 201, body: aTimeRecord({ clientId: 'c-1', dorsal: 12, timestamp: 1000 }) }
        : { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } },
    );
    await call(timingApi.record, {
      params: { eventId: 7 },
      body: { dorsal: 12, timestamp: 1000, clientId: 'c-1' },
      session: 'none',
    });
    // Only the address matters here: the answer is a 404.
    await call(resultsApi.live, { params: { eventId: 7 }, query: { distance: 33 }, session: 'none' }).catch(() => {});
    await call(timingApi.getRider, { params: { eventId: 7, dorsal: 12 }, session: 'none' }).catch(() => {});
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/timing/7/record',
      'GET /api/results/7?distance=33',
      'GET /api/timing/7/riders/12',
    ]);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ dorsal: 12, timestamp: 1000, clientId: 'c-1' });
  });

  it('builds addresses for streams', () => {
    expect(urlOf(resultsApi.stream, { eventId: 3 }, { group: 2 })).toBe('/api/results/3/stream?group=2');
    expect(checkInApi.assignNextBib).toEqual({
      access: 'admin',
      method: 'POST',
      path: '/admin/inscriptions/:id/next-bib',
    });
  });

  it("sends the token of whoever may call the endpoint, and the page's own to public ones", async () => {
    const calls = mockFetch(() => ({ status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } }));
    const sent = () => calls.splice(0).map((c) => (c.init.headers as Record<string, string>).authorization ?? null);
    // The page is not under /admin: an administrator's endpoint still gets the admin token.
    storeSession('admin', 'admin-token');
    await call(runnersApi.listRunners, {}).catch(() => {});
    await call(resultsHubApi.editions, {}).catch(() => {});
    expect(sent()).toEqual(['Bearer admin-token', null]);
    storeSession('runner', 'runner-token');
    await call(authApi.runnerProfile, {}).catch(() => {});
    await call(resultsHubApi.editions, {}).catch(() => {});
    await call(resultsHubApi.editions, { session: 'none' }).catch(() => {});
    expect(sent()).toEqual(['Bearer runner-token', 'Bearer runner-token', null]);
  });

  it('answers with the type of the endpoint’s 2xx response schema', () => {
    // Checked by the compiler (tsc over the web app); never run, so nothing is fetched.
    const types = () => {
      expectTypeOf(call(timingApi.getState, { params: { eventId: 1 } })).resolves.toEqualTypeOf<
        z.output<typeof timingStateSchema>
      >();
      expectTypeOf(
        call(timingApi.record, { params: { eventId: 1 }, body: { dorsal: 1, timestamp: 1, clientId: 'c' } }),
      ).resolves.toEqualTypeOf<z.output<typeof timeRecordSchema>>();
      expectTypeOf(call(resultsApi.live, { params: { eventId: 1 } })).resolves.toEqualTypeOf<
        z.output<typeof resultsResponseSchema>
      >();
    };
    expectTypeOf<EndpointResponse<typeof checkInContract.nextBib>>().toEqualTypeOf<z.output<typeof nextBibSchema>>();
    expectTypeOf<EndpointBody<typeof timingContract.updateRunnerTimes>>().toEqualTypeOf<
      z.input<typeof updateRunnerTimesSchema>
    >();
    expect(types).toBeTypeOf('function');
  });

  it('refuses at compile time a path, method or parameter the declaration does not have', () => {
    type Table = Parameters<typeof routes<typeof checkInContract>>[0];
    const wrong = () => {
      // @ts-expect-error the declared path is /admin/events/:eventId/next-bib
      const path: Table['nextBib'] = 'admin GET /next-bib';
      // @ts-expect-error the declared method is POST
      const method: Table['assignNextBib'] = 'admin GET /admin/inscriptions/:id/next-bib';
      // @ts-expect-error only administrators may call it
      const access: Table['assignNextBib'] = 'public POST /admin/inscriptions/:id/next-bib';
      // @ts-expect-error getRider needs the bib as well
      void call(timingApi.getRider, { params: { eventId: 1 } });
      // @ts-expect-error a passage needs its client id
      void call(timingApi.record, { params: { eventId: 1 }, body: { dorsal: 1 } });
      return [path, method, access];
    };
    expect(wrong).toBeTypeOf('function');
  });
});

describe('listKeys', () => {
  it("keys a resource's listings under its root, by the query its list endpoint takes", () => {
    const keys = listKeys('runners', runnersApi.listRunners);
    expect(keys.all).toEqual(['runners']);
    expect(keys.list({ search: 'ana', page: 1, limit: 5 })).toEqual([
      'runners',
      'list',
      { search: 'ana', page: 1, limit: 5 },
    ]);
    // @ts-expect-error: the listing's query is the endpoint's own
    keys.list({ unknownFilter: 1 });
  });
});
