import { randomBytes, randomUUID } from 'node:crypto';
import { messages } from '@carreras/domain/messages';
import { EVERYTHING_CHANGED, type TimingChange } from '@carreras/domain/timing/timing-changes';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveUpdates } from '../../src/lib/live-updates.ts';
import { insertRider } from '../../src/modules/timing/timing-test-helpers.ts';
import { type DatabaseLink, openDatabaseLink } from '../database-link.ts';
import { insertEvent } from '../fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../test-app.ts';

// Run only on PostgreSQL (vitest.config.ts). The first process reaches the database through a proxy the
// test cuts, as a database restart or a network failure would; the second reaches it directly.

const adminUrl = process.env.TEST_DATABASE_URL as string;

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('a PostgreSQL outage under a running server', () => {
  const applicationName = `outage_${randomBytes(4).toString('hex')}`;
  let link: DatabaseLink;
  let directUrl = '';
  let first: TestApp;
  let second: TestApp;
  let eventId: number;
  let auth: { authorization: string };

  const record = (app: TestApp, clientId: string, dorsal: number, time: number) =>
    app.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/record`,
      headers: auth,
      payload: { clientId, dorsal, time, timestamp: Date.now() },
    });
  const health = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/health' });
  const storedRecords = (clientId: string) =>
    asAdmin(async (client) => {
      const url = new URL(directUrl);
      const schema = /search_path=(\w+)/.exec(url.searchParams.get('options') ?? '')?.[1];
      const rows = await client.query(`select count(*)::int as n from ${schema}.time_records where client_id = $1`, [
        clientId,
      ]);
      return rows.rows[0].n as number;
    });

  beforeAll(async () => {
    link = await openDatabaseLink(adminUrl);
    first = await createTestApp({
      databaseUrl: (url) => {
        const named = new URL(url);
        named.searchParams.set('application_name', applicationName);
        directUrl = url;
        return link.url(named.toString());
      },
    });
    second = await createTestApp({
      shareDatabaseOf: first,
      databaseUrl: () => directUrl,
      env: { SESSION_SECRET: first.config.sessionSecret },
    });
    eventId = await insertEvent(first.db.db);
    for (const dorsal of [7, 8, 9]) await insertRider(first.db.db, eventId, dorsal);
    auth = bearer(await loginAdmin(first.app));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await link?.close();
  });

  it('survives connections killed mid-query and mid-transaction (57P01), and goes on', async () => {
    let terminated: () => void = () => {};
    const afterTermination = new Promise<void>((resolve) => {
      terminated = resolve;
    });
    // A client idle inside a transaction, and another inside a query, when the database ends them.
    const inTransaction = first.db.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await afterTermination;
      await sql`select 1`.execute(trx);
    });
    const inQuery = sql`select pg_sleep(30)`.execute(first.db.db);
    const outcomes = Promise.allSettled([inTransaction, inQuery]);

    await vi.waitFor(
      async () => {
        const sleeping = await asAdmin((client) =>
          client.query(`select 1 from pg_stat_activity where application_name = $1 and query like '%pg_sleep%'`, [
            applicationName,
          ]),
        );
        expect(sleeping.rowCount).toBe(1);
      },
      { timeout: 10_000 },
    );
    const killed = await asAdmin((client) =>
      client.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        applicationName,
      ]),
    );
    // The pool's two clients and the LISTEN connection.
    expect(killed.rowCount).toBeGreaterThanOrEqual(3);
    terminated();
    const [transaction, query] = await outcomes;
    expect(transaction.status).toBe('rejected');
    expect(query.status).toBe('rejected');

    // The process is still here: the next write and the cross-process link come back by themselves.
    const clientId = randomUUID();
    await vi.waitFor(async () => expect((await record(first, clientId, 7, 600_000)).statusCode).toBeLessThan(300), {
      timeout: 10_000,
    });
    await vi.waitFor(async () => expect((await health(first)).json()).toMatchObject({ crossProcess: 'ok' }), {
      timeout: 10_000,
    });
    expect(await storedRecords(clientId)).toBe(1);
  });

  it('answers 503 while the database is away, stores nothing half, and resumes writes and cross-process updates when it is back', async () => {
    const heard: TimingChange[] = [];
    const stop = liveUpdates(first.app).subscribe(eventId, (change) => heard.push(change));
    try {
      await link.cut();

      const refusedId = randomUUID();
      const refused = await record(first, refusedId, 8, 700_000);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: 'SERVICE_UNAVAILABLE', message: messages.databaseUnavailable });
      expect(refused.headers['retry-after']).toBeDefined();

      const down = await health(first);
      expect(down.statusCode).toBe(503);
      expect(down.json().fields).toEqual({ database: 'down', crossProcess: 'down' });
      // The other process, whose database answers, says so.
      expect((await health(second)).json()).toEqual({ status: 'ok', database: 'ok', crossProcess: 'ok' });

      // A passage stored through the other process meanwhile: its notification never reaches the first.
      const missedId = randomUUID();
      expect((await record(second, missedId, 9, 710_000)).statusCode).toBeLessThan(300);

      await link.restore();
      await vi.waitFor(async () => expect((await health(first)).statusCode).toBe(200), { timeout: 10_000 });
      // What was missed is covered: the screens of the first process are told to read everything again.
      await vi.waitFor(() => expect(heard).toContainEqual(EVERYTHING_CHANGED), { timeout: 10_000 });

      // The refused passage, sent again by its device with the same id, is stored once.
      expect((await record(first, refusedId, 8, 700_000)).statusCode).toBeLessThan(300);
      expect(await storedRecords(refusedId)).toBe(1);
      expect(await storedRecords(missedId)).toBe(1);

      // New passages through the other process reach this one again, bib by bib.
      heard.length = 0;
      expect((await record(second, randomUUID(), 9, 1_300_000)).statusCode).toBeLessThan(300);
      await vi.waitFor(() => expect(heard).toContainEqual({ bibs: [9] }), { timeout: 10_000 });
    } finally {
      stop();
    }
  });
});
