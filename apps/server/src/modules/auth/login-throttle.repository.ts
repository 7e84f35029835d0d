import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The failures of one DNI from one source: a login_failures row. */
export interface LoginAttemptKey {
  type: 'runner' | 'admin';
  dni: string;
  /** Where the attempts come from: the client address, or `deviceSource(nonce)` for a trusted device. */
  address: string;
}

/** How attempts are counted and delayed (login-throttle.service.ts), for the statement that counts them. */
export interface LoginDelayPolicy {
  /** Failures whose last attempt is this old are forgotten at the next attempt. */
  windowMs: number;
  /** Failed attempts that cost no wait. */
  freeFailures: number;
  /** The longest wait, reached after some count of failures and kept from then on. */
  maxDelayMs: number;
  /** The wait after `failures` failed attempts: 0 below `freeFailures`, growing up to `maxDelayMs`. */
  delayMs(failures: number): number;
}

/** `now + policy.delayMs(failures)` written in SQL over a failure count expression, for both dialects. */
function blockedUntil(failures: RawBuilder<unknown>, now: number, policy: LoginDelayPolicy): RawBuilder<unknown> {
  const steps: RawBuilder<unknown>[] = [sql`when ${failures} < ${policy.freeFailures} then cast(${now} as bigint)`];
  for (let n = policy.freeFailures; policy.delayMs(n) < policy.maxDelayMs; n++) {
    steps.push(sql`when ${failures} = ${n} then cast(${now + policy.delayMs(n)} as bigint)`);
  }
  return sql`case ${sql.join(steps, sql` `)} else cast(${now + policy.maxDelayMs} as bigint) end`;
}

/**
 * Counts an attempt as a failure unless the pair is blocked, in one statement, so attempts arriving together (on
 * any server process) cannot all pass a gate that only one of them may pass. Answers the row's attempt id (this
 * `attemptId` when the attempt was counted, the earlier one when it was blocked) and when the block ends.
 */
export async function upsertLoginAttempt(
  db: Kysely<Database>,
  key: LoginAttemptKey,
  attemptId: string,
  now: number,
  policy: LoginDelayPolicy,
): Promise<{ attemptId: string; blockedUntil: number }> {
  const blocked = sql<boolean>`login_failures.blocked_until > ${now}`;
  const expired = sql<boolean>`login_failures.last_attempt_at <= ${now - policy.windowMs}`;
  const next = sql`case when ${expired} then 1 else login_failures.failures + 1 end`;
  const row = await db
    .insertInto('login_failures')
    .values({
      user_type: key.type,
      dni: key.dni,
      address: key.address,
      failures: 1,
      last_attempt_at: now,
      blocked_until: now + policy.delayMs(1),
      attempt_id: attemptId,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_type', 'dni', 'address']).doUpdateSet({
        failures: sql`case when ${blocked} then login_failures.failures else ${next} end`,
        blocked_until: sql`case when ${blocked} then login_failures.blocked_until else ${blockedUntil(next, now, policy)} end`,
        last_attempt_at: sql`case when ${blocked} then login_failures.last_attempt_at else cast(${now} as bigint) end`,
        attempt_id: sql`case when ${blocked} then login_failures.attempt_id else ${attemptId} end`,
      }),
    )
    .returning(['attempt_id as attemptId', 'blocked_until as blockedUntil'])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers a bigint as a string.
  return { attemptId: row.attemptId, blockedUntil: Number(row.blockedUntil) };
}

export async function deleteLoginFailures(db: Kysely<Database>, key: LoginAttemptKey): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('user_type', '=', key.type)
    .where('dni', '=', key.dni)
    .where('address', '=', key.address)
    .execute();
}

/** Every failure of a DNI (runner and admin logins, every address and device); answers how many rows went. */
export async function deleteLoginFailuresOfDni(db: Kysely<Database>, dni: string): Promise<number> {
  const result = await db.deleteFrom('login_failures').where('dni', '=', dni).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Rows whose last attempt was at or before `lastAttemptAt`. */
export async function deleteLoginFailuresUntil(db: Kysely<Database>, lastAttemptAt: number): Promise<void> {
  await db.deleteFrom('login_failures').where('last_attempt_at', '<=', lastAttemptAt).execute();
}
