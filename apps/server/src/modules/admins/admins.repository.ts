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
