import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { countAdmins, findAdminByDni, insertAdmin } from './admins.repository.ts';

export type BootstrapOutcome = 'created' | 'exists' | 'no-admin' | 'admins-present';

/** D14: the first super_admin comes from ADMIN_DNI / ADMIN_PASSWORD; an existing one is never touched. */
export async function bootstrapAdmin(db: Kysely<Database>, admin: Config['bootstrapAdmin']): Promise<BootstrapOutcome> {
  if (!admin) return (await countAdmins(db)) === 0 ? 'no-admin' : 'admins-present';
  if (await findAdminByDni(db, admin.dni)) return 'exists';
  try {
    await insertAdmin(
      db,
      { dni: admin.dni, nombre: admin.nombre, role: 'super_admin', passwordHash: await hashPassword(admin.password) },
      nowIso(),
    );
  } catch (error) {
    // Another process starting at the same moment created it.
    if (isUniqueViolation(error)) return 'exists';
    throw error;
  }
  return 'created';
}
