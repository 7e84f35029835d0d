import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routePreloadLinks } from './route-preloads.ts';

function sendAppShell(reply: FastifyReply, preloadLink?: string) {
  if (preloadLink) reply.header('link', preloadLink);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an API
 * path or a file gets index.html, so client routes (and the React 404 page) work on reload.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  const preloadLinks = hasWebApp ? routePreloadLinks(webDist) : new Map<string, string>();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      // The build writes .br/.gz beside each text file; the variant follows the request's accept-encoding.
      preCompressed: true,
      // The build manifest is for the server's preload hints, not for visitors.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The static wildcard refuses the bare directory (403), so the root gets the app shell explicitly.
    app.get('/', (_request, reply) => sendAppShell(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      return reply.status(404).send({ error: errorCodes.notFound, message: messages.routeNotFound });
    }
    if (hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendAppShell(reply, preloadLinks.get(url.split('?', 1)[0] ?? url));
    }
    return reply.status(404).send({ error: errorCodes.notFound, message: messages.routeNotFound });
  });
}
