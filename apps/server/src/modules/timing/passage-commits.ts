import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

/** Work a passage does inside a transaction: reads, then at most one write as its very last statement. */
export type PassageJob<T> = (trx: Q) => Promise<T>;

/** Runs a passage's job in a transaction and resolves once that transaction is committed. */
export type InTransaction = <T>(job: PassageJob<T>) => Promise<T>;

/** The most passages one transaction stores: a bunch at the line, never the whole queue of a slow disk. */
export const MAX_PASSAGES_PER_COMMIT = 64;

interface Waiting {
  job: PassageJob<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit of passages (docs/decisions/005-passages-commit-together.md).
 *
 * On SQLite every commit waits for the disk (synchronous=FULL), and that wait, not the statements, is
 * most of a passage's cost. Passages that arrive while a transaction is being written wait for it, then
 * go to disk together in the next one: a bunch of riders crossing the line costs one flush, not one each.
 * A passage is answered only after the transaction holding it is committed, so an acknowledged passage is
 * exactly as durable as before; when the commit fails, every passage of it fails and its device sends it
 * again (idempotent by client id, D10).
 *
 * Jobs of one transaction run one after the other, so each sees the passages stored before it (lap numbers
 * and client ids stay exact). A refused job writes nothing: its only write is its last statement, and a
 * statement SQLite refuses (a unique violation) is undone alone, leaving the rest of the transaction in place.
 *
 * PostgreSQL already flushes concurrent commits together: there each passage keeps its own transaction.
 */
export function passageCommits(database: Pick<Db, 'db' | 'dialect'>): InTransaction {
  const { db } = database;
  if (database.dialect === 'postgres') return (job) => db.transaction().execute(job);

  let waiting: Waiting[] = [];
  let writing = false;
  let scheduled = false;

  const schedule = () => {
    if (writing || scheduled) return;
    scheduled = true;
    // After the I/O of this turn of the event loop: requests read in the same turn join the same commit.
    setImmediate(writeNext);
  };

  async function writeNext() {
    scheduled = false;
    if (writing || waiting.length === 0) return;
    writing = true;
    const batch = waiting.slice(0, MAX_PASSAGES_PER_COMMIT);
    waiting = waiting.slice(batch.length);
    const outcomes: Array<{ value: unknown } | { error: unknown }> = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const entry of batch) {
          try {
            outcomes.push({ value: await entry.job(trx) });
          } catch (error) {
            outcomes.push({ error });
          }
        }
      });
      for (const [i, entry] of batch.entries()) {
        const outcome = outcomes[i]!;
        if ('error' in outcome) entry.reject(outcome.error);
        else entry.resolve(outcome.value);
      }
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      writing = false;
      if (waiting.length > 0) schedule();
    }
  }

  return <T>(job: PassageJob<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ job, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
}
