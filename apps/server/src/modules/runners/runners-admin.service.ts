import { adminMessages } from '@carreras/domain/admins/admin-account.schemas';
import { errorCodes } from '@carreras/domain/error-codes';
import { messages } from '@carreras/domain/messages';
import type { RunnerData } from '@carreras/domain/runners/runner.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/password.ts';
import {
  findRunnerById,
  insertRunner,
  listRunnerSummaries,
  setTemporaryPassword,
  toRunner,
  updateRunnerData,
} from './runners.repository.ts';

type Db = Kysely<Database>;

/** A page of runners for the back office, with the page asked for. */
export async function listRunners(db: Db, query: { page: number; limit: number; search?: string | undefined }) {
  const { items, total } = await listRunnerSummaries(db, query);
  return { items, total, page: query.page, limit: query.limit };
}

export async function getRunnerForAdmin(db: Db, id: number) {
  const runner = await findRunnerById(db, id);
  if (!runner) throw notFound(adminMessages.runnerNotFoundOrError);
  return { ...toRunner(runner), passwordChangeCount: runner.passwordChangeCount };
}

export async function adminUpdateRunner(db: Db, adminId: number, id: number, data: RunnerData & { dni: string }) {
  try {
    const updated = await updateRunnerData(db, id, data, nowIso(), data.dni);
    if (!updated) throw notFound(adminMessages.runnerNotFoundOrError);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.dniTaken, { dni: messages.dniTaken }, errorCodes.dniTaken);
    throw error;
  }
  await audit(db, { actorType: 'admin', actorId: adminId, action: 'update', entity: 'runner', entityId: id });
  return getRunnerForAdmin(db, id);
}

export async function adminCreateRunner(
  db: Db,
  adminId: number,
  data: RunnerData & { dni: string; password: string; requiereCambioPassword: boolean },
) {
  try {
    const { password, ...runnerData } = data;
    const runner = await insertRunner(db, { ...runnerData, passwordHash: await hashPassword(password) }, nowIso());
    await audit(db, { actorType: 'admin', actorId: adminId, action: 'create', entity: 'runner', entityId: runner.id });
    return { ...toRunner(runner), passwordChangeCount: runner.passwordChangeCount };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.dniTaken, { dni: messages.dniTaken }, errorCodes.dniTaken);
    throw error;
  }
}

/**
 * D14: an admin sets a temporary password. The runner must change it at next login; this reset does
 * not count against the runner's two changes, and it ends the runner's open sessions.
 */
export async function adminResetRunnerPassword(db: Db, adminId: number, id: number, password: string) {
  const passwordHash = await hashPassword(password);
  if (!(await setTemporaryPassword(db, id, passwordHash, nowIso())))
    throw notFound(adminMessages.runnerNotFoundOrError);
  await audit(db, { actorType: 'admin', actorId: adminId, action: 'reset-password', entity: 'runner', entityId: id });
  return { message: adminMessages.passwordReset };
}
