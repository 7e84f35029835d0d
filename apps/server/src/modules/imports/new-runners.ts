import type { RunnerData } from '@carreras/domain/runners/runner.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordTemporaryPasswords, type TemporaryPasswords } from '../auth/temporary-passwords.service.ts';
import { createImportedRunners } from '../runners/runners-import.service.ts';

/**
 * Writes a sheet's new runners, each with the temporary password the organiser downloads and hands over
 * (docs/decisions/016-imports-that-protect.md): both imports create accounts this one way. Answers DNI → new id.
 */
export async function createRunnersWithPasswords(
  trx: Kysely<Database>,
  adminId: number,
  runners: readonly (RunnerData & { dni: string })[],
  given: TemporaryPasswords,
): Promise<Map<string, number>> {
  const created = await createImportedRunners(trx, adminId, runners, given.hashes);
  await recordTemporaryPasswords(
    trx,
    runners.map((runner) => ({
      runnerId: created.get(runner.dni) as number,
      passwordHash: given.hashes.get(runner.dni) as string,
      lastDay: given.lastDay,
    })),
  );
  return created;
}
