import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDelayMs } from '../src/modules/auth/login-throttle.service.ts';
import { bearer, createTestApp, loginAdmin, nextAddress, registerRunner, type TestApp } from './test-app.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await loginAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

type Kind = 'runner' | 'admin';
const login = (app: TestApp, dni: string, password: string, type: Kind, address: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { dni, password, type }, remoteAddress: address });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), remoteAddress: nextAddress(), payload });

async function failFiveTimes(dni: string, type: Kind, address: string) {
  for (let i = 0; i < 5; i++) {
    const wrong = await login(t, dni, `equivocada-${i}`, type, address);
    expect(wrong.statusCode).toBe(401);
  }
}

/** Pretends the delay of the pair has passed (no waiting in tests). */
async function endDelay(dni: string, address: string) {
  await t.db.db
    .updateTable('login_failures')
    .set({ blocked_until: Date.now() - 1 })
    .where('dni', '=', dni)
    .where('address', '=', address)
    .execute();
}

/** Keeps the pair waiting long enough that no test depends on how fast it runs. */
async function holdDelay(dni: string, ms: number) {
  await t.db.db
    .updateTable('login_failures')
    .set({ blocked_until: Date.now() + ms })
    .where('dni', '=', dni)
    .execute();
}

async function createAdmin(dni: string, password = 'clave-admin-x') {
  const created = await post('/api/admin/admins', superToken, { dni, nombre: 'Cronometrista', password });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: number };
}

describe('login delay per DNI and address', () => {
  it('doubles the wait from the fifth failure on, capped at five minutes', () => {
    expect([0, 1, 4].map(loginDelayMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map(loginDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(loginDelayMs(13)).toBe(256_000);
    expect(loginDelayMs(14)).toBe(300_000);
    expect(loginDelayMs(1000)).toBe(300_000);
  });

  it('answers 429 with Retry-After to the guessing address while the owner signs in at once from another', async () => {
    const { payload } = await registerRunner(t.app);
    const attacker = nextAddress();
    await failFiveTimes(payload.dni, 'runner', attacker);

    // Even the right password waits at the guessing address: the answer comes at once, no request is held open.
    await holdDelay(payload.dni, 30_000);
    const delayed = await login(t, payload.dni, payload.password, 'runner', attacker);
    expect(delayed.statusCode).toBe(429);
    const seconds = Number(delayed.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(delayed.json()).toEqual({
      error: 'LOGIN_THROTTLED',
      message: `Demasiados intentos. Esperá ${seconds} segundos.`,
    });

    const owner = await login(t, payload.dni, payload.password, 'runner', nextAddress());
    expect(owner.statusCode).toBe(200);
  });

  it('lets the next attempt through once the delay has passed, and the wait grows with every further failure', async () => {
    const { payload } = await registerRunner(t.app);
    const address = nextAddress();
    await failFiveTimes(payload.dni, 'runner', address);
    const row = async () =>
      t.db.db
        .selectFrom('login_failures')
        .selectAll()
        .where('dni', '=', payload.dni)
        .where('address', '=', address)
        .executeTakeFirstOrThrow();
    const fifth = await row();
    expect(Number(fifth.failures)).toBe(5);
    expect(Number(fifth.blocked_until) - Number(fifth.last_attempt_at)).toBe(1000);

    await endDelay(payload.dni, address);
    expect((await login(t, payload.dni, 'otra-mala-1', 'runner', address)).statusCode).toBe(401);
    const sixth = await row();
    expect(Number(sixth.failures)).toBe(6);
    expect(Number(sixth.blocked_until) - Number(sixth.last_attempt_at)).toBe(2000);

    await endDelay(payload.dni, address);
    expect((await login(t, payload.dni, payload.password, 'runner', address)).statusCode).toBe(200);
    // A successful login clears the failures of that pair.
    const left = await t.db.db.selectFrom('login_failures').selectAll().where('dni', '=', payload.dni).execute();
    expect(left).toEqual([]);
  });

  it('admits one attempt at a time once the limit is reached, however many arrive together', async () => {
    const { payload } = await registerRunner(t.app);
    const address = nextAddress();
    await failFiveTimes(payload.dni, 'runner', address);
    // Many failures already: the one admitted attempt starts a wait of minutes, however slow the machine.
    await t.db.db.updateTable('login_failures').set({ failures: 12 }).where('dni', '=', payload.dni).execute();
    await endDelay(payload.dni, address);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(t, payload.dni, `rafaga-${i}xx`, 'runner', address)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, 429, 429, 429, 429, 429]);
  });

  it('speaks usted on the admin login', async () => {
    const dni = '26555111';
    await createAdmin(dni);
    const address = nextAddress();
    await failFiveTimes(dni, 'admin', address);
    await holdDelay(dni, 30_000);
    const delayed = await login(t, dni, 'clave-admin-x', 'admin', address);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().message).toMatch(/^Demasiados intentos\. Espere \d+ segundos?\.$/);
  });

  it('counts failures in the database, so a second server process sees them', async () => {
    const second = await createTestApp({ shareDatabaseOf: t });
    try {
      const { payload } = await registerRunner(t.app);
      const address = nextAddress();
      await failFiveTimes(payload.dni, 'runner', address);
      await holdDelay(payload.dni, 30_000);
      expect((await login(second, payload.dni, payload.password, 'runner', address)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('lets a super_admin clear the failures of a DNI, and nobody else', async () => {
    const { payload } = await registerRunner(t.app);
    const address = nextAddress();
    await failFiveTimes(payload.dni, 'runner', address);
    await holdDelay(payload.dni, 30_000);

    await createAdmin('26555222', 'clave-comun-1');
    const plain = (await login(t, '26555222', 'clave-comun-1', 'admin', nextAddress())).json().token as string;
    const url = `/api/admin/login-failures/${payload.dni}`;
    const refused = await t.app.inject({ method: 'DELETE', url, headers: bearer(plain) });
    expect(refused.statusCode).toBe(403);
    expect((await login(t, payload.dni, payload.password, 'runner', address)).statusCode).toBe(429);

    const cleared = await t.app.inject({ method: 'DELETE', url, headers: bearer(superToken) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: 'Intentos fallidos borrados', cleared: 1 });
    expect((await login(t, payload.dni, payload.password, 'runner', address)).statusCode).toBe(200);
  });
});

describe('signing out on the server', () => {
  it('ends only this session on logout', async () => {
    const { payload, token: first } = await registerRunner(t.app);
    const second = (await login(t, payload.dni, payload.password, 'runner', nextAddress())).json().token as string;
    const out = await post('/api/auth/logout', first);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Sesión cerrada correctamente' });
    expect((await get('/api/auth/profile', first)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', first)).statusCode).toBe(401);
    expect((await get('/api/auth/profile', second)).statusCode).toBe(200);
  });

  it('ends every session of the runner with logout-all, without counting as a password change', async () => {
    const { payload, token: first } = await registerRunner(t.app);
    const second = (await login(t, payload.dni, payload.password, 'runner', nextAddress())).json().token as string;
    const out = await post('/api/auth/logout-all', second);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Se cerraron todas las sesiones' });
    expect((await get('/api/auth/profile', first)).statusCode).toBe(401);
    expect((await get('/api/auth/profile', second)).statusCode).toBe(401);
    const again = (await login(t, payload.dni, payload.password, 'runner', nextAddress())).json().token as string;
    expect((await get('/api/profile/password-change-count', again)).json()).toEqual({ count: 0 });
  });

  it('does the same for administrators', async () => {
    await createAdmin('26555333', 'clave-admin-3');
    const signIn = async () =>
      (await login(t, '26555333', 'clave-admin-3', 'admin', nextAddress())).json().token as string;
    const [a, b, c] = [await signIn(), await signIn(), await signIn()];
    expect((await post('/api/auth/logout', a)).statusCode).toBe(200);
    expect((await get('/api/admin/auth/profile', a)).statusCode).toBe(401);
    expect((await get('/api/admin/auth/profile', b)).statusCode).toBe(200);
    expect((await post('/api/auth/logout-all', b)).statusCode).toBe(200);
    expect((await get('/api/admin/auth/profile', b)).statusCode).toBe(401);
    expect((await get('/api/admin/auth/profile', c)).statusCode).toBe(401);
  });
});

describe('a temporary password', () => {
  it('allows only the profile read and the password change until it is replaced', async () => {
    const runner = await registerRunner(t.app);
    const reset = await post(`/api/admin/runners/${runner.user.id}/reset-password`, superToken, {
      password: 'temporal-9',
    });
    expect(reset.statusCode).toBe(200);
    const token = (await login(t, runner.payload.dni, 'temporal-9', 'runner', nextAddress())).json().token as string;

    expect((await get('/api/auth/profile', token)).statusCode).toBe(200);
    expect((await get('/api/profile/password-change-count', token)).statusCode).toBe(200);
    const blocked = [
      await get(`/api/inscriptions?runnerId=${runner.user.id}`, token),
      await t.app.inject({
        method: 'PUT',
        url: `/api/runners/${runner.user.id}`,
        headers: bearer(token),
        payload: {},
      }),
      await post('/api/inscriptions', token, { runnerId: runner.user.id, eventId: 1, distancia: 66, categoria: 'X' }),
    ];
    for (const response of blocked) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Tenés que cambiar tu contraseña temporal antes de continuar.',
      });
    }

    const changed = await post('/api/auth/change-password', token, {
      currentPassword: 'temporal-9',
      newPassword: 'definitiva-9',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect((await get(`/api/inscriptions?runnerId=${runner.user.id}`, fresh)).statusCode).toBe(200);
  });
});

describe('tokens and admin login', () => {
  it('refuses a token whose signature is written in another but equivalent encoding', async () => {
    const { token } = await registerRunner(t.app);
    expect((await get('/api/auth/profile', token)).statusCode).toBe(200);
    const [prefix, body, sig] = token.split('.') as [string, string, string];
    const last = sig.at(-1) as string;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 43 characters carry 258 bits for a 256-bit signature: the last one's two low bits are ignored by decoders.
    const sameBytes = alphabet[(alphabet.indexOf(last) & ~3) + ((alphabet.indexOf(last) & 3) === 0 ? 1 : 0)];
    const variants = [
      `${sig}=`,
      `${sig.slice(0, -1)}${sameBytes}`,
      sig.replaceAll('-', '+').replaceAll('_', '/'),
    ].filter((variant) => variant !== sig);
    expect(variants.length).toBeGreaterThanOrEqual(2);
    for (const variant of variants) {
      expect(Buffer.from(variant, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
      const response = await get('/api/auth/profile', `${prefix}.${body}.${variant}`);
      expect(response.statusCode).toBe(401);
    }
  });

  it("answers a deactivated admin's right password exactly like a wrong one", async () => {
    const { id } = await createAdmin('26555444', 'clave-admin-4');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/admins/${id}`,
      headers: bearer(superToken),
      payload: { activo: false },
    });
    expect(off.statusCode).toBe(200);
    const right = await login(t, '26555444', 'clave-admin-4', 'admin', nextAddress());
    const wrong = await login(t, '26555444', 'clave-equivocada', 'admin', nextAddress());
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json()).toEqual({ error: 'UNAUTHENTICATED', message: 'DNI o contraseña incorrectos' });
  });
});
