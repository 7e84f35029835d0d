import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app.ts';
import { createTestApp, type TestApp, testDialect } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A POST whose body is sent as written, with this content type. */
const postRaw = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('error contract', () => {
  it('answers GET /api/health with 200 ok once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    // One process on SQLite needs no link to others; on PostgreSQL it LISTENs for their changes.
    const crossProcess = testDialect === 'postgres' ? 'ok' : 'not-needed';
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', crossProcess });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await postRaw('/api/auth/login', '{"dni": "1234567", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'INVALID_JSON',
      message: 'El cuerpo de la solicitud no es un JSON válido',
    });
  });

  it('answers an oversized body with 413', async () => {
    const response = await postRaw('/api/auth/register', JSON.stringify({ nombre: 'x'.repeat(BODY_LIMIT_BYTES + 10) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown /api path with a 404 JSON error', async () => {
    for (const url of ['/api/nada', '/api', '/api/auth/nada?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Ruta no encontrada' });
    }
  });

  it('answers an unsupported content type with 415 and an empty JSON body with 400', async () => {
    const xml = await postRaw('/api/auth/login', '<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    const empty = await postRaw('/api/auth/login', '');
    expect(empty.statusCode).toBe(400);
  });

  it('answers a missing body and non-object bodies with 400, not 5xx', async () => {
    for (const payload of ['null', '[]', '"texto"', '42']) {
      const response = await postRaw('/api/auth/login', payload);
      expect(response.statusCode).toBe(400);
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(none.statusCode).toBe(400);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
