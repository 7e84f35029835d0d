import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, nextAddress, registerRunner, type TestApp } from './test-app.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await loginAdmin(t.app);
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), remoteAddress: nextAddress(), payload });

/**
 * Until no statement has run for a while: a write's work after its answer (notifying the other processes that
 * results inputs changed) must not be counted against the next request on a busy machine.
 */
async function quiet(): Promise<void> {
  let seen = -1;
  while (seen !== t.db.queryCount()) {
    seen = t.db.queryCount();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  await quiet();
  const before = t.db.queryCount();
  await request();
  return t.db.queryCount() - before;
}

async function adminToken(dni: string, password: string): Promise<{ id: number; token: string }> {
  const created = await post('/api/admin/admins', superToken, { dni, nombre: 'Cronometrista', password });
  expect(created.statusCode).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { dni, password, type: 'admin' },
    remoteAddress: nextAddress(),
  });
  return { id: created.json().id, token: login.json().token };
}

describe('the session check of a request', () => {
  it('is one statement (the account and whether the token was revoked), for runners and admins', async () => {
    const runner = await registerRunner(t.app);
    const bare = await statementsOf(() => get('/api/health'));
    expect(await statementsOf(() => get('/api/health', runner.token))).toBe(bare + 1);
    expect(await statementsOf(() => get('/api/health', superToken))).toBe(bare + 1);
  });

  it('refuses a token at once after logout, logout-all, deactivation and a password reset', async () => {
    const runner = await registerRunner(t.app);
    expect((await get('/api/auth/profile', runner.token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', runner.token)).statusCode).toBe(200);
    expect((await get('/api/auth/profile', runner.token)).statusCode).toBe(401);

    const other = await registerRunner(t.app);
    expect((await post('/api/auth/logout-all', other.token)).statusCode).toBe(200);
    expect((await get('/api/auth/profile', other.token)).statusCode).toBe(401);

    const timekeeper = await adminToken('27444111', 'clave-crono-1');
    expect((await get('/api/admin/auth/profile', timekeeper.token)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/admins/${timekeeper.id}`,
      headers: bearer(superToken),
      payload: { activo: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await get('/api/admin/auth/profile', timekeeper.token)).statusCode).toBe(401);
    // Active again, the old token stays dead: deactivating moved the account's token version on.
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/admins/${timekeeper.id}`,
      headers: bearer(superToken),
      payload: { activo: true },
    });
    expect(on.statusCode).toBe(200);
    expect((await get('/api/admin/auth/profile', timekeeper.token)).statusCode).toBe(401);

    const reset = await adminToken('27444222', 'clave-crono-2');
    const changed = await post(`/api/admin/admins/${reset.id}/reset-password`, superToken, {
      password: 'clave-nueva-3',
    });
    expect(changed.statusCode).toBe(200);
    expect((await get('/api/admin/auth/profile', reset.token)).statusCode).toBe(401);
  });

  it('refuses a forged, a malformed and an unknown account token without a statement of its own', async () => {
    const [, body, signature] = superToken.split('.');
    const forged = `v1.${body}.${signature?.slice(0, -2)}xx`;
    const bare = await statementsOf(() => get('/api/health'));
    for (const token of [forged, 'v1.nada.nada', 'basura']) {
      expect((await get('/api/admin/auth/profile', token)).statusCode).toBe(401);
      expect(await statementsOf(() => get('/api/health', token))).toBe(bare);
    }
  });
});

describe('the health check', () => {
  it('asks the database on every call (one statement, counted like any other)', async () => {
    expect(await statementsOf(() => get('/api/health'))).toBe(1);
    expect(await statementsOf(() => get('/api/health'))).toBe(1);
  });
});
