import { randomUUID } from 'node:crypto';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRider } from '../../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from '../fixtures.ts';
import { bearer, createTestApp, loginAdmin, runnerPayload, type TestApp } from '../test-app.ts';

// Run only on PostgreSQL (vitest.config.ts): several server processes share one database there, as
// docs/operations.md deploys them; on SQLite the product runs as one process.

/** Reads Server-Sent Events until one satisfies `wanted`, or fails after `ms`. */
async function nextResults(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  wanted: (data: ResultsResponse) => boolean,
  ms = 10_000,
) {
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) {
      if (!event.startsWith('event: results')) continue;
      const data = JSON.parse(event.split('data: ')[1] as string) as ResultsResponse;
      if (wanted(data)) return data;
    }
  }
  throw new Error(`no matching results event within ${ms} ms`);
}

describe('two server processes on one PostgreSQL database', () => {
  let first: TestApp;
  let second: TestApp;
  let eventId: number;

  beforeAll(async () => {
    first = await createTestApp({ env: { REGISTRATION_LIMIT_PER_MINUTE: '3' } });
    second = await createTestApp({
      shareDatabaseOf: first,
      env: { SESSION_SECRET: first.config.sessionSecret, REGISTRATION_LIMIT_PER_MINUTE: '3' },
    });
    eventId = await insertEvent(first.db.db);
    await insertRider(first.db.db, eventId, 7);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('accept each other’s tokens, as they share SESSION_SECRET', async () => {
    const token = await loginAdmin(first.app);
    const profile = await second.app.inject({ method: 'GET', url: '/api/admin/auth/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
  });

  it('push a record stored through one process to a live-results stream held by the other', async () => {
    const auth = bearer(await loginAdmin(first.app));
    const config = await first.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
    });
    expect(config.statusCode).toBe(200);

    const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const stream = await fetch(`${address}/api/results/${eventId}/stream?distance=33`, { signal: controller.signal });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    try {
      const before = await nextResults(reader, () => true);
      expect(before.overall.find((row) => row.dorsal === 7)?.status).not.toBe('COMPLETED');

      const stored = await first.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/record`,
        headers: auth,
        payload: { clientId: randomUUID(), dorsal: 7, time: 3_600_000, timestamp: Date.now() },
      });
      expect(stored.statusCode).toBeLessThan(300);

      // Only the NOTIFY from the first process can wake the second one's stream: it does not poll.
      const after = await nextResults(reader, (data) =>
        data.overall.some((row) => row.dorsal === 7 && row.status === 'COMPLETED'),
      );
      expect(after.overall.find((row) => row.dorsal === 7)?.finalTime).toBeGreaterThan(0);
    } finally {
      controller.abort();
    }
  });

  it('count one client together for the request limits, whichever process answers', async () => {
    const register = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: runnerPayload(),
        remoteAddress: '10.77.0.1',
      });
    const answers = [];
    for (const app of [first, second, first, second]) answers.push((await register(app)).statusCode);
    // Three a minute from one address in all: each process alone would have let the fourth through.
    expect(answers).toEqual([201, 201, 201, 429]);
  });
});
