import { randomInt } from 'node:crypto';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { isTemporaryPasswordExpired, temporaryPasswordLastDay } from '@carreras/domain/imports/temporary-passwords';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { hashGeneratedPassword } from '../../lib/password.ts';
import { findTemporaryPasswordLastDay, upsertTemporaryPasswords } from './temporary-passwords.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

// Lower-case letters and digits without the ones read alike (l, 1, o, 0): typed on a phone from a message.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * A temporary password such as 'k7mq-x4pt-9hwn': 12 characters from 32 (60 random bits) drawn with
 * node:crypto's CSPRNG, in groups of four so it is read out and typed without mistakes.
 */
export function generateTemporaryPassword(): string {
  return Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');
}

/** The temporary passwords of the runners an import creates: in clear (to hand over once) and hashed, by DNI. */
export interface TemporaryPasswords {
  passwords: Map<string, string>;
  hashes: Map<string, string>;
  /** Their last day (yyyy-mm-dd), from the organiser's today. */
  lastDay: string;
}

/**
 * A password of its own for each DNI (docs/decisions/016-imports-that-protect.md), hashed one after another
 * before the caller's transaction, so an import of thousands neither holds a lock nor queues ahead of every
 * sign-in waiting for the hashing pool. Both imports that create runners call it.
 */
export async function newTemporaryPasswords(dnis: readonly string[]): Promise<TemporaryPasswords> {
  const passwords = new Map<string, string>();
  const hashes = new Map<string, string>();
  for (const dni of dnis) {
    const password = generateTemporaryPassword();
    passwords.set(dni, password);
    hashes.set(dni, await hashGeneratedPassword(password));
  }
  return { passwords, hashes, lastDay: temporaryPasswordLastDay(todayInOrganiserZone()) };
}

/** Records, in the caller's transaction, the last day of each temporary password just given (by its hash). */
export function recordTemporaryPasswords(
  trx: Db,
  records: readonly { runnerId: number; passwordHash: string; lastDay: string }[],
): Promise<void> {
  return upsertTemporaryPasswords(trx, records, nowIso());
}

/**
 * Whether the runner's password is a temporary one past its last day (D9: the organiser's today). Only a
 * password still to be replaced can expire, and only the very one recorded: a reset or a change makes a new hash.
 */
export async function temporaryPasswordExpired(
  db: Db,
  runner: { id: number; passwordHash: string; requiereCambioPassword: boolean },
): Promise<boolean> {
  if (!runner.requiereCambioPassword) return false;
  const lastDay = await findTemporaryPasswordLastDay(db, runner.id, runner.passwordHash);
  return lastDay !== undefined && isTemporaryPasswordExpired(lastDay, todayInOrganiserZone());
}
