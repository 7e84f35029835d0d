import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { landingData, landingDataBlock } from './landing-data.ts';
import { readResultsPage, resultsApiUrl } from './results-page.ts';
import { type RoutePreloads, routePreloadLinks } from './route-preloads.ts';

function sendAppShell(reply: FastifyReply, preloadLink?: string) {
  if (preloadLink) reply.header('link', preloadLink);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

/** A page built from the template, with its compressed variants made when a client first asks for them. */
type BuiltPage = { at: number; html: string; br?: Buffer; gzip?: Buffer };

function sendBuiltPage(request: FastifyRequest, reply: FastifyReply, page: BuiltPage) {
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
  let kept: BuiltPage | null = null;
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
  const build = async (): Promise<BuiltPage> => {
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
  return async (request: FastifyRequest, reply: FastifyReply) => sendBuiltPage(request, reply, await build());
}

/** How long one built results page serves every visitor of the same event and filter. */
const RESULTS_PAGE_TTL_MS = 2000;
/** Results pages kept at once (event and filter); the oldest goes first. Each holds at most ~64 KB of data. */
const RESULTS_PAGES_KEPT = 32;

/**
 * An edition's public results (`/results/{id}`, `/resultados/{id}`), as a runner's phone opens them from a
 * shared link: sent with the answer the page would ask for once its JavaScript has run, and with its heading
 * already painted, so the phone shows the page's heading at once and the results with React's first render
 * (results-page.ts). The event stream the page opens then sends a fresh snapshot, so a page kept for
 * RESULTS_PAGE_TTL_MS is never shown stale for long. An answer too large to embed is sent as a hint with the
 * heading and a preload of the answer instead, kept as long; an id the API does not answer 200 for (unknown,
 * no timing yet) is never kept, and gets the plain app shell, as does any failure.
 */
function resultsPage(app: FastifyInstance, template: string, preloadLinks: RoutePreloads) {
  // The pending read itself is kept, so visitors arriving together share one.
  const kept = new Map<string, { at: number; page: Promise<BuiltPage | null> }>();
  const build = (request: FastifyRequest, eventId: number): Promise<BuiltPage | null> => {
    const { url, data } = resultsApiUrl(eventId, request.query as Record<string, unknown>);
    const at = Date.now();
    const hit = kept.get(url);
    if (hit && at - hit.at < RESULTS_PAGE_TTL_MS) return hit.page;
    const entry = {
      at,
      page: readResultsPage(app, request, url, data).then((read) => {
        if (!read) {
          if (kept.get(url) === entry) kept.delete(url);
          return null;
        }
        return {
          at,
          html: template
            // The first paint no longer waits for the entry: it yields the connection to the stylesheet.
            .replace('<script type="module" ', '<script type="module" fetchpriority="low" ')
            .replace('</head>', `${read.head}</head>`)
            .replace('<div id="root"></div>', `<div id="root">${read.firstPaint}</div>`),
        };
      }),
    };
    kept.delete(url);
    kept.set(url, entry);
    if (kept.size > RESULTS_PAGES_KEPT) kept.delete(kept.keys().next().value as string);
    return entry.page;
  };
  return async (request: FastifyRequest<{ Params: { eventId: string } }>, reply: FastifyReply) => {
    const { eventId } = request.params;
    if (!/^\d{1,9}$/.test(eventId)) return reply.callNotFound();
    const page = await build(request, Number(eventId));
    const link = preloadLinks.get(request.url.split('?', 1)[0] ?? request.url);
    if (link) reply.header('link', link);
    if (!page) return sendAppShell(reply);
    return sendBuiltPage(request, reply, page);
  };
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an API
 * path or a file gets index.html, so client routes (and the React 404 page) work on reload; a missing file
 * is a 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  const preloadLinks: RoutePreloads = hasWebApp ? routePreloadLinks(webDist) : new Map<string, string>();
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
    const results = resultsPage(app, template, preloadLinks);
    app.get('/results/:eventId', results);
    app.get('/resultados/:eventId', results);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      return reply.status(404).send({ error: errorCodes.notFound, message: messages.routeNotFound });
    }
    const pathname = url.split('?', 1)[0] ?? url;
    // A file that is not there (a chunk of an earlier build, asked by a page opened before a deploy) is a 404:
    // the app shell in its place would run as a broken script and leave the page blank.
    const isFile = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
    if (hasWebApp && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendAppShell(reply, preloadLinks.get(pathname));
    }
    return reply.status(404).send({ error: errorCodes.notFound, message: messages.routeNotFound });
  });
}
