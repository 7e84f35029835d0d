import { runnersContract as api } from '@carreras/domain/runners/runners.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { updateRunner } from './runners.service.ts';
import {
  adminCreateRunner,
  adminResetRunnerPassword,
  adminUpdateRunner,
  getRunnerForAdmin,
  listRunners,
} from './runners-admin.service.ts';

export const runnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.updateRunner, async (request) =>
    updateRunner(db, request.principal!, request.params.id, request.body),
  );

  route(app, api.listRunners, async (request) => listRunners(db, request.query));

  route(app, api.getRunner, async (request) => getRunnerForAdmin(db, request.params.id));

  route(app, api.adminUpdateRunner, async (request) =>
    adminUpdateRunner(db, requireAdmin(request).id, request.params.id, request.body),
  );

  route(app, api.createRunner, async (request, reply) =>
    reply.status(201).send(await adminCreateRunner(db, requireAdmin(request).id, request.body)),
  );

  route(app, api.passwordChangeCount, async (request) => ({
    count: (await getRunnerForAdmin(db, request.params.id)).passwordChangeCount,
  }));

  route(app, api.resetPassword, async (request) =>
    adminResetRunnerPassword(db, requireAdmin(request).id, request.params.id, request.body.password),
  );
};
