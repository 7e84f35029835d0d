import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../../test/test-app.ts';
import { MAX_PASSAGES_PER_COMMIT, passageCommits } from './passage-commits.ts';
import { findRecordByClientId, insertTimeRecord } from './passages.repository.ts';

let t: TestApp;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  eventId = await insertEvent(t.db.db);
});
afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

const passage = (clientId: string, lap: number) => ({
  clientId,
  dorsal: 7,
  lap,
  timeMs: 1000,
  recordedAt: Date.now(),
  groupId: null,
});
const store = (clientId: string, lap: number) => (trx: TestApp['db']['db']) =>
  insertTimeRecord(trx, eventId, passage(clientId, lap), new Date().toISOString());
const stored = (clientId: string) => findRecordByClientId(t.db.db, clientId);

// On SQLite passages arriving together share a transaction; on PostgreSQL each keeps its own.
const oneCommitFor = (passages: number) =>
  testDialect === 'sqlite' ? Math.ceil(passages / MAX_PASSAGES_PER_COMMIT) : passages;

describe('passages arriving together', () => {
  it('go to disk together on SQLite (one transaction each on PostgreSQL), each seeing those stored before it', async () => {
    const transactions = vi.spyOn(t.db.db, 'transaction');
    const inTransaction = passageCommits(t.db);
    const ids = Array.from({ length: 10 }, () => randomUUID());
    const seen = await Promise.all(
      ids.map((clientId, i) =>
        inTransaction(async (trx) => {
          const before = await trx
            .selectFrom('time_records')
            .select('client_id')
            .where('event_id', '=', eventId)
            .where('lap', '>=', 100)
            .where('lap', '<', 200)
            .execute();
          await store(clientId, 100 + i)(trx);
          return before.map((row) => row.client_id);
        }),
      ),
    );
    expect(transactions).toHaveBeenCalledTimes(oneCommitFor(10));
    if (testDialect === 'sqlite') expect(seen).toEqual(ids.map((_, i) => ids.slice(0, i)));
    for (const clientId of ids) expect(await stored(clientId)).toBeDefined();
  });

  it('share transactions of at most MAX_PASSAGES_PER_COMMIT', async () => {
    const transactions = vi.spyOn(t.db.db, 'transaction');
    const inTransaction = passageCommits(t.db);
    const count = MAX_PASSAGES_PER_COMMIT + 6;
    const ids = Array.from({ length: count }, () => randomUUID());
    await Promise.all(ids.map((clientId, i) => inTransaction(store(clientId, 1000 + i))));
    expect(transactions).toHaveBeenCalledTimes(oneCommitFor(count));
    for (const clientId of ids) expect(await stored(clientId)).toBeDefined();
  });

  it('keep the others stored when one is refused, or breaks a unique constraint', async () => {
    const inTransaction = passageCommits(t.db);
    const earlier = randomUUID();
    await inTransaction(store(earlier, 299));
    const [first, refused, duplicate, last] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const outcomes = await Promise.allSettled([
      inTransaction(store(first, 300)),
      inTransaction(async () => {
        throw new Error('refused before writing');
      }),
      // Lap 299 of bib 7 is taken: the event, bib and lap are unique.
      inTransaction(store(duplicate, 299)),
      inTransaction(store(last, 301)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('refused before writing');
    expect(await stored(first)).toBeDefined();
    expect(await stored(refused)).toBeUndefined();
    expect(await stored(duplicate)).toBeUndefined();
    expect(await stored(last)).toBeDefined();
  });

  it('are all refused, none answered as stored, when their commit fails', async () => {
    const inTransaction = passageCommits(t.db);
    const ids = [randomUUID(), randomUUID()];
    // The jobs run (here outside any transaction), then the commit fails.
    const db = t.db.db;
    vi.spyOn(db, 'transaction').mockImplementation(
      () =>
        ({
          execute: async (work: (trx: typeof db) => Promise<unknown>) => {
            await work(db);
            throw new Error('disk I/O error');
          },
        }) as never,
    );
    const outcomes = await Promise.allSettled(ids.map((clientId, i) => inTransaction(store(clientId, 500 + i))));
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    for (const outcome of outcomes) expect((outcome as PromiseRejectedResult).reason.message).toBe('disk I/O error');
  });
});
