import { apiErrorSchema } from '@carreras/domain/errors';
import { runnerSchema, updateProfileSchema } from '@carreras/domain/runners/runner.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateRunner } from './runners.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const runnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/runners/:id', {
    config: { access: 'runner_or_admin' },
    schema: { params: idParams, body: updateProfileSchema, response: { 200: runnerSchema, ...errors } },
    handler: async (request) => updateRunner(app.db.db, request.principal!, request.params.id, request.body),
  });
};
