import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

// The request-limit counters of lib/database-rate-limit-store.ts (the adapter @fastify/rate-limit calls).

/** Counts one hit of `clientKey` in `bucket`, opening a new fixed window when the last one is over. */
export async function countHit(
  db: Kysely<Database>,
  bucket: string,
  clientKey: string,
  timeWindow: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  // One statement, so simultaneous hits (from any process) each add one; SET reads the row as it was.
  const expired = sql<boolean>`rate_limits.expires_at <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, client_key: clientKey, window_start: now, expires_at: now + timeWindow, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'client_key']).doUpdateSet({
        hits: sql`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        window_start: sql`case when ${expired} then ${now} else rate_limits.window_start end`,
        expires_at: sql`case when ${expired} then ${now + timeWindow} else rate_limits.expires_at end`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.expires_at) - now) };
}

/** Forgets windows that are over (they would restart at the next hit anyway). */
export async function forgetExpiredHits(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
}
