import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeAccess } from './access.ts';

/**
 * Whether an answer may be kept by a browser or a proxy: only public reads made without a session.
 * Everything a token unlocks (profile, inscriptions, admin lists, exports, timing), every write (a login
 * answer carries a token) and a public read made with a session (admins also see inactive events and
 * races) is `no-store`, whatever the route set itself, so a shared computer's cache or a proxy never keeps it.
 */
export function isCacheable(request: FastifyRequest): boolean {
  return (
    routeAccess(request) === 'public' &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.principal === null
  );
}

function markPrivate(request: FastifyRequest, reply: FastifyReply): void {
  // Paths that are not API routes (the web app's files, the landing) keep the headers they set.
  if (!routeAccess(request) || isCacheable(request)) return;
  reply.header('cache-control', 'no-store');
}

/** Keyed on each route's declared access (see plugins/access.ts); error answers of private routes included. */
export const cacheHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    markPrivate(request, reply);
    done(null, payload);
  });
});
