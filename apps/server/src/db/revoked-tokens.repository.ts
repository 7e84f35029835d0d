import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from './schema.ts';

// A piece of SQL over revoked_tokens that the runners' and admins' repositories build their session reads on: the
// check is composed into their select, not called, so it cannot go through the auth service. It is a repository of
// db/ rather than of the auth module because two other modules' repositories compose it.

/** Whether the token of `signature` was revoked (a sign-out), as a `revoked` column. */
export function revokedBy(eb: ExpressionBuilder<Database, 'runners' | 'admins'>, signature: string) {
  return eb
    .exists(eb.selectFrom('revoked_tokens').select(sql<number>`1`.as('one')).where('signature', '=', signature))
    .as('revoked');
}
