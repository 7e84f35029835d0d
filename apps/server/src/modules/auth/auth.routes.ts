import {
  adminSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  passwordChangeCountSchema,
  registerResponseSchema,
} from '@carreras/domain/auth/auth.schemas';
import { apiErrorSchema } from '@carreras/domain/errors';
import { registerRunnerSchema, runnerSchema } from '@carreras/domain/runners/runner.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireRunner } from '../../plugins/principal.ts';
import { toAdmin } from '../admins/admins.repository.ts';
import { toRunner } from '../runners/runners.repository.ts';
import { changePassword, login, registerRunner } from './auth.service.ts';
import { loginRateLimit, passwordChangeRateLimit, registrationRateLimit } from './rate-limits.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db.db, config: app.config };

  app.post('/auth/register', {
    config: { access: 'public', rateLimit: registrationRateLimit(app.config.registrationLimitPerMinute) },
    schema: { body: registerRunnerSchema, response: { 201: registerResponseSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await registerRunner(deps, request.body)),
  });

  app.post('/auth/login', {
    config: { access: 'public', rateLimit: loginRateLimit },
    schema: { body: loginSchema, response: { 200: loginResponseSchema, ...errors } },
    handler: async (request) => login(deps, request.body),
  });

  app.get('/auth/profile', {
    config: { access: 'runner' },
    schema: { response: { 200: runnerSchema, ...errors } },
    handler: async (request) => toRunner(requireRunner(request)),
  });

  app.get('/admin/auth/profile', {
    config: { access: 'admin' },
    schema: { response: { 200: adminSchema, ...errors } },
    handler: async (request) => toAdmin(requireAdmin(request)),
  });

  app.post('/auth/change-password', {
    config: { access: 'runner', rateLimit: passwordChangeRateLimit },
    schema: { body: changePasswordSchema, response: { 200: changePasswordResponseSchema, ...errors } },
    handler: async (request) => changePassword(deps, requireRunner(request), request.body),
  });

  app.get('/profile/password-change-count', {
    config: { access: 'runner' },
    schema: { response: { 200: passwordChangeCountSchema, ...errors } },
    handler: async (request) => ({ count: requireRunner(request).password_change_count }),
  });
};
