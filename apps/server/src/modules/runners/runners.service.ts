import type { ParticipantData } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Runner, RunnerData } from '@carreras/domain/runners/runner.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { actorOf, audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Principal, RunnerAccount } from '../../lib/principal-types.ts';
import type { NewRunner } from './runners.repository.ts';
import * as runnersRepository from './runners.repository.ts';
import { updateRunnerData } from './runners.repository.ts';

type Db = Kysely<Database>;

// The runner reads and account writes other modules need: sign-up, login, the session check and password change
// in auth, a holder and partner in inscriptions.

/** A runner with their account, by id. */
export function findRunnerById(db: Db, id: number): Promise<RunnerAccount | undefined> {
  return runnersRepository.findRunnerById(db, id);
}

/** A runner with their account, by DNI. */
export function findRunnerByDni(db: Db, dni: string): Promise<RunnerAccount | undefined> {
  return runnersRepository.findRunnerByDni(db, dni);
}

/** The runner a session token names, or undefined when there is none or the token was revoked. */
export function findRunnerSession(db: Db, id: number, signature: string): Promise<RunnerAccount | undefined> {
  return runnersRepository.findRunnerSession(db, id, signature);
}

/** Ends every session of a runner (their tokens stop working). */
export function endRunnerSessions(db: Db, id: number, now: string): Promise<void> {
  return runnersRepository.endRunnerSessions(db, id, now);
}

/** Creates a runner's account (sign-up, an administrator's new runner, the demo). */
export function insertRunner(db: Db, runner: NewRunner, now: string): Promise<RunnerAccount> {
  return runnersRepository.insertRunner(db, runner, now);
}

/** Replaces a runner's password unless their tokens moved on meanwhile; false when it did not happen. */
export function replaceRunnerPassword(
  db: Db,
  runner: Pick<RunnerAccount, 'id' | 'tokenVersion'>,
  change: { passwordHash: string; counts: boolean; maxChanges: number; now: string },
): Promise<boolean> {
  return runnersRepository.replaceRunnerPassword(db, runner, change);
}

/** The participant data of these runners, by id, for an inscription's holder and partner. */
export function findParticipantData(db: Db, ids: number[]): Promise<Map<number, ParticipantData>> {
  return runnersRepository.findParticipantData(db, ids);
}

/** A runner as the API answers them, without the account's secrets. */
export function toRunner(account: RunnerAccount): Runner {
  return runnersRepository.toRunner(account);
}

/** A runner edits only their own profile (D3); an admin any runner's. */
export async function updateRunner(db: Kysely<Database>, principal: Principal, id: number, data: RunnerData) {
  if (principal.type === 'runner' && principal.runner.id !== id) throw forbidden();
  const updated = await updateRunnerData(db, id, data, nowIso());
  if (!updated) throw notFound(m.runnerNotFound);
  await audit(db, {
    ...actorOf(principal),
    action: 'update',
    entity: 'runner',
    entityId: id,
  });
  const runner = await findRunnerById(db, id);
  if (!runner) throw notFound(m.runnerNotFound);
  return toRunner(runner);
}
