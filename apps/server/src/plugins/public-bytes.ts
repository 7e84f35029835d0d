import { createHash } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { seasonUpdates } from '../lib/live-updates.ts';
import { COMPRESS_THRESHOLD, compressVariant, matchesEtag, preferredEncoding } from '../lib/ready-variants.ts';
import { isCacheable } from './cache-headers.ts';

/** The public reads answered from memory, as their routes are registered. */
export const PUBLIC_BYTES_ROUTES: ReadonlySet<string> = new Set([
  '/api/events',
  '/api/events/:id/categories',
  '/api/inscriptions/categories-and-distances',
]);

/** Writes that can change what those reads answer (events, their categories, races, modalities, categories). */
export const SEASON_WRITE = /^\/api\/(events|races|modalities|categories)(\/|\?|$)/;

/** As the landing's (plugins/web-app.ts): at most one build per route every two seconds under any crowd. */
export const PUBLIC_BYTES_MAX_AGE_MS = 2000;

export interface PublicBytesOptions {
  /** Answers kept at most (least recently used dropped first). */
  maxEntries?: number;
  /** Bytes kept at most, the compressed variants included. */
  maxBytes?: number;
  /**
   * A kept answer is built again after this long: the date turning (openness, the current event), a change
   * written outside the API, or a notification lost while the LISTEN connection was down.
   */
  maxAgeMs?: number;
}

interface Entry {
  json: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  at: number;
  size: number;
}

interface Miss {
  key: string;
  generation: number;
}

/**
 * The season's public reads (the events list, an event's categories) kept as ready bytes with their br and
 * gzip variants and an ETag, so a crowd opening the site costs one query and one compression per change:
 * a hit skips the handler, the serializer and the compression, and a client holding the ETag gets a 304.
 * Only public reads made without a session and answered 200 are kept (an unknown id is a 404, never kept),
 * by route and validated params and query. Dropped at once on a season write in this process (before its
 * answer leaves, as the landing is), in the other processes through the season's NOTIFY, and after maxAgeMs
 * whatever happens (two seconds: a crowd still costs one build per route every two seconds at most).
 */
export const publicBytesPlugin = fp<PublicBytesOptions>(async (app, options) => {
  const maxEntries = options.maxEntries ?? 256;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? PUBLIC_BYTES_MAX_AGE_MS;
  const entries = new Map<string, Entry>();
  const misses = new WeakMap<FastifyRequest, Miss>();
  let bytes = 0;
  let generation = 0;

  const drop = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };
  const season = seasonUpdates(app);
  const unsubscribe = season.subscribe(drop);
  app.addHook('onClose', async () => unsubscribe());

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  const evict = () => {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      forget(key);
    }
  };

  /** Compressed once per change, off the event loop: the best ratios are worth it. Until then, compressed per answer. */
  async function compress(key: string, entry: Entry) {
    try {
      const [br, gz] = await Promise.all([
        compressVariant('br', entry.json, zlibConstants.BROTLI_MAX_QUALITY),
        compressVariant('gzip', entry.json, zlibConstants.Z_BEST_COMPRESSION),
      ]);
      // Dropped or replaced meanwhile: these bytes belong to nobody.
      if (entries.get(key) !== entry) return;
      entry.br = br;
      entry.gzip = gz;
      entry.size += br.length + gz.length;
      bytes += br.length + gz.length;
      evict();
    } catch (error) {
      app.log.warn({ err: error }, 'public read not compressed');
    }
  }

  function keep(miss: Miss, payload: string, etag: string) {
    // A season write answered meanwhile may not be in these bytes; another answer may have been kept already.
    if (miss.generation !== generation || entries.has(miss.key)) return;
    const json = Buffer.from(payload);
    if (json.length > maxBytes) return;
    const entry: Entry = { json, br: null, gzip: null, etag, at: Date.now(), size: json.length };
    entries.set(miss.key, entry);
    bytes += entry.size;
    evict();
    if (json.length >= COMPRESS_THRESHOLD) void compress(miss.key, entry);
  }

  function sendKept(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    reply.header('etag', entry.etag);
    if (entry.json.length >= COMPRESS_THRESHOLD) reply.header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = entry.br ? preferredEncoding(request.headers['accept-encoding']) : null;
    if (encoding === 'br' && entry.br) return reply.header('content-encoding', 'br').send(entry.br);
    if (encoding === 'gzip' && entry.gzip) return reply.header('content-encoding', 'gzip').send(entry.gzip);
    // Not compressed yet (or not worth it): the API's compression takes it from here.
    return reply.send(entry.json);
  }

  // After validation (params and query are zod's output) and after the access hook (who is asking).
  app.addHook('preHandler', (request, reply, done) => {
    if (!isCacheable(request)) return done();
    const route = request.routeOptions.url;
    if (!route || !PUBLIC_BYTES_ROUTES.has(route)) return done();
    const key = `${route} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
    const entry = entries.get(key);
    if (entry && Date.now() - entry.at < maxAgeMs) {
      // Most recently used last: eviction takes the oldest first.
      entries.delete(key);
      entries.set(key, entry);
      // Answered here: the handler never runs (done is not called).
      sendKept(request, reply, entry);
      return;
    }
    forget(key);
    misses.set(request, { key, generation });
    done();
  });

  // Before the API's compression (a route's own hooks run after the app's), so the payload is the JSON text.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (SEASON_WRITE.test(request.url)) drop();
      return done(null, payload);
    }
    const miss = misses.get(request);
    if (miss && reply.statusCode === 200 && typeof payload === 'string') {
      const etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      keep(miss, payload, etag);
    }
    done(null, payload);
  });

  // The other processes drop theirs once the write's answer has left.
  app.addHook('onResponse', (request, reply, done) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      SEASON_WRITE.test(request.url)
    ) {
      season.publish().catch((error: unknown) => app.log.warn({ err: error }, 'season change not sent'));
    }
    done();
  });
});
