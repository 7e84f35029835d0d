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
import { type GzipFrame, GzipFrameStream, storedFrame } from '../../lib/gzip-frames.ts';
import { liveUpdates } from '../../lib/live-updates.ts';
import { acceptsEncoding, matchesEtag, preferredEncoding } from '../../lib/ready-variants.ts';
import { attachmentHeader, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { publicReadsLimit } from './public-reads-limit.ts';
import { computeResults } from './results.service.ts';
import { openResultsCache } from './results-cache.ts';
import { resultSheets } from './results-sheets.ts';
import type { ResultsSnapshot } from './results-snapshot.ts';

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

/** Notes of the stream that never change, as gzip frames (stored: a few bytes are not worth compressing). */
const HEARTBEAT = ': heartbeat\n\n';
const CHANGED = 'event: changed\ndata: {}\n\n';
const gzipNotes = new Map([HEARTBEAT, CHANGED].map((text) => [text, storedFrame(text)]));

/** What a stream writes for one snapshot: its JSON text (identity) or its event as a gzip frame. */
type Prepared = { json: string } | { frame: GzipFrame };

/**
 * Writes events to one SSE client, as they are (identity) or as one gzip stream of frames each compressed once
 * for every stream (gzip-frames.ts), and without piling snapshots up: while the socket has more than its
 * high-water mark waiting (a client that reads slowly or not at all), newer snapshots replace the one waiting
 * instead of queueing behind it, and the newest is written on `drain`. A stalled stream thus holds the snapshot
 * being sent plus a reference to the newest (shared with the cache), never a backlog.
 */
function eventWriter(raw: ServerResponse, gzip: GzipFrameStream | null) {
  let newest: Prepared | null = null;
  let waiting = false;
  /** Snapshots asked for: a gzip frame that is ready after a newer snapshot was asked for is dropped. */
  let asked = 0;
  if (gzip) raw.write(gzip.header());
  const flush = () => {
    waiting = false;
    const prepared = newest;
    newest = null;
    if (prepared !== null && !raw.destroyed) write(prepared);
  };
  function write(prepared: Prepared) {
    // Ended (shutdown) or gone while a gzip frame was being made: nothing more may be written.
    if (raw.writableEnded || raw.destroyed) return;
    if (raw.writableNeedDrain) {
      newest = prepared;
      if (!waiting) {
        waiting = true;
        raw.once('drain', flush);
      }
      return;
    }
    if ('frame' in prepared) {
      raw.write(gzip!.next(prepared.frame));
      return;
    }
    // Three writes, so the buffered chunk is the cache's own string rather than a copy per stream.
    raw.write('event: results\ndata: ');
    raw.write(prepared.json);
    raw.write('\n\n');
  }
  /** A small frame (heartbeat, "changed"), skipped while the client is not reading anyway. */
  const note = (text: string) => {
    if (raw.writableNeedDrain || raw.writableEnded || raw.destroyed) return;
    raw.write(gzip ? gzip.next(gzipNotes.get(text) ?? storedFrame(text)) : text);
  };
  /** Writes `snapshot`; false when it could not be (its gzip frame failed), so the client should read it itself. */
  async function send(snapshot: ResultsSnapshot): Promise<boolean> {
    const ticket = ++asked;
    if (!gzip) {
      write({ json: snapshot.json });
      return true;
    }
    const frame = await snapshot.eventFrame();
    if (ticket !== asked) return true;
    if (frame === null) return false;
    write({ frame });
    return true;
  }
  /** Ends the response: a gzip stream with its trailer, unless the client is not reading (then destroyed). */
  const end = () => {
    if (raw.writableEnded || raw.destroyed) return;
    if (raw.writableNeedDrain) raw.destroy();
    else if (gzip) raw.end(gzip.trailer());
    else raw.end();
  };
  return { send, note, end };
}

export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const live = liveUpdates(app);
  const cache = openResultsCache(app);
  const slots = new StreamSlots(app.config.resultsStreamsTotal, app.config.resultsStreamsPerAddress);
  slotsOf.set(app.db, slots);
  const openStreams = new Set<() => void>();
  // Before the server waits for its connections to close (onClose would come after): open streams end now.
  app.addHook('preClose', async () => {
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
     * What the client already holds is not sent again: the first snapshot when the client's `version` is the
     * current one (an `unchanged` event says so instead), and a later snapshot the same as the last one sent (a
     * change of another distance). Gzip-encoded when the client accepts it, each snapshot compressed once for
     * every stream. Streams are capped per address (429) and in total (503); the web app then polls instead.
     */
    route(scope, api.stream, async (request, reply) => {
      const { eventId } = request.params;
      const { distance, group, version } = request.query;
      const view = { distance, group };
      const release = slots.take(request.ip);
      // Whether it ends in an error answer or a closed stream, the place is given back.
      reply.raw.once('close', release);
      const snapshotNow = () => cache.snapshot(eventId, view, () => computeResults(db, eventId, view));
      const first = await snapshotNow();
      reply.hijack();
      const raw = reply.raw;
      // The client went away while the first snapshot was computed (its place is already back).
      if (raw.destroyed) return;
      const gzip = acceptsEncoding(request.headers['accept-encoding'], 'gzip') ? new GzipFrameStream() : null;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      const writer = eventWriter(raw, gzip);
      /** The version the client holds as far as this stream knows (null: unknown, send the next one). */
      let held: string | null = null;
      let closed = false;
      const send = async (snapshot: ResultsSnapshot) => {
        if (snapshot.version === held) return;
        held = snapshot.version;
        if (!(await writer.send(snapshot))) changed();
      };
      /** The snapshot could not be made or sent: the client reads it from the API (`changed`). */
      const changed = () => {
        held = null;
        if (!closed) writer.note(CHANGED);
      };
      if (version === first.version) {
        held = version;
        writer.note(`event: unchanged\ndata: {"version":"${version}"}\n\n`);
      } else void send(first);
      let pending = false;
      const refresh = () => {
        if (pending || closed) return;
        pending = true;
        setTimeout(() => {
          pending = false;
          if (closed) return;
          snapshotNow().then((snapshot) => (closed ? undefined : send(snapshot)), changed);
        }, 100);
      };
      const unsubscribe = live.subscribe(eventId, refresh);
      const heartbeat = setInterval(() => writer.note(HEARTBEAT), HEARTBEAT_MS);
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
        writer.end();
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
