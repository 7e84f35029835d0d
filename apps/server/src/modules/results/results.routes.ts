import type { ServerResponse } from 'node:http';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';
import { resultsContract as api } from '@carreras/domain/results/results.contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import { liveUpdates } from '../../lib/live-updates.ts';
import { matchesEtag, preferredEncoding } from '../../lib/ready-variants.ts';
import { attachmentHeader, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { publicReadsLimit } from './public-reads-limit.ts';
import { computeResults } from './results.service.ts';
import { openResultsCache } from './results-cache.ts';
import { resultSheets } from './results-sheets.ts';

export const HEARTBEAT_MS = 15_000;

/** The live streams open in one process, in total and per client address (an address leaves at 0). */
class StreamSlots {
  total = 0;
  readonly perAddress = new Map<string, number>();

  constructor(
    private readonly maxTotal: number,
    private readonly maxPerAddress: number,
  ) {}

  /** Takes a place for `address`, or throws the contract's 503 (server full) or 429 (this address). */
  take(address: string): () => void {
    if (this.total >= this.maxTotal) throw new AppError(503, errorCodes.unavailable, messages.liveResultStreamsFull);
    const mine = this.perAddress.get(address) ?? 0;
    if (mine >= this.maxPerAddress) throw tooManyRequests(messages.tooManyLiveResultStreams);
    this.total += 1;
    this.perAddress.set(address, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
}

const slotsOf = new WeakMap<object, StreamSlots>();

/** Open live-results streams of a running app (tests watch that closed streams leave nothing behind). */
export function resultsStreamStats(app: FastifyInstance): { total: number; addresses: number } {
  const slots = slotsOf.get(app.db);
  return { total: slots?.total ?? 0, addresses: slots?.perAddress.size ?? 0 };
}

/**
 * Writes snapshots to one SSE client without piling them up: while the socket has more than its
 * high-water mark waiting (a client that reads slowly or not at all), newer snapshots replace the one
 * waiting instead of queueing behind it, and the newest is written on `drain`. A stalled stream thus
 * holds the snapshot being sent plus a reference to the newest (shared with the cache), never a backlog.
 */
function snapshotWriter(raw: ServerResponse) {
  let newest: string | null = null;
  let waiting = false;
  const flush = () => {
    waiting = false;
    const json = newest;
    newest = null;
    if (json !== null && !raw.destroyed) send(json);
  };
  function send(json: string) {
    if (raw.writableNeedDrain) {
      newest = json;
      if (!waiting) {
        waiting = true;
        raw.once('drain', flush);
      }
      return;
    }
    // Three writes, so the buffered chunk is the cache's own string rather than a copy per stream.
    raw.write('event: results\ndata: ');
    raw.write(json);
    raw.write('\n\n');
  }
  /** A small frame (heartbeat, "changed"), skipped while the client is not reading anyway. */
  const note = (text: string) => {
    if (!raw.writableNeedDrain && !raw.destroyed) raw.write(text);
  };
  return { send, note };
}

export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const live = liveUpdates(app);
  const cache = openResultsCache(app);
  const cachedResults = (eventId: number, query: { distance?: number; group?: number }) =>
    cache.get(eventId, query, () => computeResults(db, eventId, query));
  const slots = new StreamSlots(app.config.resultsStreamsTotal, app.config.resultsStreamsPerAddress);
  slotsOf.set(app.db, slots);
  const openStreams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of openStreams) end();
  });

  // Public reads, limited per address with the results hub's reads (one budget: see publicReadsLimit).
  await app.register(async (scope) => {
    await scope.register(rateLimit, publicReadsLimit(app));
    // Public: live results show name, category and times only (no DNI, contact or health data).
    // The cache's snapshot as it is: serialized once, and compressed once per encoding for every browser.
    route(scope, api.live, async (request, reply) => {
      const { eventId } = request.params;
      const snapshot = await cache.snapshot(eventId, request.query, () => computeResults(db, eventId, request.query));
      reply.header('etag', snapshot.etag).header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], snapshot.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const encoded = encoding === null ? null : await snapshot.encoded(encoding);
      if (encoding !== null && encoded !== null) return reply.header('content-encoding', encoding).send(encoded);
      // Identity, or a variant that could not be made (the API's compression then takes it).
      return reply.serializer((payload) => payload as string).send(snapshot.json as never);
    });

    /**
     * Server-Sent Events: a `results` event with a fresh snapshot on connect and after every stored
     * record or correction of the event (bursts coalesced), and a comment every 15 s to keep proxies open.
     * Streams are capped per address (429) and in total (503); the web app then polls instead.
     */
    route(scope, api.stream, async (request, reply) => {
      const { eventId } = request.params;
      const release = slots.take(request.ip);
      // Whether it ends in an error answer or a closed stream, the place is given back.
      reply.raw.once('close', release);
      const first = await cachedResults(eventId, request.query);
      reply.hijack();
      const raw = reply.raw;
      // The client went away while the first snapshot was computed (its place is already back).
      if (raw.destroyed) return;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const writer = snapshotWriter(raw);
      writer.send(first);
      let pending = false;
      let closed = false;
      const refresh = () => {
        if (pending || closed) return;
        pending = true;
        setTimeout(() => {
          pending = false;
          if (closed) return;
          cachedResults(eventId, request.query)
            .then((json) => {
              if (!closed) writer.send(json);
            })
            .catch(() => writer.note('event: changed\ndata: {}\n\n'));
        }, 100);
      };
      const unsubscribe = live.subscribe(eventId, refresh);
      const heartbeat = setInterval(() => writer.note(': heartbeat\n\n'), HEARTBEAT_MS);
      const stop = () => {
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(end);
        release();
      };
      // At shutdown: a client that does not read could hold the server's close open forever.
      const end = () => {
        stop();
        if (raw.writableNeedDrain) raw.destroy();
        else raw.end();
      };
      openStreams.add(end);
      raw.once('close', stop);
    });
  });

  route(app, api.export, async (request, reply) => {
    const results = await computeResults(db, request.params.eventId, request.query);
    const group = results.groups.find((g) => g.id === request.query.group)?.name;
    const fileName = `resultados_${results.distance}km${group ? `_${group}` : ''}_${todayInOrganiserZone()}.xlsx`;
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'no-store')
      .send(streamXlsx(resultSheets(results)));
  });
};
