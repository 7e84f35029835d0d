import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRider } from '../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, nextAddress, type TestApp } from './test-app.ts';

// Public read budgets shared fairly between the browsers behind one address (decision 011), through the API:
// every browser is told its reader cookie, keeps it, and one client flooding never spends the others' reads.

let t: TestApp;
let eventId: number;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  eventId = await insertEvent(t.db.db);
  await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: bearer(await loginAdmin(t.app)),
    payload: { eventId, config: { '33': { laps: 2, enabled: true } } },
  });
  await insertRider(t.db.db, eventId, 1);
  url = `/api/results/${eventId}?distance=33`;
});
afterAll(async () => t?.close());

/** The `name=value` of the reader cookie an answer sets, if any. */
function readerCookieOf(headers: Record<string, unknown>): string | undefined {
  const set = headers['set-cookie'];
  const all = Array.isArray(set) ? set : set === undefined ? [] : [String(set)];
  return all.find((cookie: string) => cookie.startsWith('reader='))?.split(';')[0];
}

/** A browser behind `address` that keeps the reader cookie it is given. */
function browser(address: string) {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    async read(path = url) {
      const response = await t.app.inject({
        method: 'GET',
        url: path,
        remoteAddress: address,
        headers: cookie ? { cookie } : {},
      });
      cookie = readerCookieOf(response.headers) ?? cookie;
      return response;
    },
  };
}

/**
 * 200 phones behind one address, each reading every 5 s (12 rounds: one minute's reads in one window, each a
 * full read rather than a free 304) while `flood` reads 50 times a round; the phones opened the page before.
 */
async function minuteOfCrowd(flood: (carrier: string) => Promise<number>) {
  const carrier = nextAddress();
  const phones = Array.from({ length: 200 }, () => browser(carrier));
  const phoneStatuses = new Map<number, number>();
  const count = (status: number) => phoneStatuses.set(status, (phoneStatuses.get(status) ?? 0) + 1);
  for (const phone of phones) count((await phone.read()).statusCode);
  const flooded = new Map<number, number>();
  for (let round = 1; round < 12; round += 1) {
    for (let i = 0; i < 50; i += 1) {
      const status = await flood(carrier);
      flooded.set(status, (flooded.get(status) ?? 0) + 1);
    }
    for (const phone of phones) count((await phone.read()).statusCode);
  }
  return { phones: Object.fromEntries(phoneStatuses), flooded: Object.fromEntries(flooded) };
}

describe('fair public read budgets', () => {
  it('gives a browser its reader cookie once: every path, HttpOnly, SameSite=Lax, on a 429 too', async () => {
    const response = await t.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(200);
    const set = String(response.headers['set-cookie']);
    expect(set).toMatch(/^reader=[^;]+; Max-Age=172800; Path=\/; HttpOnly; SameSite=Lax$/);
    const again = await t.app.inject({
      method: 'GET',
      url,
      remoteAddress: nextAddress(),
      headers: { cookie: set.split(';')[0] as string },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    const strict = await createTestApp({ env: { RESULTS_LIMIT_PER_MINUTE: '1' } });
    try {
      const address = nextAddress();
      await strict.app.inject({ method: 'GET', url: '/api/results/1', remoteAddress: address });
      const refused = await strict.app.inject({ method: 'GET', url: '/api/results/1', remoteAddress: address });
      expect(refused.statusCode).toBe(429);
      expect(readerCookieOf(refused.headers)).toBeDefined();
    } finally {
      await strict.close();
    }
  });

  it('serves 200 phones behind one address while one browser floods, and limits the flooder to 120', async () => {
    let flooder: ReturnType<typeof browser> | null = null;
    const result = await minuteOfCrowd(async (carrier) => {
      flooder ??= browser(carrier);
      return (await flooder.read()).statusCode;
    });
    expect(result.phones).toEqual({ 200: 200 * 12 });
    // Its first read came without a cookie (counted in the cookieless bucket), then 120 with it.
    expect(result.flooded).toEqual({ 200: 1 + 120, 429: 550 - 121 });
  }, 120_000);

  it('limits a client that drops its cookie (curl) to the cookieless bucket, the phones untouched', async () => {
    const result = await minuteOfCrowd(async (carrier) => {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: carrier });
      return response.statusCode;
    });
    expect(result.phones).toEqual({ 200: 200 * 12 });
    // The phones' first reads came without a cookie: 200 of the bucket's 600.
    expect(result.flooded).toEqual({ 200: 400, 429: 550 - 400 });
  }, 120_000);

  it('gives a browser its cookie with the web app page, so its first API read is its own', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'carreras-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
    const web = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      for (const page of ['/', `/resultados/${eventId}`, '/resultados/1/2']) {
        const answer = await web.app.inject({ method: 'GET', url: page, remoteAddress: nextAddress() });
        expect(answer.statusCode, page).toBe(200);
        expect(readerCookieOf(answer.headers), page).toMatch(/^reader=/);
      }
      const script = await web.app.inject({ method: 'GET', url: '/api/health', remoteAddress: nextAddress() });
      expect(script.headers['set-cookie']).toBeUndefined();
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('counts a forged reader cookie as none', async () => {
    const strict = await createTestApp({ env: { RESULTS_LIMIT_PER_MINUTE: '2' } });
    try {
      const address = nextAddress();
      const read = (cookie: string) =>
        strict.app.inject({ method: 'GET', url: '/api/results/1', remoteAddress: address, headers: { cookie } });
      expect((await read('reader=r1.AAAAAAAAAAAAAAAA.forged')).statusCode).toBe(404);
      expect((await read('reader=r1.BBBBBBBBBBBBBBBB.forged')).statusCode).toBe(404);
      const refused = await read('reader=r1.CCCCCCCCCCCCCCCC.forged');
      expect(refused.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
