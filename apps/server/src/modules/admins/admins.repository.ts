import type { Admin } from '@carreras/domain/auth/auth.schemas';
import type { Kysely, Selectable } from 'kysely';
import { precompiled } from '../../db/precompiled.ts';
import { revokedBy } from '../../db/revoked-tokens.repository.ts';
import type { AdminsTable, Database } from '../../db/schema.ts';
import type { AdminAccount } from '../../lib/principal-types.ts';

type AdminRow = Selectable<AdminsTable>;

export async function findAdminById(db: Kysely<Database>, id: number): Promise<AdminAccount | undefined> {
  const row = await db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
  return row && adminAccountFromRow(row);
}

export async function findAdminByDni(db: Kysely<Database>, dni: string): Promise<AdminAccount | undefined> {
  const row = await db.selectFrom('admins').selectAll().where('dni', '=', dni).executeTakeFirst();
  return row && adminAccountFromRow(row);
}

/**
 * The administrator a session token names, read with whether the token was revoked in one statement (a request
 * with a session runs it before anything else): undefined when there is no such administrator or the token was
 * revoked.
 */
export async function findAdminSession(
  db: Kysely<Database>,
  id: number,
  signature: string,
): Promise<AdminAccount | undefined> {
  const row = (await adminSession(db, { id, signature })).rows[0];
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return row && !row.revoked ? adminAccountFromRow(row) : undefined;
}

// Compiled once, as the runners' session read (runners.repository.ts): it runs before every request with a session.
const adminSession = precompiled({ id: 0, signature: '' }, (db, v) =>
  db
    .selectFrom('admins')
    .selectAll()
    .select((eb) => revokedBy(eb, v.signature))
    .where('id', '=', v.id),
);

/** Ends every session of the administrator by moving their token version on. */
export async function endAdminSessions(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('admins')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

export async function listAllAdmins(db: Kysely<Database>): Promise<Admin[]> {
  const rows = await db.selectFrom('admins').selectAll().orderBy('id').execute();
  return rows.map(adminFromRow);
}

/**
 * Changes an administrator's account; `endSessions` moves the token version on, ending their sessions.
 * False when there is no administrator with that id.
 */
export async function updateAdminAccount(
  db: Kysely<Database>,
  id: number,
  changes: { activo?: boolean; passwordHash?: string },
  endSessions: boolean,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set((eb) => ({
      ...(changes.activo === undefined ? {} : { activo: changes.activo }),
      ...(changes.passwordHash === undefined ? {} : { password_hash: changes.passwordHash }),
      token_version: endSessions ? eb('token_version', '+', 1) : eb.ref('token_version'),
      updated_at: now,
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An administrator account to create; it starts active. */
export interface NewAdmin {
  dni: string;
  nombre: string | null;
  role: Admin['role'];
  passwordHash: string;
}

export async function insertAdmin(db: Kysely<Database>, admin: NewAdmin, now: string): Promise<Admin> {
  const row = await db
    .insertInto('admins')
    .values({
      dni: admin.dni,
      nombre: admin.nombre,
      role: admin.role,
      password_hash: admin.passwordHash,
      activo: true,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return adminFromRow(row);
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function adminFromRow(row: AdminRow): Admin {
  return { id: row.id, dni: row.dni, nombre: row.nombre, role: row.role, activo: row.activo };
}

/** An administrator row with its account. */
function adminAccountFromRow(row: AdminRow): AdminAccount {
  return { ...adminFromRow(row), passwordHash: row.password_hash, tokenVersion: row.token_version };
}

/** The API's administrator of an account: never the hash or the token version. */
export function toAdmin(account: Admin): Admin {
  return { id: account.id, dni: account.dni, nombre: account.nombre, role: account.role, activo: account.activo };
}
