import { authContract as api } from '@carreras/domain/auth/auth.contract';
import { sessionMessages } from '@carreras/domain/auth/sessions';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { route } from '../../lib/contract-route.ts';
import { bearerToken } from '../../plugins/access.ts';
import { requireAdmin, requireRunner } from '../../plugins/principal.ts';
import {
  adminProfile,
  changePassword,
  LoginDelayedError,
  login,
  registerRunner,
  runnerProfile,
} from './auth.service.ts';
import {
  DEVICE_COOKIE_MAX_AGE_S,
  type DeviceLogin,
  deviceCookieName,
  deviceCookieSigner,
  issueDeviceCookie,
} from './device-cookie.ts';
import { clearLoginFailures, forgetOldLoginFailures } from './login-throttle.service.ts';
import { loginRateLimit, passwordChangeRateLimit, registrationRateLimit } from './rate-limits.ts';
import { endAllSessions, forgetExpiredRevocations, revokeToken } from './sessions.service.ts';
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

  // Only the login route reads a cookie (the device cookie, device-cookie.ts): no hook parses them elsewhere,
  // and no cookie authenticates anything.
  await app.register(cookie, { hook: false });
  const loginPath = `${app.prefix}${api.login.path}`;
  /** The device cookie goes back to the login route only, never to JavaScript, never to another site. */
  function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, device: DeviceLogin, value: string): void {
    reply.header(
      'set-cookie',
      app.serializeCookie(deviceCookieName(device.type), value, {
        path: loginPath,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      }),
    );
  }

  route(
    app,
    api.register,
    async (request, reply) => {
      const registered = await registerRunner(deps, request.body);
      // Registering signs the runner in: this browser is theirs from the start.
      const device = { type: 'runner' as const, dni: registered.user.dni };
      setDeviceCookie(request, reply, device, issueDeviceCookie(deviceCookieSigner(app.config.sessionSecret), device));
      return reply.status(201).send(registered);
    },
    { config: { rateLimit: registrationRateLimit(app.config.registrationLimitPerMinute) } },
  );

  route(
    app,
    api.login,
    async (request, reply) => {
      const { type, dni } = request.body;
      const cookies = app.parseCookie(request.headers.cookie ?? '');
      try {
        const outcome = await login(deps, request.body, {
          address: request.ip,
          deviceCookie: cookies[deviceCookieName(type)],
        });
        setDeviceCookie(request, reply, { type, dni }, outcome.deviceCookie);
        return outcome.body;
      } catch (error) {
        if (error instanceof LoginDelayedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
    { config: { rateLimit: loginRateLimit } },
  );

  route(app, api.logout, async (request) => {
    const token = bearerToken(request);
    const payload = token ? verifyToken(token, app.config.sessionSecret) : null;
    if (!token || !payload) throw unauthenticated();
    await revokeToken(app.db.db, tokenSignature(token), payload);
    return { message: sessionMessages.loggedOut };
  });

  route(app, api.logoutAll, async (request) => {
    if (!request.principal) throw unauthenticated();
    await endAllSessions(app.db.db, request.principal);
    return { message: sessionMessages.allSessionsClosed };
  });

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

  route(app, api.runnerProfile, async (request) => runnerProfile(requireRunner(request)));

  route(app, api.adminProfile, async (request) => adminProfile(requireAdmin(request)));

  route(app, api.changePassword, async (request) => changePassword(deps, requireRunner(request), request.body), {
    config: { rateLimit: passwordChangeRateLimit },
  });

  route(app, api.passwordChangeCount, async (request) => ({ count: requireRunner(request).passwordChangeCount }));
};
