import { adminMessages } from '@carreras/domain/admins/admin-account.schemas';
import type { Admin } from '@carreras/domain/auth/auth.schemas';
import { errorCodes } from '@carreras/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { AdminAccount } from '../../lib/principal-types.ts';
import * as adminsRepository from './admins.repository.ts';
import { findAdminById, insertAdmin, listAllAdmins, updateAdminAccount } from './admins.repository.ts';

/** An administrator with their account, by DNI: what login checks a password against. */
export function findAdminByDni(db: Db, dni: string): Promise<AdminAccount | undefined> {
  return adminsRepository.findAdminByDni(db, dni);
}

/** The administrator a session token names, or undefined when there is none or the token was revoked. */
export function findAdminSession(db: Db, id: number, signature: string): Promise<AdminAccount | undefined> {
  return adminsRepository.findAdminSession(db, id, signature);
}

/** Ends every session of an administrator (their tokens stop working). */
export function endAdminSessions(db: Db, id: number, now: string): Promise<void> {
  return adminsRepository.endAdminSessions(db, id, now);
}

/** An administrator as the API answers them, without the account's secrets. */
export function toAdmin(account: Admin): Admin {
  return adminsRepository.toAdmin(account);
}

type Db = Kysely<Database>;

export async function listAdmins(db: Db): Promise<Admin[]> {
  return listAllAdmins(db);
}

export async function createAdmin(
  db: Db,
  actorId: number,
  body: { dni: string; nombre: string; role: Admin['role']; password: string },
): Promise<Admin> {
  try {
    const admin = await insertAdmin(
      db,
      { dni: body.dni, nombre: body.nombre, role: body.role, passwordHash: await hashPassword(body.password) },
      nowIso(),
    );
    await audit(db, { actorType: 'admin', actorId, action: 'create', entity: 'admin', entityId: admin.id });
    return admin;
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(adminMessages.adminDniTaken, { dni: adminMessages.adminDniTaken }, errorCodes.dniTaken);
    throw error;
  }
}

async function changeAccount(
  db: Db,
  actorId: number,
  id: number,
  action: string,
  changes: { activo?: boolean; passwordHash?: string },
  endSessions: boolean,
): Promise<void> {
  if (!(await updateAdminAccount(db, id, changes, endSessions, nowIso()))) throw notFound(adminMessages.adminNotFound);
  await audit(db, { actorType: 'admin', actorId, action, entity: 'admin', entityId: id });
}

/** An administrator cannot deactivate themselves; deactivating ends the account's sessions at once. */
export async function setAdminActive(db: Db, actorId: number, id: number, activo: boolean): Promise<Admin> {
  if (actorId === id && !activo) throw badRequest(adminMessages.cannotDeactivateSelf);
  await changeAccount(db, actorId, id, activo ? 'activate' : 'deactivate', { activo }, !activo);
  const admin = await findAdminById(db, id);
  if (!admin) throw notFound(adminMessages.adminNotFound);
  return toAdmin(admin);
}

/** A new password ends the account's sessions. */
export async function resetAdminPassword(db: Db, actorId: number, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await changeAccount(db, actorId, id, 'reset-password', { passwordHash }, true);
}
