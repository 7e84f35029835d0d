import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES_PER_MINUTE } from '../src/modules/results/results-hub.routes.ts';
import { type RealNginx, startRealNginx } from './real-nginx.ts';
import { createTestApp, registerRunner, runnerPayload, type TestApp } from './test-app.ts';

// The deployment the docs describe: Debian's nginx with docs/deploy/nginx/carreras-proxy.conf in front of a
// process started with TRUST_PROXY=1. Whatever X-Forwarded-For a client writes, every per-address limit
// counts the address nginx saw. Here every client is 127.0.0.1 to nginx, so forged headers must not help.

let t: TestApp;
let nginx: RealNginx;

/** A different forged address every `every` requests, as the attacker of the review did. */
const forged = (n: number, every = 1) => `203.0.113.${Math.floor(n / every) % 250}`;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', REGISTRATION_LIMIT_PER_MINUTE: '3' } });
  const direct = await t.app.listen({ port: 0, host: '127.0.0.1' });
  nginx = await startRealNginx(Number(new URL(direct).port));
});
afterAll(async () => {
  await nginx?.stop();
  await t?.close();
});

describe('behind the documented nginx, a client cannot choose its address', () => {
  it('slows password guesses for one DNI whatever X-Forwarded-For says', async () => {
    const { dni } = (await registerRunner(t.app)).user;
    const statuses: number[] = [];
    for (let n = 0; n < 24; n++) {
      const response = await fetch(`${nginx.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged(n, 4) },
        body: JSON.stringify({ dni, password: `equivocada-${n}`, type: 'runner' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // From the fifth failure each attempt waits 1 s, 2 s, 4 s…: a quick run of guesses is mostly refused.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(12);
    expect(statuses).not.toContain(200);
    // The failures were counted on the one address nginx saw, never on a forged one.
    const counted = await t.db.db.selectFrom('login_failures').select('address').where('dni', '=', dni).execute();
    expect(counted.map((row) => row.address)).toEqual(['127.0.0.1']);
  });

  it('counts registrations of forged addresses as one connection', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      const response = await fetch(`${nginx.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged(n) },
        body: JSON.stringify(runnerPayload()),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('counts diploma requests of forged addresses as one connection', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < FILES_PER_MINUTE + 3; n++) {
      const response = await fetch(`${nginx.url}/api/results/999999/riders/${n + 1}/diploma.pdf`, {
        headers: { 'x-forwarded-for': forged(n) },
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, FILES_PER_MINUTE).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(FILES_PER_MINUTE)).toEqual([429, 429, 429]);
  });
});
