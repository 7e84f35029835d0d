import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface TemporaryPasswordRecord {
  runnerId: number;
  passwordHash: string;
  lastDay: string;
}

/** Well under the bound-parameter limits of SQLite and PostgreSQL (a row binds 4). */
const ROWS_PER_INSERT = 1000;

/** Stores each runner's temporary password (by hash) and its last day, replacing an older one. */
export async function upsertTemporaryPasswords(
  db: Db,
  records: readonly TemporaryPasswordRecord[],
  now: string,
): Promise<void> {
  for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('temporary_passwords')
      .values(
        records.slice(start, start + ROWS_PER_INSERT).map((r) => ({
          runner_id: r.runnerId,
          password_hash: r.passwordHash,
          last_day: r.lastDay,
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('runner_id').doUpdateSet((eb) => ({
          password_hash: eb.ref('excluded.password_hash'),
          last_day: eb.ref('excluded.last_day'),
          created_at: eb.ref('excluded.created_at'),
        })),
      )
      .execute();
  }
}

/** The last day of the runner's temporary password, when `passwordHash` is still the one stored with it. */
export async function findTemporaryPasswordLastDay(
  db: Db,
  runnerId: number,
  passwordHash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('temporary_passwords')
    .select('last_day')
    .where('runner_id', '=', runnerId)
    .where('password_hash', '=', passwordHash)
    .executeTakeFirst();
  return row?.last_day;
}
