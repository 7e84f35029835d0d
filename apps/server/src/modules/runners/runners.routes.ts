import { dashboardContract as dashboardApi } from '@carreras/domain/dashboard/dashboard.contract';
import { apiErrorSchema } from '@carreras/domain/errors';
import {
  adminCreateRunnerSchema,
  adminRunnerSchema,
  adminUpdateRunnerSchema,
  resetPasswordSchema,
  runnerListQuerySchema,
  runnerListSchema,
} from '@carreras/domain/runners/admin-runner.schemas';
import { runnerSchema, updateProfileSchema } from '@carreras/domain/runners/runner.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const runnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/runners/:id', {
    config: { access: 'runner_or_admin' },
    schema: { params: idParams, body: updateProfileSchema, response: { 200: runnerSchema, ...errors } },
    handler: async (request) => updateRunner(app.db.db, request.principal!, request.params.id, request.body),
  });

  app.get('/runners', {
    config: { access: 'admin' },
    schema: { querystring: runnerListQuerySchema, response: { 200: runnerListSchema, ...errors } },
    handler: async (request) => listRunners(app.db.db, request.query),
  });

  app.get('/admin/runners/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, response: { 200: adminRunnerSchema, ...errors } },
    handler: async (request) => getRunnerForAdmin(app.db.db, request.params.id),
  });

  app.put('/admin/runners/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, body: adminUpdateRunnerSchema, response: { 200: adminRunnerSchema, ...errors } },
    handler: async (request) => adminUpdateRunner(app.db.db, requireAdmin(request).id, request.params.id, request.body),
  });

  app.post('/admin/create-runner', {
    config: { access: 'admin' },
    schema: { body: adminCreateRunnerSchema, response: { 201: adminRunnerSchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await adminCreateRunner(app.db.db, requireAdmin(request).id, request.body)),
  });

  app.get('/admin/runners/:id/password-change-count', {
    config: { access: 'admin' },
    schema: { params: idParams, response: { 200: z.object({ count: z.number() }), ...errors } },
    handler: async (request) => ({
      count: (await getRunnerForAdmin(app.db.db, request.params.id)).passwordChangeCount,
    }),
  });

  app.post('/admin/runners/:id/reset-password', {
    config: { access: 'admin' },
    schema: {
      params: idParams,
      body: resetPasswordSchema,
      response: { 200: z.object({ message: z.string() }), ...errors },
    },
    handler: async (request) =>
      adminResetRunnerPassword(app.db.db, requireAdmin(request).id, request.params.id, request.body.password),
  });

  route(app, dashboardApi.stats, async () => {
    const row = await app.db.db
      .selectFrom('runners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { totalRunners: Number(row.n) };
  });
};
