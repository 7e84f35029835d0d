import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { RunnerData } from '@carreras/domain/runners/runner.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { actorOf, audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Principal } from '../../lib/principal-types.ts';
import { findRunnerById, toRunner, updateRunnerData } from './runners.repository.ts';

// The runner reads and account writes other modules need (sign-up, login, the session check and password change
// in auth, a holder and partner in inscriptions), as the repository answers them.
export {
  endRunnerSessions,
  findParticipantData,
  findRunnerByDni,
  findRunnerById,
  findRunnerSession,
  insertRunner,
  replaceRunnerPassword,
  toRunner,
} from './runners.repository.ts';

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
