import { passwordResetMessages as m } from '@carreras/domain/auth/password-reset';
import { passwordResetContract as api } from '@carreras/domain/auth/password-reset.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import {
  confirmPasswordReset,
  emailEnabled,
  forgetExpiredResetLinks,
  requestPasswordReset,
} from './password-reset.service.ts';
import {
  passwordResetAddressLimit,
  passwordResetConfirmLimit,
  passwordResetDniLimit,
} from './password-reset-limits.ts';

/** '¿Olvidaste tu contraseña?' by email (docs/decisions/017-mail-outbox.md). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db.db, config: app.config, outbox: app.outbox };

  const forget = setInterval(() => {
    forgetExpiredResetLinks(app.db.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'password-reset link cleanup failed'),
    );
  }, 60_000);
  forget.unref();
  app.addHook('onClose', async () => clearInterval(forget));

  route(app, api.availability, async () => ({ email: emailEnabled(app.config) }));

  const requestsOfDni = app.createRateLimit(passwordResetDniLimit);
  route(
    app,
    api.request,
    async (request) => {
      const counted = await requestsOfDni(request);
      if (!counted.isAllowed && counted.isExceeded) throw tooManyRequests(m.tooManyForDni);
      return requestPasswordReset(deps, request.body.dni);
    },
    { config: { rateLimit: passwordResetAddressLimit } },
  );

  route(app, api.confirm, async (request) => confirmPasswordReset(deps, request.body), {
    config: { rateLimit: passwordResetConfirmLimit },
  });
};
