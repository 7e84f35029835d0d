import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/docs', () => {
  it('describes every registered API route from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const expected = t.app.apiRoutes
      .filter((r) => r.url !== '/api/docs')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.filter((route) => !documented.has(route))).toEqual([]);
    const register = doc.paths['/api/auth/register']?.post as { requestBody?: unknown };
    expect(JSON.stringify(register.requestBody)).toContain('fechaNacimiento');
  });
});
