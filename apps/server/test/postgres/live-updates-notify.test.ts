import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveUpdates } from '../../src/lib/live-updates.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('live updates over NOTIFY', () => {
  it('does not deliver its own notification a second time, and delivers those of other processes', async () => {
    const live = liveUpdates(t.app);
    const heard: number[] = [];
    const stop = live.subscribeAll((eventId) => heard.push(eventId));
    await live.publish(42);
    // Notifications reach a listener in commit order: once this later one from another process is
    // delivered, our own has come back too.
    const config = t.config.database;
    if (config.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const other = new pg.Client({ connectionString: config.url });
    await other.connect();
    await other.query(`select pg_notify('timing_changed', 'another-process:43')`);
    await other.end();
    await vi.waitFor(() => expect(heard).toContain(43));
    expect(heard).toEqual([42, 43]);
    stop();
  });
});
