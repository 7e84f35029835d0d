import { authContract as api } from '@carreras/domain/auth/auth.contract';
import { sessionMessages } from '@carreras/domain/auth/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { route } from '../../lib/contract-route.ts';
import { bearerToken } from '../../plugins/access.ts';
import { requireAdmin, requireRunner } from '../../plugins/principal.ts';
import { toAdmin } from '../admins/admins.repository.ts';
import { toRunner } from '../runners/runners.repository.ts';
import { changePassword, LoginDelayedError, login, registerRunner } from './auth.service.ts';
import { clearLoginFailures, forgetOldLoginFailures } from './login-throttle.ts';
import { loginRateLimit, passwordChangeRateLimit, registrationRateLimit } from './rate-limits.ts';
import { endAllSessions, forgetExpiredRevocations, revokeToken } from './sessions.ts';
import { tokenSignature, verifyToken } from './token.ts';

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

  route(app, api.register, async (request, reply) => reply.status(201).send(await registerRunner(deps, request.body)), {
    config: { rateLimit: registrationRateLimit(app.config.registrationLimitPerMinute) },
  });

  route(
    app,
    api.login,
    async (request, reply) => {
      try {
        return await login(deps, request.body, request.ip);
      } catch (error) {
        if (error instanceof LoginDelayedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
    { config: { rateLimit: loginRateLimit } },
  );

  // Sign-out, the profile read and the forced password change stay open while a temporary password is in force.
  const duringTemporaryPassword = { config: { allowWithTemporaryPassword: true } };

  route(
    app,
    api.logout,
    async (request) => {
      const token = bearerToken(request);
      const payload = token ? verifyToken(token, app.config.sessionSecret) : null;
      if (!token || !payload) throw unauthenticated();
      await revokeToken(app.db.db, tokenSignature(token), payload);
      return { message: sessionMessages.loggedOut };
    },
    duringTemporaryPassword,
  );

  route(
    app,
    api.logoutAll,
    async (request) => {
      if (!request.principal) throw unauthenticated();
      await endAllSessions(app.db.db, request.principal);
      return { message: sessionMessages.allSessionsClosed };
    },
    duringTemporaryPassword,
  );

  route(app, api.clearLoginFailures, async (request) => {
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
  });

  route(app, api.runnerProfile, async (request) => toRunner(requireRunner(request)), duringTemporaryPassword);

  route(app, api.adminProfile, async (request) => toAdmin(requireAdmin(request)));

  route(app, api.changePassword, async (request) => changePassword(deps, requireRunner(request), request.body), {
    config: { allowWithTemporaryPassword: true, rateLimit: passwordChangeRateLimit },
  });

  route(
    app,
    api.passwordChangeCount,
    async (request) => ({ count: requireRunner(request).password_change_count }),
    duringTemporaryPassword,
  );
};
