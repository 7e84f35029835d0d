import { randomUUID } from 'node:crypto';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { applyResultsDelta } from '@carreras/domain/results/results-delta';
import { resultsDeltaSchema } from '@carreras/domain/results/results-delta.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRider } from '../../src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from '../fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../test-app.ts';

// Run only on PostgreSQL (vitest.config.ts): a delta stream held by one process follows records stored by another.

describe('live results deltas across two server processes', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ shareDatabaseOf: first, env: { SESSION_SECRET: first.config.sessionSecret } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('sends a delta for a record stored through the other process', async () => {
    const auth = bearer(await loginAdmin(first.app));
    const eventId = await insertEvent(first.db.db);
    for (const bib of [7, 8]) await insertRider(first.db.db, eventId, bib);
    const config = await first.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
    });
    expect(config.statusCode).toBe(200);

    const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/results/${eventId}/stream?distance=33&deltas=1`, {
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextEvent = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith('event: heartbeat')) continue;
          return { name: frame.slice(7, frame.indexOf('\n')), data: JSON.parse(frame.split('data: ')[1]!) };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    };
    try {
      const snapshot = await nextEvent();
      expect(snapshot.name).toBe('results');
      const stored = await first.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/record`,
        headers: auth,
        payload: { clientId: randomUUID(), dorsal: 8, time: 100_000, timestamp: Date.now() },
      });
      expect(stored.statusCode).toBe(201);
      const event = await nextEvent();
      expect(event.name).toBe('delta');
      const { seq, ...delta } = event.data;
      expect(seq).toBe(1);
      const applied = applyResultsDelta(snapshot.data as ResultsResponse, resultsDeltaSchema.parse(delta));
      const read = await first.app.inject({ method: 'GET', url: `/api/results/${eventId}?distance=33` });
      const { generatedAt: _, ...fresh } = read.json() as ResultsResponse;
      // Each process computes its own snapshot: the same results, at its own time.
      expect(applied).toEqual({ ...fresh, generatedAt: applied.generatedAt });
      expect(applied.overall[0]).toMatchObject({ dorsal: 8, status: 'COMPLETED', overallPosition: 1 });
    } finally {
      controller.abort();
    }
  });
});
