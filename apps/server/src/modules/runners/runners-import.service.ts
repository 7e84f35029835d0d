import { messages } from '@carreras/domain/messages';
import type { Runner, RunnerData } from '@carreras/domain/runners/runner.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { insertRunner, runnerDataColumns, toRunner } from './runners.repository.ts';
import { findRunnersByDnis } from './runners-import.repository.ts';

type Db = Kysely<Database>;

/** The registered runners a sheet names, by DNI (digits). */
export async function findRunnersForImport(db: Db, dnis: readonly string[]): Promise<Runner[]> {
  return (await findRunnersByDnis(db, dnis)).map(toRunner);
}

/**
 * A runner an admin imports, as an admin creates one (D14): a temporary password the runner must change at
 * first sign-in. The hash is made once per import by the caller, since every new runner of it gets the same
 * password. Runs in the caller's transaction.
 */
export async function createImportedRunner(
  db: Db,
  adminId: number,
  data: RunnerData & { dni: string },
  passwordHash: string,
): Promise<number> {
  const now = nowIso();
  try {
    const row = await insertRunner(db, {
      ...runnerDataColumns(data),
      dni: data.dni,
      password_hash: passwordHash,
      requiere_cambio_password: true,
      created_at: now,
      updated_at: now,
    });
    await audit(db, { actorType: 'admin', actorId: adminId, action: 'import', entity: 'runner', entityId: row.id });
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`${messages.dniTaken}: ${data.dni}`);
    throw error;
  }
}
