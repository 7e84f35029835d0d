import { type Kysely, sql } from 'kysely';
import { precompiled } from '../../db/precompiled.ts';
import type { Database } from '../../db/schema.ts';

// Compiled once: the monitors' most frequent request asks the database each time, and nothing else.
const ping = precompiled({}, (db) => db.selectNoFrom(sql<number>`1`.as('ok')));

/** Asks the database the smallest question there is; rejects when it cannot answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await ping(db, {});
}
