import { randomUUID } from 'node:crypto';
import { FAILED_LOGIN_LIMIT, FAILED_LOGIN_WINDOW_MS } from '@carreras/domain/limits';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The longest wait between two attempts for one DNI from one source (address or trusted device). */
export const MAX_LOGIN_DELAY_MS = 5 * 60 * 1000;

/**
 * How long the next attempt for a DNI from one source waits after `failures` failed ones: nothing
 * before the fifth, then 1 s, 2 s, 4 s… up to five minutes. Failures are forgotten 15 minutes after
 * the last attempt (FAILED_LOGIN_WINDOW_MS). The owner signing in from another address, or from a
 * browser that signed in as that DNI before (device-cookie.ts), never waits for them.
 */
export function loginDelayMs(failures: number): number {
  if (failures < FAILED_LOGIN_LIMIT) return 0;
  return Math.min(1000 * 2 ** (failures - FAILED_LOGIN_LIMIT), MAX_LOGIN_DELAY_MS);
}

export interface LoginAttemptKey {
  type: 'runner' | 'admin';
  dni: string;
  /** Where the attempts come from: the client address, or `deviceSource(nonce)` for a trusted device. */
  address: string;
}

/**
 * The source of attempts carrying a valid device cookie, stored in the address column: no client
 * address starts with 'device:', so a device never shares a counter with an address.
 */
export function deviceSource(nonce: string): string {
  return `device:${nonce}`;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterMs: number };

/** `now + loginDelayMs(failures)` written in SQL over a failure count expression, for both dialects. */
function blockedUntil(failures: RawBuilder<unknown>, now: number): RawBuilder<unknown> {
  const steps: RawBuilder<unknown>[] = [sql`when ${failures} < ${FAILED_LOGIN_LIMIT} then cast(${now} as bigint)`];
  for (let n = FAILED_LOGIN_LIMIT; loginDelayMs(n) < MAX_LOGIN_DELAY_MS; n++) {
    steps.push(sql`when ${failures} = ${n} then cast(${now + loginDelayMs(n)} as bigint)`);
  }
  return sql`case ${sql.join(steps, sql` `)} else cast(${now + MAX_LOGIN_DELAY_MS} as bigint) end`;
}

/**
 * Admits a login attempt or says how long to wait. An admitted attempt is counted as a failure at once,
 * in one statement, so attempts arriving together (on any server process) cannot all pass a gate that
 * only one of them may pass; a successful login then forgets the pair (`forgetLoginFailures`).
 */
export async function admitLoginAttempt(
  db: Kysely<Database>,
  key: LoginAttemptKey,
  now = Date.now(),
): Promise<Admission> {
  const attemptId = randomUUID();
  const blocked = sql<boolean>`login_failures.blocked_until > ${now}`;
  const expired = sql<boolean>`login_failures.last_attempt_at <= ${now - FAILED_LOGIN_WINDOW_MS}`;
  const next = sql`case when ${expired} then 1 else login_failures.failures + 1 end`;
  const row = await db
    .insertInto('login_failures')
    .values({
      user_type: key.type,
      dni: key.dni,
      address: key.address,
      failures: 1,
      last_attempt_at: now,
      blocked_until: now + loginDelayMs(1),
      attempt_id: attemptId,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_type', 'dni', 'address']).doUpdateSet({
        failures: sql`case when ${blocked} then login_failures.failures else ${next} end`,
        blocked_until: sql`case when ${blocked} then login_failures.blocked_until else ${blockedUntil(next, now)} end`,
        last_attempt_at: sql`case when ${blocked} then login_failures.last_attempt_at else cast(${now} as bigint) end`,
        attempt_id: sql`case when ${blocked} then login_failures.attempt_id else ${attemptId} end`,
      }),
    )
    .returning(['attempt_id as attemptId', 'blocked_until as blockedUntil'])
    .executeTakeFirstOrThrow();
  if (row.attemptId === attemptId) return { admitted: true };
  return { admitted: false, retryAfterMs: Math.max(1, Number(row.blockedUntil) - now) };
}

/** A successful login: the failures of this DNI from this source are forgotten (those of other sources stay). */
export async function forgetLoginFailures(db: Kysely<Database>, key: LoginAttemptKey): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('user_type', '=', key.type)
    .where('dni', '=', key.dni)
    .where('address', '=', key.address)
    .execute();
}

/** A super_admin clears every failure of a DNI (runner and admin logins, every address and device). */
export async function clearLoginFailures(db: Kysely<Database>, dni: string): Promise<number> {
  const result = await db.deleteFrom('login_failures').where('dni', '=', dni).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Rows whose failures would be forgotten at the next attempt anyway. */
export async function forgetOldLoginFailures(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('last_attempt_at', '<=', now - FAILED_LOGIN_WINDOW_MS)
    .execute();
}
