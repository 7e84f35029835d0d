import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.ts';

// The SQL of the PostgreSQL channel that lib/live-updates.ts carries changes on between server processes.

/**
 * The NOTIFY channel of this database schema. A channel is shared by every schema of a database, so two
 * installations in two schemas of one database (or test files running side by side) would otherwise hear each
 * other's event ids and drop each other's caches; the schema's hash keeps them apart (and under the 63-byte limit).
 */
export const CHANNEL_SQL = "'timing_changed_' || md5(current_schema())";

/** Listens on the channel of the schema the client's connection uses; answers its name. */
export async function listenToChanges(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ channel: string }>(`select ${CHANNEL_SQL} as channel`);
  const channel = rows[0]?.channel ?? '';
  await client.query(`LISTEN "${channel}"`);
  return channel;
}

/** Sends `payload` to every process listening on the schema's channel. */
export async function notifyChange(db: Kysely<Database>, payload: string): Promise<void> {
  await sql`select pg_notify(${sql.raw(CHANNEL_SQL)}, ${payload})`.execute(db);
}
