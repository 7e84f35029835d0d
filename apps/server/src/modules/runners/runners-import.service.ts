import { importMessages } from '@carreras/domain/imports/import-limits';
import { messages } from '@carreras/domain/messages';
import type { Runner, RunnerData } from '@carreras/domain/runners/runner.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { auditMany } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { updateRunnerData } from './runners.repository.ts';
import { findRunnersByDnis, insertRunners } from './runners-import.repository.ts';

type Db = Kysely<Database>;
type RunnerWithDni = RunnerData & { dni: string };

/** The registered runners a sheet names, by DNI (digits). */
export async function findRunnersForImport(db: Db, dnis: readonly string[]): Promise<Runner[]> {
  return findRunnersByDnis(db, dnis);
}

/**
 * Runners an admin imports, as an admin creates one (D14): a temporary password each must change at first
 * sign-in, hashed by the caller (one hash for all, or one per DNI). Runs in the caller's transaction; answers
 * the new ids by DNI. A DNI registered meanwhile answers 409.
 */
export async function createImportedRunners(
  db: Db,
  adminId: number,
  runners: readonly RunnerWithDni[],
  passwordHash: string | ReadonlyMap<string, string>,
): Promise<Map<string, number>> {
  const now = nowIso();
  const hashOf = (dni: string) => (typeof passwordHash === 'string' ? passwordHash : (passwordHash.get(dni) ?? ''));
  let ids: Map<string, number>;
  try {
    ids = await insertRunners(
      db,
      runners.map((data) => ({ ...data, passwordHash: hashOf(data.dni), requiereCambioPassword: true })),
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(importMessages.changedMeanwhile);
    throw error;
  }
  await auditMany(
    db,
    [...ids.values()].map((id) => ({
      actorType: 'admin' as const,
      actorId: adminId,
      action: 'import',
      entity: 'runner',
      entityId: id,
    })),
  );
  return ids;
}

/** Registered runners whose data an import replaces (the admin chose 'actualizar'), in the caller's transaction. */
export async function updateImportedRunners(
  db: Db,
  adminId: number,
  runners: readonly { id: number; data: RunnerWithDni }[],
): Promise<void> {
  const now = nowIso();
  for (const { id, data } of runners) {
    const updated = await updateRunnerData(db, id, data, now, data.dni);
    if (!updated) throw notFound(messages.notFound);
  }
  await auditMany(
    db,
    runners.map(({ id }) => ({
      actorType: 'admin' as const,
      actorId: adminId,
      action: 'import-update',
      entity: 'runner',
      entityId: id,
    })),
  );
}
