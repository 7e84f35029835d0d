import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, nextAddress, registerRunner, type TestApp } from './test-app.ts';

/**
 * Bad input never makes the server answer 5xx: fast-check throws wrong types, missing fields, huge
 * strings, unicode, negative and huge numbers and injection-looking text at every route's body,
 * query and path ids, as anonymous, a runner and an admin. Bounded in runs, not in time.
 */
let t: TestApp;
let tokens: (string | null)[];

beforeAll(async () => {
  t = await createTestApp();
  const runner = await registerRunner(t.app);
  tokens = [null, runner.token, await loginAdmin(t.app)];
}, 60_000);
afterAll(async () => {
  await t.close();
});

const nasty = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE runners; --',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    '\u0000',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ñandú',
    '1e309',
    'NaN',
    '-0',
    '9007199254740993',
    '',
    ' ',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const hugeString = fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'x'.repeat(n));
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, 1e-300),
);
const leaf = fc.oneof(nasty, weirdNumber, fc.boolean(), fc.constant(null), hugeString);
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('node'), { maxKeys: 4 }),
  ),
})).node;

const fieldNames = [
  'dni',
  'password',
  'type',
  'nombre',
  'apellido',
  'sexo',
  'fechaNacimiento',
  'email',
  'whatsapp',
  'telefono',
  'pais',
  'provincia',
  'obraSocial',
  'grupoSanguineo',
  'alergia',
  'currentPassword',
  'newPassword',
  'runnerId',
  'eventId',
  'distancia',
  'categoria',
  'pagoConfirmado',
  'numeroDorsalAsignado',
  'partnerDni',
  'activo',
  'role',
  'page',
  'limit',
  'search',
  'searchTerm',
  'event',
  'config',
  'groups',
  'groupId',
  'startTime',
  'dorsal',
  'time',
  'timestamp',
  'lap',
  'clientId',
  'lapTimes',
  'penaltyTime',
  'distance',
  'race_id',
  'categorias',
  'fecha',
];
const body = fc.oneof(
  value,
  fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 8 }),
  fc.string({ maxLength: 50 }).map((text) => ({ raw: text })),
);
const pathId = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom('99999999999999999999', '1.5', 'abc', '%20', '0x10', '1e3', "1'--", '-1'),
);

function fill(url: string, ids: string[]): string {
  let index = 0;
  return url.replace(/:(\w+)/g, () => encodeURIComponent(ids[index++] ?? '1'));
}

/** Server-Sent Events routes: a call that passes validation and access opens a stream that lasts. */
const STREAMS = ['/api/timing/:eventId/changes', '/api/results/:eventId/stream'];

describe('fuzzing every route', () => {
  it('answers 4xx to an event stream asked with a bad id, before any stream opens', async () => {
    for (const stream of STREAMS) {
      expect(t.app.apiRoutes.some((r) => r.url === stream && r.method === 'GET')).toBe(true);
      for (const id of ['abc', '-1', '1.5', '99999999999999999999', "1'--", '0x10']) {
        for (const token of tokens) {
          const response = await t.app.inject({
            method: 'GET',
            url: stream.replace(':eventId', encodeURIComponent(id)),
            remoteAddress: nextAddress(),
            headers: { accept: 'text/event-stream', ...(token ? bearer(token) : {}) },
          });
          expect(response.statusCode, `${stream} with ${id}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${stream} with ${id}`).toBeLessThan(500);
        }
      }
    }
  });

  it('never answers 5xx to bad bodies, queries and path ids', async () => {
    // The docs, and sign-out: it takes no input and would end the tokens every other call here relies on.
    // The event streams too: a valid call opens a stream that never ends under inject; their bad input is below.
    const skipped = ['/api/docs', '/api/auth/logout', '/api/auth/logout-all', ...STREAMS];
    const routes = t.app.apiRoutes.filter((r) => !skipped.includes(r.url));
    expect(routes.length).toBeGreaterThan(20);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(pathId, { minLength: 2, maxLength: 2 }),
        fc.dictionary(fc.constantFrom(...fieldNames), nasty, { maxKeys: 4 }),
        body,
        fc.constantFrom(0, 1, 2),
        fc.boolean(),
        async (route, ids, query, payload, who, rawText) => {
          const token = tokens[who];
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const url = `${fill(route.url, ids)}${search ? `?${search}` : ''}`;
          const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
          const response = await t.app.inject({
            method: route.method as 'POST',
            url,
            remoteAddress: nextAddress(),
            headers: { ...(token ? bearer(token) : {}), ...(sendsBody ? { 'content-type': 'application/json' } : {}) },
            ...(sendsBody ? { payload: rawText ? JSON.stringify(payload).slice(0, -1) : JSON.stringify(payload) } : {}),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) {
            throw new Error(`${route.method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          }
        },
      ),
      { numRuns: 2000, seed: 20261123 },
    );
    // The inputs reach validation and handlers, not only the access check.
    expect(statuses.get(400)).toBeGreaterThan(100);
    expect(statuses.get(200)).toBeGreaterThan(50);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 240_000);
});
