import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_SQL, listenToChanges } from '../../src/db/change-channel.repository.ts';
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
    const heard: (number | null)[] = [];
    const stop = live.subscribeAll((eventId) => heard.push(eventId));
    await live.publish(42);
    // Notifications reach a listener in commit order: once this later one from another process is
    // delivered, our own has come back too.
    const config = t.config.database;
    if (config.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const other = new pg.Client({ connectionString: config.url });
    await other.connect();
    await other.query(`select pg_notify(${CHANNEL_SQL}, 'another-process:43')`);
    await other.end();
    await vi.waitFor(() => expect(heard).toContain(43));
    expect(heard).toEqual([42, 43]);
    stop();
  });

  it('carries the bibs of a change to the other processes, and reads theirs', async () => {
    const live = liveUpdates(t.app);
    const config = t.config.database;
    if (config.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const other = new pg.Client({ connectionString: config.url });
    await other.connect();
    try {
      const sent: string[] = [];
      other.on('notification', (message) => sent.push(message.payload ?? ''));
      await listenToChanges(other);
      await live.publish(46, { bibs: [3, null] });
      await live.publish(46);
      await vi.waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[0]).toMatch(/^[\w-]+:46:3,-$/);
      expect(sent[1]).toMatch(/^[\w-]+:46$/);

      const heard: unknown[] = [];
      const stop = live.subscribe(47, (change) => heard.push(change));
      await other.query(`select pg_notify(${CHANNEL_SQL}, 'another-process:47:12,-')`);
      await other.query(`select pg_notify(${CHANNEL_SQL}, 'another-process:47')`);
      await other.query(`select pg_notify(${CHANNEL_SQL}, 'another-process:47:x')`);
      await vi.waitFor(() => expect(heard).toHaveLength(3));
      expect(heard).toEqual([{ bibs: [12, null] }, { all: true }, { all: true }]);
      stop();
    } finally {
      await other.end();
    }
  });

  it('tells every cache that the results of any event may have changed, both ways', async () => {
    const live = liveUpdates(t.app);
    const config = t.config.database;
    if (config.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const other = new pg.Client({ connectionString: config.url });
    await other.connect();
    try {
      const sent: string[] = [];
      other.on('notification', (message) => sent.push(message.payload ?? ''));
      await listenToChanges(other);
      const heard: (number | null)[] = [];
      const stop = live.subscribeAll((eventId) => heard.push(eventId));
      await live.publishResultsInputs();
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatch(/^[\w-]+:\*$/);
      await other.query(`select pg_notify(${CHANNEL_SQL}, 'another-process:*')`);
      await vi.waitFor(() => expect(heard).toEqual([null, null]));
      stop();
    } finally {
      await other.end();
    }
  });

  it('hears only its own schema: another installation in the same database does not drop its caches', async () => {
    const neighbour = await createTestApp();
    try {
      const live = liveUpdates(t.app);
      const heard: (number | null)[] = [];
      const stop = live.subscribeAll((eventId) => heard.push(eventId));
      // The same event id in another schema of the same database, as a test file beside this one would send.
      await liveUpdates(neighbour.app).publish(51);
      // Then one from a process of this schema: once it is delivered, the neighbour's would have been too.
      const config = t.config.database;
      if (config.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const other = new pg.Client({ connectionString: config.url });
      await other.connect();
      await other.query(`select pg_notify(${CHANNEL_SQL}, 'another-process:52')`);
      await other.end();
      await vi.waitFor(() => expect(heard).toContain(52));
      expect(heard).toEqual([52]);
      stop();
    } finally {
      await neighbour.close();
    }
  });
});
