import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

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

describe('security headers', () => {
  it('are on every answer: a read, an unknown /api path, a refused request and the web app', async () => {
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/nada'],
      ['GET', '/api/admin/admins'],
      ['GET', '/'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      for (const header of SECURITY_HEADERS) expect(response.headers[header], `${url} ${header}`).toBeDefined();
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
