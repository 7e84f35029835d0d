import type { Admin } from '@carreras/domain/auth/auth.schemas';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AdminsTable, Database } from '../../db/schema.ts';

export type AdminRow = Selectable<AdminsTable>;

export function findAdminById(db: Kysely<Database>, id: number): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAdminByDni(db: Kysely<Database>, dni: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('dni', '=', dni).executeTakeFirst();
}

export function listAdminRows(db: Kysely<Database>): Promise<AdminRow[]> {
  return db.selectFrom('admins').selectAll().orderBy('id').execute();
}

/**
 * Changes an administrator's account; `endSessions` moves the token version on, ending their sessions.
 * False when there is no administrator with that id.
 */
export async function updateAdminAccount(
  db: Kysely<Database>,
  id: number,
  changes: { activo?: boolean; password_hash?: string },
  endSessions: boolean,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set((eb) => ({
      ...changes,
      token_version: endSessions ? eb('token_version', '+', 1) : eb.ref('token_version'),
      updated_at: now,
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function insertAdmin(db: Kysely<Database>, values: Insertable<AdminsTable>): Promise<AdminRow> {
  return db.insertInto('admins').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function toAdmin(row: AdminRow): Admin {
  return { id: row.id, dni: row.dni, nombre: row.nombre, role: row.role, activo: row.activo };
}
