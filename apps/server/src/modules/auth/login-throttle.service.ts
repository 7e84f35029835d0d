import { randomUUID } from 'node:crypto';
import { FAILED_LOGIN_LIMIT, FAILED_LOGIN_WINDOW_MS } from '@carreras/domain/limits';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  deleteLoginFailures,
  deleteLoginFailuresOfDni,
  deleteLoginFailuresUntil,
  type LoginAttemptKey,
  type LoginDelayPolicy,
  upsertLoginAttempt,
} from './login-throttle.repository.ts';

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

const policy: LoginDelayPolicy = {
  windowMs: FAILED_LOGIN_WINDOW_MS,
  freeFailures: FAILED_LOGIN_LIMIT,
  maxDelayMs: MAX_LOGIN_DELAY_MS,
  delayMs: loginDelayMs,
};

/**
 * The source of attempts carrying a valid device cookie, stored in the address column: no client
 * address starts with 'device:', so a device never shares a counter with an address.
 */
export function deviceSource(nonce: string): string {
  return `device:${nonce}`;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterMs: number };

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
  const row = await upsertLoginAttempt(db, key, attemptId, now, policy);
  if (row.attemptId === attemptId) return { admitted: true };
  return { admitted: false, retryAfterMs: Math.max(1, row.blockedUntil - now) };
}

/** A successful login: the failures of this DNI from this source are forgotten (those of other sources stay). */
export async function forgetLoginFailures(db: Kysely<Database>, key: LoginAttemptKey): Promise<void> {
  await deleteLoginFailures(db, key);
}

/** A super_admin clears every failure of a DNI (runner and admin logins, every address and device). */
export async function clearLoginFailures(db: Kysely<Database>, dni: string): Promise<number> {
  return deleteLoginFailuresOfDni(db, dni);
}

/** Rows whose failures would be forgotten at the next attempt anyway. */
export async function forgetOldLoginFailures(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await deleteLoginFailuresUntil(db, now - FAILED_LOGIN_WINDOW_MS);
}
