import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { landingData, landingDataBlock } from './landing-data.ts';
import { routePreloadLinks } from './route-preloads.ts';

function sendAppShell(reply: FastifyReply, preloadLink?: string) {
  if (preloadLink) reply.header('link', preloadLink);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

/** How long one built landing page serves every visitor when nothing in this process changed the season. */
const LANDING_TTL_MS = 2000;
/** Writes that can change what the landing shows (events, races, modalities, categories). */
const SEASON_WRITE = /^\/api\/(events|races|modalities|categories)(\/|\?|$)/;

/**
 * The landing page arrives with the answers it would otherwise ask for after the JavaScript has run (the
 * current event and its categories), so a phone on a slow connection sees the whole page in its first paint
 * and nothing moves when the data comes in. Built from the API and kept with its compressed variants (the
 * build's precompressed index.html cannot hold the data) until a season write in this process or
 * LANDING_TTL_MS (other processes, the date turning), so an opening-day crowd costs one build every two
 * seconds. A page whose data could not be read is sent without it and never kept.
 */
function landingPage(app: FastifyInstance, template: string) {
  type Built = { at: number; html: string; br?: Buffer; gzip?: Buffer };
  let kept: Built | null = null;
  let generation = 0;
  // Before the write's answer leaves, so whoever made it sees it on the landing at once.
  // A callback hook, not an async one: it runs on every answer, and almost always does nothing.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && SEASON_WRITE.test(request.url)) {
      generation += 1;
      kept = null;
    }
    done(null, payload);
  });
  const build = async (): Promise<Built> => {
    if (kept && Date.now() - kept.at < LANDING_TTL_MS) return kept;
    const started = generation;
    const at = Date.now();
    const data = await landingData(app);
    if (!data) return { at, html: template };
    const built = { at, html: template.replace('</head>', `${landingDataBlock(data)}</head>`) };
    // A season write answered while this was being built may not be in it: serve it once, keep nothing.
    if (started === generation) kept = built;
    return built;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await build();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepted)) {
      page.br ??= brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(page.br);
    }
    if (/\bgzip\b/.test(accepted)) {
      page.gzip ??= gzipSync(page.html);
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };
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
    // The static wildcard refuses the bare directory (403), so the root is a route of its own.
    const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    app.get('/', landingPage(app, template));
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
