import { adminMessages } from '@carreras/domain/admins/admin-account.schemas';
import { adminsContract as api } from '@carreras/domain/admins/admins.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { createAdmin, listAdmins, resetAdminPassword, setAdminActive } from './admins.service.ts';

/** D14: only a super_admin manages administrator accounts. */
export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.listAdmins, async () => listAdmins(db));

  route(app, api.createAdmin, async (request, reply) =>
    reply.status(201).send(await createAdmin(db, requireAdmin(request).id, request.body)),
  );

  route(app, api.setAdminActive, async (request) =>
    setAdminActive(db, requireAdmin(request).id, request.params.id, request.body.activo),
  );

  route(app, api.resetAdminPassword, async (request) => {
    await resetAdminPassword(db, requireAdmin(request).id, request.params.id, request.body.password);
    return { message: adminMessages.passwordReset };
  });
};
