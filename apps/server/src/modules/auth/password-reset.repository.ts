import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Forgets every link of the runner: a new one replaces them, and a used one is gone. */
export async function deleteResetTokensOf(db: Db, runnerId: number): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('runner_id', '=', runnerId).execute();
}

export async function insertResetToken(
  db: Db,
  token: { runnerId: number; tokenHash: string; passwordFingerprint: string; expiresAt: number; now: string },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      runner_id: token.runnerId,
      token_hash: token.tokenHash,
      password_fingerprint: token.passwordFingerprint,
      expires_at: token.expiresAt,
      created_at: token.now,
    })
    .execute();
}

export async function findResetToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['id', 'runner_id as runnerId', 'password_fingerprint as passwordFingerprint', 'expires_at as expiresAt'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Takes a link for use: true for exactly one of any number of concurrent uses. */
export async function takeResetToken(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('password_reset_tokens').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Links past their time, forgotten. */
export async function deleteExpiredResetTokens(db: Db, now: number): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now).execute();
}
