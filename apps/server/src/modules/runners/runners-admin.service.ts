import { adminMessages } from '@carreras/domain/admins/admin-account.schemas';
import { messages } from '@carreras/domain/messages';
import type { RunnerData } from '@carreras/domain/runners/runner.schemas';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { findRunnerById, insertRunner, toRunner } from './runners.repository.ts';
import { runnerDataColumns } from './runners.service.ts';

type Db = Kysely<Database>;

export async function listRunners(db: Db, query: { page: number; limit: number; search?: string | undefined }) {
  let base = db.selectFrom('runners');
  if (query.search) {
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`lower(nombre) like ${pattern} escape '\\'`,
        sql<boolean>`lower(apellido) like ${pattern} escape '\\'`,
        sql<boolean>`lower(nombre || ' ' || apellido) like ${pattern} escape '\\'`,
        sql<boolean>`dni like ${pattern} escape '\\'`,
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'nombre', 'apellido', 'dni', 'sexo', 'fecha_nacimiento', 'email', 'provincia'])
      .orderBy('apellido')
      .orderBy('nombre')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      nombre: r.nombre,
      apellido: r.apellido,
      dni: r.dni,
      sexo: r.sexo,
      fechaNacimiento: r.fecha_nacimiento,
      email: r.email,
      provincia: r.provincia,
    })),
    total: Number(count.n),
    page: query.page,
    limit: query.limit,
  };
}

export async function getRunnerForAdmin(db: Db, id: number) {
  const runner = await findRunnerById(db, id);
  if (!runner) throw notFound(adminMessages.runnerNotFoundOrError);
  return { ...toRunner(runner), passwordChangeCount: runner.password_change_count };
}

export async function adminUpdateRunner(db: Db, adminId: number, id: number, data: RunnerData & { dni: string }) {
  try {
    const result = await db
      .updateTable('runners')
      .set({ ...runnerDataColumns(data), dni: data.dni, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(adminMessages.runnerNotFoundOrError);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.dniTaken, { dni: messages.dniTaken });
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
  const now = nowIso();
  try {
    const row = await insertRunner(db, {
      ...runnerDataColumns(data),
      dni: data.dni,
      password_hash: await hashPassword(data.password),
      requiere_cambio_password: data.requiereCambioPassword,
      created_at: now,
      updated_at: now,
    });
    await audit(db, { actorType: 'admin', actorId: adminId, action: 'create', entity: 'runner', entityId: row.id });
    return { ...toRunner(row), passwordChangeCount: row.password_change_count };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.dniTaken, { dni: messages.dniTaken });
    throw error;
  }
}

/**
 * D14: an admin sets a temporary password. The runner must change it at next login; this reset does
 * not count against the runner's two changes, and it ends the runner's open sessions.
 */
export async function adminResetRunnerPassword(db: Db, adminId: number, id: number, password: string) {
  const passwordHash = await hashPassword(password);
  const result = await db
    .updateTable('runners')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      requiere_cambio_password: true,
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(adminMessages.runnerNotFoundOrError);
  await audit(db, { actorType: 'admin', actorId: adminId, action: 'reset-password', entity: 'runner', entityId: id });
  return { message: adminMessages.passwordReset };
}
