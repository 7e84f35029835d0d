import {
  adminSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  passwordChangeCountSchema,
  registerResponseSchema,
} from '@carreras/domain/auth/auth.schemas';
import {
  clearLoginFailuresResponseSchema,
  loginFailuresParamsSchema,
  messageResponseSchema,
  sessionMessages,
} from '@carreras/domain/auth/sessions';
import { apiErrorSchema } from '@carreras/domain/errors';
import { registerRunnerSchema, runnerSchema } from '@carreras/domain/runners/runner.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { bearerToken } from '../../plugins/access.ts';
import { requireAdmin, requireRunner } from '../../plugins/principal.ts';
import { toAdmin } from '../admins/admins.repository.ts';
import { toRunner } from '../runners/runners.repository.ts';
import { changePassword, LoginDelayedError, login, registerRunner } from './auth.service.ts';
import { clearLoginFailures, forgetOldLoginFailures } from './login-throttle.ts';
import { loginRateLimit, passwordChangeRateLimit, registrationRateLimit } from './rate-limits.ts';
import { endAllSessions, forgetExpiredRevocations, revokeToken } from './sessions.ts';
import { tokenSignature, verifyToken } from './token.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db.db, config: app.config };

  // Failures and revoked tokens that no longer matter are forgotten every minute.
  const forget = setInterval(() => {
    Promise.all([forgetOldLoginFailures(app.db.db), forgetExpiredRevocations(app.db.db)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'login-failure cleanup failed'),
    );
  }, 60_000);
  forget.unref();
  app.addHook('onClose', async () => clearInterval(forget));

  app.post('/auth/register', {
    config: { access: 'public', rateLimit: registrationRateLimit(app.config.registrationLimitPerMinute) },
    schema: { body: registerRunnerSchema, response: { 201: registerResponseSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await registerRunner(deps, request.body)),
  });

  app.post('/auth/login', {
    config: { access: 'public', rateLimit: loginRateLimit },
    schema: { body: loginSchema, response: { 200: loginResponseSchema, ...errors } },
    handler: async (request, reply) => {
      try {
        return await login(deps, request.body, request.ip);
      } catch (error) {
        if (error instanceof LoginDelayedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  // Sign-out and the forced password change: these stay open while a temporary password is in force.
  app.post('/auth/logout', {
    config: { access: 'runner_or_admin', allowWithTemporaryPassword: true },
    schema: { response: { 200: messageResponseSchema, ...errors } },
    handler: async (request) => {
      const token = bearerToken(request);
      const payload = token ? verifyToken(token, app.config.sessionSecret) : null;
      if (!token || !payload) throw unauthenticated();
      await revokeToken(app.db.db, tokenSignature(token), payload);
      return { message: sessionMessages.loggedOut };
    },
  });

  app.post('/auth/logout-all', {
    config: { access: 'runner_or_admin', allowWithTemporaryPassword: true },
    schema: { response: { 200: messageResponseSchema, ...errors } },
    handler: async (request) => {
      if (!request.principal) throw unauthenticated();
      await endAllSessions(app.db.db, request.principal);
      return { message: sessionMessages.allSessionsClosed };
    },
  });

  app.delete('/admin/login-failures/:dni', {
    config: { access: 'super_admin' },
    schema: {
      params: loginFailuresParamsSchema,
      response: { 200: clearLoginFailuresResponseSchema, ...errors },
    },
    handler: async (request) => {
      const actor = requireAdmin(request);
      const cleared = await clearLoginFailures(app.db.db, request.params.dni);
      await audit(app.db.db, {
        actorType: 'admin',
        actorId: actor.id,
        action: 'clear-login-failures',
        entity: 'login',
        entityId: null,
        detail: { dni: request.params.dni, cleared },
      });
      return { message: sessionMessages.loginFailuresCleared, cleared };
    },
  });

  app.get('/auth/profile', {
    config: { access: 'runner', allowWithTemporaryPassword: true },
    schema: { response: { 200: runnerSchema, ...errors } },
    handler: async (request) => toRunner(requireRunner(request)),
  });

  app.get('/admin/auth/profile', {
    config: { access: 'admin' },
    schema: { response: { 200: adminSchema, ...errors } },
    handler: async (request) => toAdmin(requireAdmin(request)),
  });

  app.post('/auth/change-password', {
    config: { access: 'runner', allowWithTemporaryPassword: true, rateLimit: passwordChangeRateLimit },
    schema: { body: changePasswordSchema, response: { 200: changePasswordResponseSchema, ...errors } },
    handler: async (request) => changePassword(deps, requireRunner(request), request.body),
  });

  app.get('/profile/password-change-count', {
    config: { access: 'runner', allowWithTemporaryPassword: true },
    schema: { response: { 200: passwordChangeCountSchema, ...errors } },
    handler: async (request) => ({ count: requireRunner(request).password_change_count }),
  });
};
