import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookieSigner, issueDeviceCookie } from '../src/modules/auth/device-cookie.ts';
import {
  bearer,
  createTestApp,
  loginAdmin,
  nextAddress,
  registerRunner,
  runnerPayload,
  type TestApp,
} from './test-app.ts';

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
const RUNNER_COOKIE = 'login_device_runner';
const ADMIN_COOKIE = 'login_device_admin';
const YEAR_S = 365 * 24 * 60 * 60;

function login(dni: string, password: string, type: Kind, address: string, cookies: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { dni, password, type },
    remoteAddress: address,
    cookies,
  });
}

/** The device cookie an answer sets, with its attributes as a browser reads them. */
function deviceCookieOf(response: LightMyRequestResponse, name = RUNNER_COOKIE) {
  const cookies = response.cookies.filter((cookie) => cookie.name === name);
  expect(cookies).toHaveLength(1);
  return cookies[0] as (typeof cookies)[number];
}

/** Keeps the attempts of a DNI from one source waiting long enough that no test depends on how fast it runs. */
async function holdDelay(dni: string, source: 'address' | 'device', address?: string) {
  let query = t.db.db
    .updateTable('login_failures')
    .set({ blocked_until: Date.now() + 60_000 })
    .where('dni', '=', dni);
  query = source === 'device' ? query.where('address', 'like', 'device:%') : query.where('address', '=', address ?? '');
  const result = await query.executeTakeFirst();
  expect(Number(result.numUpdatedRows)).toBe(1);
}

/** An attacker beside the owner: 20 wrong passwords from the owner's address, answered 401 and then 429. */
async function guessTwentyTimes(dni: string, type: Kind, address: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await login(dni, `adivinanza-${i}`, type, address)).statusCode);
  await holdDelay(dni, 'address', address);
  for (let i = 5; i < 20; i++) statuses.push((await login(dni, `adivinanza-${i}`, type, address)).statusCode);
  expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
}

async function createAdmin(dni: string, password: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/admins',
    headers: bearer(superToken),
    remoteAddress: nextAddress(),
    payload: { dni, nombre: 'Cronometrista', password },
  });
  expect(created.statusCode).toBe(201);
}

describe('device cookies', () => {
  it('are set on a successful login: HttpOnly, SameSite=Strict, for the login route only, for a year', async () => {
    const { payload } = await registerRunner(t.app);
    const answer = await login(payload.dni, payload.password, 'runner', nextAddress());
    expect(answer.statusCode).toBe(200);
    const cookie = deviceCookieOf(answer);
    expect(cookie).toMatchObject({ path: '/api/auth/login', httpOnly: true, sameSite: 'Strict', maxAge: YEAR_S });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.domain).toBeUndefined();
    expect(cookie.value).not.toContain(payload.password);
  });

  it('are not set by a wrong password, nor by a delayed attempt', async () => {
    const { payload } = await registerRunner(t.app);
    const address = nextAddress();
    for (let i = 0; i < 5; i++) {
      const wrong = await login(payload.dni, `equivocada-${i}`, 'runner', address);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    }
    await holdDelay(payload.dni, 'address', address);
    const delayed = await login(payload.dni, payload.password, 'runner', address);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.headers['set-cookie']).toBeUndefined();
  });

  it('let the owner in at once from the address an attacker is guessing from, while the attacker keeps waiting', async () => {
    const { payload } = await registerRunner(t.app);
    const shared = nextAddress();
    const first = await login(payload.dni, payload.password, 'runner', shared);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first).value;

    await guessTwentyTimes(payload.dni, 'runner', shared);

    const owner = await login(payload.dni, payload.password, 'runner', shared, { [RUNNER_COOKIE]: device });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.dni).toBe(payload.dni);
    // The owner's success forgets nothing of the attacker's: the guesses from that address still wait.
    const attacker = await login(payload.dni, payload.password, 'runner', shared);
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);

    // The fresh cookie of that success works as well, and so does the first one.
    const renewed = deviceCookieOf(owner).value;
    expect(renewed).not.toBe(device);
    for (const cookie of [renewed, device]) {
      const again = await login(payload.dni, payload.password, 'runner', shared, { [RUNNER_COOKIE]: cookie });
      expect(again.statusCode).toBe(200);
    }
  });

  it('give no allowance when tampered with, or when they name another DNI or the other kind of account', async () => {
    const owner = await registerRunner(t.app);
    const other = await registerRunner(t.app);
    const shared = nextAddress();
    const ownDevice = deviceCookieOf(await login(owner.payload.dni, owner.payload.password, 'runner', shared)).value;
    const otherDevice = deviceCookieOf(
      await login(other.payload.dni, other.payload.password, 'runner', nextAddress()),
    ).value;
    await guessTwentyTimes(owner.payload.dni, 'runner', shared);

    const signature = ownDevice.slice(ownDevice.lastIndexOf('.') + 1);
    const body = ownDevice.slice(0, ownDevice.lastIndexOf('.'));
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const signer = deviceCookieSigner(t.config.sessionSecret);
    const refused = [
      `${body}.${flipped}`,
      `${body.replace(owner.payload.dni, other.payload.dni)}.${signature}`,
      body,
      otherDevice,
      otherDevice.replace(other.payload.dni, owner.payload.dni),
      // Signed with another secret (another server, or one whose secret changed).
      issueDeviceCookie(deviceCookieSigner('otro-secreto'), { type: 'runner', dni: owner.payload.dni }),
      // Signed by this server, for the admin login of the same DNI.
      issueDeviceCookie(signer, { type: 'admin', dni: owner.payload.dni }),
      // Signed by this server more than a year ago.
      issueDeviceCookie(signer, { type: 'runner', dni: owner.payload.dni }, Date.now() - (YEAR_S + 60) * 1000),
      '',
      'basura',
    ];
    for (const cookie of refused) {
      const answer = await login(owner.payload.dni, owner.payload.password, 'runner', shared, {
        [RUNNER_COOKIE]: cookie,
      });
      expect(answer.statusCode, cookie).toBe(429);
    }
    // The owner's own cookie under the admin name is no runner cookie either.
    const misplaced = await login(owner.payload.dni, owner.payload.password, 'runner', shared, {
      [ADMIN_COOKIE]: ownDevice,
    });
    expect(misplaced.statusCode).toBe(429);

    const own = await login(owner.payload.dni, owner.payload.password, 'runner', shared, {
      [RUNNER_COOKIE]: ownDevice,
    });
    expect(own.statusCode).toBe(200);
  });

  it("delay the owner's device after its own five failures, and only that device", async () => {
    const { payload } = await registerRunner(t.app);
    const address = nextAddress();
    const device = deviceCookieOf(await login(payload.dni, payload.password, 'runner', address)).value;
    const withDevice = (password: string) =>
      login(payload.dni, password, 'runner', address, { [RUNNER_COOKIE]: device });

    for (let i = 0; i < 5; i++) expect((await withDevice(`equivocada-${i}`)).statusCode).toBe(401);
    const rows = await t.db.db
      .selectFrom('login_failures')
      .select(['address', 'failures'])
      .where('dni', '=', payload.dni)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.address).toMatch(/^device:[A-Za-z0-9_-]{22}$/);
    expect(Number(rows[0]?.failures)).toBe(5);

    await holdDelay(payload.dni, 'device');
    const delayed = await withDevice(payload.password);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toMatchObject({ error: 'LOGIN_THROTTLED' });

    // The same address without that cookie (another browser behind the same connection) is not delayed.
    expect((await login(payload.dni, payload.password, 'runner', address)).statusCode).toBe(200);
  });

  it('work the same for administrators, in their own cookie', async () => {
    const dni = '27666111';
    await createAdmin(dni, 'clave-admin-d');
    const shared = nextAddress();
    const first = await login(dni, 'clave-admin-d', 'admin', shared);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first, ADMIN_COOKIE).value;
    expect(first.cookies.map((cookie) => cookie.name)).toEqual([ADMIN_COOKIE]);

    await guessTwentyTimes(dni, 'admin', shared);
    const owner = await login(dni, 'clave-admin-d', 'admin', shared, { [ADMIN_COOKIE]: device });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().admin.dni).toBe(dni);
    expect((await login(dni, 'clave-admin-d', 'admin', shared)).statusCode).toBe(429);
    // An admin cookie sent as a runner cookie gives nothing.
    expect((await login(dni, 'clave-admin-d', 'admin', shared, { [RUNNER_COOKIE]: device })).statusCode).toBe(429);
  });

  it('are set on registration, which signs the runner in', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextAddress(),
      payload: runnerPayload({ password: 'clave-de-registro' }),
    });
    expect(answer.statusCode).toBe(201);
    const { dni } = answer.json().user as { dni: string };
    const device = deviceCookieOf(answer).value;
    const shared = nextAddress();
    await guessTwentyTimes(dni, 'runner', shared);
    expect((await login(dni, 'clave-de-registro', 'runner', shared, { [RUNNER_COOKIE]: device })).statusCode).toBe(200);
  });

  it('carry the Secure attribute when the request came over https', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const { payload } = await registerRunner(proxied.app);
      const answer = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { dni: payload.dni, password: payload.password, type: 'runner' },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.200.0.1' },
      });
      expect(answer.statusCode).toBe(200);
      expect(deviceCookieOf(answer)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await proxied.close();
    }
  });

  it('survive sign-out and authenticate nothing', async () => {
    const { payload } = await registerRunner(t.app);
    const answer = await login(payload.dni, payload.password, 'runner', nextAddress());
    const device = deviceCookieOf(answer).value;
    const token = answer.json().token as string;

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
      cookies: { [RUNNER_COOKIE]: device },
    });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toBeUndefined();

    for (const url of ['/api/auth/profile', '/api/profile/password-change-count']) {
      const read = await t.app.inject({ method: 'GET', url, cookies: { [RUNNER_COOKIE]: device } });
      expect(read.statusCode).toBe(401);
    }
    // Nor does it open the login without the password.
    const wrong = await login(payload.dni, 'no-es-la-clave', 'runner', nextAddress(), { [RUNNER_COOKIE]: device });
    expect(wrong.statusCode).toBe(401);
  });
});
