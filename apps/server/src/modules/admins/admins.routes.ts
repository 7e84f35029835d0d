import { adminMessages } from '@carreras/domain/admins/admin-account.schemas';
import { adminsContract as api } from '@carreras/domain/admins/admins.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { route } from '../../lib/contract-route.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { findAdminById, insertAdmin, toAdmin } from './admins.repository.ts';

/** D14: only a super_admin manages administrator accounts. */
export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.listAdmins, async () =>
    (await db.selectFrom('admins').selectAll().orderBy('id').execute()).map(toAdmin),
  );

  route(app, api.createAdmin, async (request, reply) => {
    const actor = requireAdmin(request);
    const now = nowIso();
    try {
      const row = await insertAdmin(db, {
        dni: request.body.dni,
        nombre: request.body.nombre,
        role: request.body.role,
        password_hash: await hashPassword(request.body.password),
        activo: true,
        created_at: now,
        updated_at: now,
      });
      await audit(db, { actorType: 'admin', actorId: actor.id, action: 'create', entity: 'admin', entityId: row.id });
      return reply.status(201).send(toAdmin(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(adminMessages.adminDniTaken, { dni: adminMessages.adminDniTaken });
      throw error;
    }
  });

  route(app, api.setAdminActive, async (request) => {
    const actor = requireAdmin(request);
    if (actor.id === request.params.id && !request.body.activo) throw badRequest(adminMessages.cannotDeactivateSelf);
    const result = await db
      .updateTable('admins')
      .set((eb) => ({
        activo: request.body.activo,
        // Deactivating ends the account's sessions at once.
        token_version: request.body.activo ? eb.ref('token_version') : eb('token_version', '+', 1),
        updated_at: nowIso(),
      }))
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(adminMessages.adminNotFound);
    await audit(db, {
      actorType: 'admin',
      actorId: actor.id,
      action: request.body.activo ? 'activate' : 'deactivate',
      entity: 'admin',
      entityId: request.params.id,
    });
    const row = await findAdminById(db, request.params.id);
    if (!row) throw notFound(adminMessages.adminNotFound);
    return toAdmin(row);
  });

  route(app, api.resetAdminPassword, async (request) => {
    const actor = requireAdmin(request);
    const passwordHash = await hashPassword(request.body.password);
    const result = await db
      .updateTable('admins')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        updated_at: nowIso(),
      }))
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(adminMessages.adminNotFound);
    await audit(db, {
      actorType: 'admin',
      actorId: actor.id,
      action: 'reset-password',
      entity: 'admin',
      entityId: request.params.id,
    });
    return { message: adminMessages.passwordReset };
  });
};
