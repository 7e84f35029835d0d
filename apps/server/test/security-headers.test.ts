import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function expectSecurityHeaders(headers: Record<string, unknown> | Headers, what: string) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]);
  for (const header of SECURITY_HEADERS) expect(get(header) ?? undefined, `${what} ${header}`).toBeDefined();
  expect(String(get('content-security-policy'))).toContain("frame-ancestors 'none'");
  expect(get('x-frame-options')).toBe('SAMEORIGIN');
}

describe('security headers', () => {
  it('are on every answer: a read, an unknown /api path, a refused request and the web app', async () => {
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/nada'],
      ['GET', '/api/admin/admins'],
      ['GET', '/'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expectSecurityHeaders(response.headers, url);
    }
  });

  it('are on answers from memory (200 and 304), on a refused token and on a bad body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/events' });
    expectSecurityHeaders(first.headers, 'events');
    const kept = await t.app.inject({ method: 'GET', url: '/api/events' });
    expectSecurityHeaders(kept.headers, 'events from memory');
    const notModified = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { 'if-none-match': String(kept.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expectSecurityHeaders(notModified.headers, 'events 304');

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admins',
      headers: { authorization: 'Bearer v1.nada.nada' },
    });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused.headers, '401');

    const auth = bearer(await loginAdmin(t.app));
    const eventId = await insertEvent(t.db.db);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/record`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"clientId":',
    });
    expect(bad.statusCode).toBe(400);
    expectSecurityHeaders(bad.headers, 'invalid JSON');
  });

  it('are on a live results stream, which writes its own head', async () => {
    const eventId = await insertEvent(t.db.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: bearer(await loginAdmin(t.app)),
      payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
    });
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const response = await fetch(`${origin}/api/results/${eventId}/stream`, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expectSecurityHeaders(response.headers, 'stream');
    } finally {
      controller.abort();
    }
  });
});
