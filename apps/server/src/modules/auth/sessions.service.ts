import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import type { AdminAccount, Principal, RunnerAccount } from '../../lib/principal-types.ts';
import { endAdminSessions, findAdminSession } from '../admins/admins.service.ts';
import { endRunnerSessions, findRunnerSession } from '../runners/runners.service.ts';
import { deleteExpiredRevocations, insertRevokedToken } from './sessions.repository.ts';
import type { TokenPayload } from './token.ts';

/**
 * Ends one session: its token is remembered as revoked until it would have expired anyway, in the
 * database so every server process refuses it.
 */
export async function revokeToken(db: Kysely<Database>, signature: string, payload: TokenPayload): Promise<void> {
  await insertRevokedToken(db, signature, payload.exp);
}

/**
 * The account a token names, read with whether the token was revoked in one statement (a request with a
 * session runs it before anything else): undefined when there is no such account or the token was revoked.
 */
export async function sessionAccount(
  db: Kysely<Database>,
  type: 'runner',
  id: number,
  signature: string,
): Promise<RunnerAccount | undefined>;
export async function sessionAccount(
  db: Kysely<Database>,
  type: 'admin',
  id: number,
  signature: string,
): Promise<AdminAccount | undefined>;
export async function sessionAccount(
  db: Kysely<Database>,
  type: 'runner' | 'admin',
  id: number,
  signature: string,
): Promise<RunnerAccount | AdminAccount | undefined> {
  return type === 'runner' ? findRunnerSession(db, id, signature) : findAdminSession(db, id, signature);
}

export async function forgetExpiredRevocations(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await deleteExpiredRevocations(db, now);
}

/**
 * Ends every session of the account by moving its token version on. Unlike a password change it does
 * not touch password_change_count (a runner may change the password only twice).
 */
export async function endAllSessions(db: Kysely<Database>, principal: Principal): Promise<void> {
  const id = principal.type === 'runner' ? principal.runner.id : principal.admin.id;
  if (principal.type === 'runner') await endRunnerSessions(db, id, nowIso());
  else await endAdminSessions(db, id, nowIso());
  await audit(db, {
    actorType: principal.type,
    actorId: id,
    action: 'logout-all',
    entity: principal.type,
    entityId: id,
  });
}
