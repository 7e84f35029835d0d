import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Remembers a token as revoked until `expiresAt`, when it would have expired anyway. */
export async function insertRevokedToken(db: Kysely<Database>, signature: string, expiresAt: number): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .execute();
}

/** Forgets the revoked tokens that have expired by `now` (they are refused as expired anyway). */
export async function deleteExpiredRevocations(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<=', now).execute();
}
