import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  passwordResetMessages as m,
  maskEmail,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordResetRequested,
  passwordResetEmail,
} from '@carreras/domain/auth/password-reset';
import { MAX_PASSWORD_CHANGES } from '@carreras/domain/limits';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password.ts';
import { enqueueMail, type OutboxWaker } from '../mail/outbox.service.ts';
import { findRunnerByDni, findRunnerById, replaceRunnerPassword } from '../runners/runners.service.ts';
import {
  deleteExpiredResetTokens,
  deleteResetTokensOf,
  findResetToken,
  insertResetToken,
  takeResetToken,
} from './password-reset.repository.ts';

interface ResetDeps {
  db: Kysely<Database>;
  config: Config;
  outbox: OutboxWaker | null;
}

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;
/** The page the link opens (apps/web/src/config/paths.ts). */
export const RESET_PAGE_PATH = '/restablecer-contrasena';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The password a link was issued for, by a digest of its hash: a link dies once the password changes. */
const fingerprint = (passwordHash: string) => sha256(`password-reset:${passwordHash}`);

const DECOY_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'yahoo.com.ar', 'outlook.com'];

/**
 * For a DNI without an account (or without an address), a masked address that looks like a real one and is the
 * same at every request, so the answer never tells whether the DNI is registered.
 */
function decoyMaskedEmail(secret: string, dni: string): string {
  const digest = createHmac('sha256', secret).update(`password-reset-decoy:${dni}`).digest();
  const letter = 'abcdefghijlmnoprstv'[digest[0]! % 19]!;
  return maskEmail(`${letter}@${DECOY_DOMAINS[digest[1]! % DECOY_DOMAINS.length]!}`);
}

export function emailEnabled(config: Config): boolean {
  return config.mail !== null;
}

/**
 * Sends a single-use link to the account's email through the outbox, in the transaction that stores it and
 * drops the account's earlier links. The answer, and the work before it, are the same for a DNI without an
 * account: a token is made and hashed and one transaction runs either way; only the real one writes.
 */
export async function requestPasswordReset(deps: ResetDeps, dni: string): Promise<PasswordResetRequested> {
  if (!deps.config.mail || !deps.config.publicUrl) throw conflict(m.mailOff);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = sha256(token);
  const runner = await findRunnerByDni(deps.db, dni);
  const now = Date.now();
  if (!runner?.email) {
    await deps.db.transaction().execute((trx) => deleteExpiredResetTokens(trx, now));
    const maskedEmail = decoyMaskedEmail(deps.config.sessionSecret, dni);
    return { message: m.sent(maskedEmail), maskedEmail };
  }
  const link = `${deps.config.publicUrl}${RESET_PAGE_PATH}?token=${token}`;
  const email = passwordResetEmail({ nombre: runner.nombre, link });
  await deps.db.transaction().execute(async (trx) => {
    await deleteResetTokensOf(trx, runner.id);
    await insertResetToken(trx, {
      runnerId: runner.id,
      tokenHash,
      passwordFingerprint: fingerprint(runner.passwordHash),
      expiresAt: now + PASSWORD_RESET_TTL_MS,
      now: nowIso(),
    });
    await enqueueMail(trx, {
      kind: 'password-reset',
      recipient: runner.email,
      subject: email.subject,
      body: email.text,
      runnerId: runner.id,
    });
    await audit(trx, {
      actorType: 'runner',
      actorId: runner.id,
      action: 'request-password-reset',
      entity: 'runner',
      entityId: runner.id,
    });
  });
  deps.outbox?.wake();
  const maskedEmail = maskEmail(runner.email);
  return { message: m.sent(maskedEmail), maskedEmail };
}

const linkInvalid = () => badRequest(m.linkInvalid, { token: m.linkInvalid });

/**
 * Sets the new password from a link: only a link that exists, has not expired and was issued for the password
 * the account still has. The link is taken (deleted) in the transaction that sets the password, so two uses
 * at once set it once. Every session ends (the token version moves on); this does not count as one of the
 * runner's two changes, and it replaces a temporary password.
 */
export async function confirmPasswordReset(
  deps: Pick<ResetDeps, 'db'>,
  input: { token: string; newPassword: string },
): Promise<{ message: string }> {
  const found = await findResetToken(deps.db, sha256(input.token));
  if (!found || Number(found.expiresAt) <= Date.now()) throw linkInvalid();
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await takeResetToken(trx, found.id))) throw linkInvalid();
    const runner = await findRunnerById(trx, found.runnerId);
    if (!runner || fingerprint(runner.passwordHash) !== found.passwordFingerprint) throw linkInvalid();
    const changed = await replaceRunnerPassword(trx, runner, {
      passwordHash,
      counts: false,
      maxChanges: MAX_PASSWORD_CHANGES,
      now: nowIso(),
    });
    if (!changed) throw linkInvalid();
    await deleteResetTokensOf(trx, runner.id);
    await audit(trx, {
      actorType: 'runner',
      actorId: runner.id,
      action: 'reset-password-by-email',
      entity: 'runner',
      entityId: runner.id,
    });
  });
  return { message: m.passwordReset };
}

/** Links past their time, forgotten (the routes run it every minute). */
export function forgetExpiredResetLinks(db: Kysely<Database>): Promise<void> {
  return deleteExpiredResetTokens(db, Date.now());
}
