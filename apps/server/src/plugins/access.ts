import { sessionMessages } from '@carreras/domain/auth/sessions';
import { errorCodes } from '@carreras/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthenticated } from '../lib/app-error.ts';
import type { Principal } from '../lib/principal-types.ts';
import { sessionAccount } from '../modules/auth/sessions.service.ts';
import { tokenSignature, verifyToken } from '../modules/auth/token.ts';

/** Who may call a route. Every route declares it; the server refuses to start otherwise. */
export type Access = 'public' | 'runner' | 'admin' | 'super_admin' | 'runner_or_admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a runner whose temporary password (D14) is still in force: set by lib/contract-route.ts from the endpoint's `duringTemporaryPassword`. */
    allowWithTemporaryPassword?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** Its route's access, once read (see routeAccess); undefined until then, null for a path with none. */
    routeAccessMemo: Access | null | undefined;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it, as registered (tests read it to cover every route). */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Who may call the request's route, undefined for a path that is not an API route. Read once per request:
 * Fastify builds a new `request.routeOptions` object on every read, and several hooks ask.
 */
export function routeAccess(request: FastifyRequest): Access | undefined {
  let access = request.routeAccessMemo;
  if (access === undefined) {
    access = request.routeOptions.config.access ?? null;
    request.routeAccessMemo = access;
  }
  return access ?? undefined;
}

/** Who a token names now: null once it expired, was revoked, or its account was disabled or changed. */
export async function loadPrincipal(app: FastifyInstance, token: string): Promise<Principal | null> {
  const payload = verifyToken(token, app.config.sessionSecret);
  if (!payload) return null;
  const signature = tokenSignature(token);
  if (payload.typ === 'runner') {
    const runner = await sessionAccount(app.db.db, 'runner', payload.sub, signature);
    return runner && runner.tokenVersion === payload.ver ? { type: 'runner', runner } : null;
  }
  const admin = await sessionAccount(app.db.db, 'admin', payload.sub, signature);
  return admin?.activo && admin.tokenVersion === payload.ver ? { type: 'admin', admin } : null;
}

function allows(access: Access, principal: Principal): boolean {
  switch (access) {
    case 'public':
    case 'runner_or_admin':
      return true;
    case 'runner':
      return principal.type === 'runner';
    case 'admin':
      return principal.type === 'admin';
    case 'super_admin':
      return principal.type === 'admin' && principal.admin.role === 'super_admin';
  }
}

export const accessPlugin = fp(async (app) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('routeAccessMemo', undefined);

  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  // A callback hook, not an async one: most requests (public reads without a session) decide here at once,
  // without a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = routeAccess(request);
    if (!access) return done();
    const token = bearerToken(request);
    if (!token) return done(access === 'public' ? undefined : unauthenticated());
    loadPrincipal(app, token).then((principal) => {
      request.principal = principal;
      done(refusal(access, principal, request));
    }, done);
  });
});

/** Why a request may not go on (its route's access and who is asking), or undefined when it may. */
function refusal(access: Access, principal: Principal | null, request: FastifyRequest): AppError | undefined {
  if (access === 'public') return undefined;
  if (!principal) return unauthenticated();
  if (!allows(access, principal)) return forbidden();
  if (
    principal.type === 'runner' &&
    principal.runner.requiereCambioPassword &&
    !request.routeOptions.config.allowWithTemporaryPassword
  ) {
    return new AppError(403, errorCodes.passwordChangeRequired, sessionMessages.passwordChangeRequired);
  }
  return undefined;
}
