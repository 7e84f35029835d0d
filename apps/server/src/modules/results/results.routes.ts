import { todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/errors';
import { messages } from '@carreras/domain/messages';
import { resultsContract as api } from '@carreras/domain/results/results.contract';
import { resultsQuerySchema } from '@carreras/domain/results/results.schemas';
import { eventIdParamsSchema } from '@carreras/domain/timing/timing.schemas';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import { FairSlots } from '../../lib/fair-slots.ts';
import { type GzipFrame, GzipFrameStream, storedFrame } from '../../lib/gzip-frames.ts';
import { liveUpdates } from '../../lib/live-updates.ts';
import { acceptsEncoding, matchesEtag, preferredEncoding } from '../../lib/ready-variants.ts';
import { SSE_HEARTBEAT_MS, type SseStream, SseStreams } from '../../lib/sse-stream.ts';
import { attachmentHeader, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { pendingReaderCookie, publicReadsLimit } from '../../plugins/public-reads-limit.ts';
import { computeResults } from './results.service.ts';
import { openResultsCache } from './results-cache.ts';
import { createResultsDeltas, deltaWriter } from './results-deltas.ts';
import { resultSheets } from './results-sheets.ts';
import type { ResultsSnapshot } from './results-snapshot.ts';

/**
 * The live streams open in one process, shared fairly between addresses (decision 011): a total, a ceiling per
 * address high enough for a carrier's crowd (hundreds of phones share one address at a finish line), and, once
 * the total is reached, a newcomer from an address holding fewer streams takes the place of the oldest stream
 * of the address holding the most, which is told `full` and ended (its page polls, as after a 503).
 * What protects the server is the stream being cheap (one snapshot serialized and compressed for every stream,
 * no backlog for a slow client: see eventWriter).
 */
class StreamSlots {
  private readonly slots: FairSlots<{ evict: () => void }>;

  constructor(maxTotal: number, maxPerAddress: number) {
    this.slots = new FairSlots(maxTotal, maxPerAddress);
  }

  get total(): number {
    return this.slots.size;
  }

  /**
   * Takes a place for `address`, or throws the contract's 503 (server full); `evict` is called if the place is
   * later given to another address. The function returned gives the place back (once; nothing after an eviction).
   */
  take(address: string, evict: () => void): () => void {
    const holder = { evict };
    const taken = this.slots.take(address, holder);
    if (!taken.granted) throw new AppError(503, errorCodes.unavailable, messages.liveResultStreamsFull);
    taken.evicted?.evict();
    return () => this.slots.release(address, holder);
  }
}

const slotsOf = new WeakMap<object, StreamSlots>();

const deltasOf = new WeakMap<object, { size(): number }>();

/** Open live-results streams of a running app (tests watch that closed streams leave nothing behind). */
export function resultsStreamStats(app: FastifyInstance): { total: number } {
  return { total: slotsOf.get(app.db)?.total ?? 0 };
}

/** Views with a delta broadcaster in a running app: none once their streams are closed. */
export function resultsDeltaViews(app: FastifyInstance): number {
  return deltasOf.get(app.db)?.size() ?? 0;
}

/**
 * How long a browser or a proxy may keep a public results answer: 2 s fresh, then 2 s more served while one
 * request asks again. A phone polling every 5 s thus always asks (its copy is older than 4 s) and gets the passage
 * of the last seconds, mostly as a 304; a proxy in front (docs/operations.md) answers a crowd with one request to
 * the server per view and second.
 */
export const PUBLIC_RESULTS_CACHE = 'public, max-age=2, stale-while-revalidate=2';

/** Notes of the stream that never change, as gzip frames (stored: a few bytes are not worth compressing). */
const HEARTBEAT = 'event: heartbeat\ndata: {}\n\n';
const CHANGED = 'event: changed\ndata: {}\n\n';
/** The last event of a stream whose place went to another address: the page polls instead (use-event-stream.ts). */
const FULL = 'event: full\ndata: {}\n\n';
const gzipNotes = new Map([HEARTBEAT, CHANGED, FULL].map((text) => [text, storedFrame(text)]));

/** What a stream writes for one snapshot: its JSON text (identity) or its event as a gzip frame. */
type Prepared = { json: string } | { frame: GzipFrame };

/**
 * Writes events to one SSE client, as they are (identity) or as one gzip stream of frames each compressed once
 * for every stream (gzip-frames.ts), and without piling snapshots up: while the socket has more than its
 * high-water mark waiting (a client that reads slowly or not at all), newer snapshots replace the one waiting
 * instead of queueing behind it, and the newest is written on `drain`. A stalled stream thus holds the snapshot
 * being sent plus a reference to the newest (shared with the cache), never a backlog.
 */
function eventWriter(stream: SseStream, gzip: GzipFrameStream | null) {
  const { raw } = stream;
  let newest: Prepared | null = null;
  let waiting = false;
  /** Snapshots asked for: a gzip frame that is ready after a newer snapshot was asked for is dropped. */
  let asked = 0;
  if (gzip) raw.write(gzip.header());
  const flush = () => {
    waiting = false;
    const prepared = newest;
    newest = null;
    if (prepared !== null) write(prepared);
  };
  function write(prepared: Prepared) {
    // Ended (shutdown) or gone while a gzip frame was being made: nothing more may be written.
    if (stream.closed) return;
    if (stream.slow) {
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
    if (stream.slow || stream.closed) return;
    stream.writeUnlessSlow(gzip ? gzip.next(gzipNotes.get(text) ?? storedFrame(text)) : text);
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
  return { send, note };
}

export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const live = liveUpdates(app);
  const cache = openResultsCache(app);
  const slots = new StreamSlots(app.config.resultsStreamsTotal, app.config.resultsStreamsPerAddress);
  slotsOf.set(app.db, slots);
  const deltaViews = createResultsDeltas(
    live,
    (eventId, view) => cache.snapshot(eventId, view, () => computeResults(db, eventId, view)),
    (error) => app.log.warn({ err: error }, 'results delta broadcast failed'),
  );
  deltasOf.set(app.db, deltaViews);
  const streams = new SseStreams(app);

  /**
   * A conditional read of the live results that the kept snapshot answers 304: it costs a lookup, so it neither
   * counts in the address's read budget nor is refused. Only a snapshot already kept is looked at, so a request
   * naming any ETag makes the server compute nothing it would not have computed anyway.
   */
  const answeredNotModified = (request: FastifyRequest): boolean => {
    const tag = request.headers['if-none-match'];
    if (!tag || request.routeOptions.url !== `${app.prefix}${api.live.path}`) return false;
    const params = eventIdParamsSchema.safeParse(request.params);
    const query = resultsQuerySchema.safeParse(request.query);
    if (!params.success || !query.success) return false;
    const kept = cache.peek(params.data.eventId, query.data);
    return kept !== null && matchesEtag(tag, kept.etag);
  };

  // Public reads, limited per address with the results hub's reads (one budget: see publicReadsLimit); a stream
  // counts once, when it connects.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { ...publicReadsLimit(app), allowList: answeredNotModified });
    // Public: live results show name, category and times only (no DNI, contact or health data).
    // The cache's snapshot as it is: serialized once, and compressed once per encoding for every browser.
    route(scope, api.live, async (request, reply) => {
      const { eventId } = request.params;
      const snapshot = await cache.snapshot(eventId, request.query, () => computeResults(db, eventId, request.query));
      // Made no-store by the cache-headers plugin when the read carries a session (cache-headers.ts).
      reply
        .header('etag', snapshot.etag)
        .header('vary', 'accept-encoding')
        .header('cache-control', PUBLIC_RESULTS_CACHE);
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
     * record or correction of the event (bursts coalesced), and a `heartbeat` event every 15 s that keeps proxies
     * open and tells the page the stream is alive (it opens a new one after 45 s without any event).
     * What the client already holds is not sent again: the first snapshot when the client's `version` is the
     * current one (an `unchanged` event says so instead), and a later snapshot the same as the last one sent (a
     * change of another distance). Gzip-encoded when the client accepts it, each snapshot compressed once for
     * every stream. Streams are shared fairly between addresses (StreamSlots): a refused one gets 503, an evicted one
     * a last `full` event; the web app then polls instead.
     * With `deltas=1` the changes after the first snapshot come as `delta` events, made once per view and change
     * for every such stream (results-deltas.ts).
     */
    route(scope, api.stream, async (request, reply) => {
      const { eventId } = request.params;
      const { distance, group, version, deltas, snapshots } = request.query;
      const view = { distance, group };
      /** Set once the stream is open: a place given to another address then ends it with `full`. */
      let opened: { stream: SseStream; writer: ReturnType<typeof eventWriter> } | null = null;
      let evicted = false;
      const release = slots.take(request.ip, () => {
        evicted = true;
        if (!opened || opened.stream.closed) return;
        opened.writer.note(FULL);
        opened.stream.end();
      });
      // Whether it ends in an error answer or a closed stream, the place is given back.
      reply.raw.once('close', release);
      const snapshotNow = () => cache.snapshot(eventId, view, () => computeResults(db, eventId, view));
      const first = await snapshotNow();
      // Its place went to another address while the first snapshot was made: answered as a full server.
      if (evicted) throw new AppError(503, errorCodes.unavailable, messages.liveResultStreamsFull);
      const gzip = acceptsEncoding(request.headers['accept-encoding'], 'gzip') ? new GzipFrameStream() : null;
      const readerCookie = pendingReaderCookie(request);
      let unsubscribe = () => {};
      const stream = streams.open(reply, {
        headers: {
          vary: 'accept-encoding',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
          // Hijacked, the stream passes no onSend hook: it gives a browser its reader cookie itself.
          ...(readerCookie ? { 'set-cookie': readerCookie } : {}),
        },
        heartbeatMs: SSE_HEARTBEAT_MS,
        onHeartbeat: () => writer.note(HEARTBEAT),
        onClose: () => {
          unsubscribe();
          release();
        },
        // A client that does not read is destroyed instead (it could hold the server's close open forever).
        trailer: gzip ? () => gzip.trailer() : undefined,
      });
      // The client went away while the first snapshot was computed (its place is already back).
      if (!stream) return;
      const raw = stream.raw;
      const writer = eventWriter(stream, gzip);
      opened = { stream, writer };
      if (deltas === '1') {
        const changed = () => {
          if (!stream.closed) writer.note(CHANGED);
        };
        const wholes = snapshots !== '0';
        const held = version === first.version || !wholes ? first.version : null;
        const sender = deltaWriter(raw, gzip, { held, changed, wholes });
        if (held !== null) writer.note(`event: unchanged\ndata: {"version":"${first.version}"}\n\n`);
        else sender.first(first);
        unsubscribe = deltaViews.subscribe(eventId, view, first, (change) => {
          if (!stream.closed) sender.send(change);
        });
      } else {
        /** The version the client holds as far as this stream knows (null: unknown, send the next one). */
        let held: string | null = null;
        const send = async (snapshot: ResultsSnapshot) => {
          if (snapshot.version === held) return;
          held = snapshot.version;
          if (!(await writer.send(snapshot))) changed();
        };
        /** The snapshot could not be made or sent: the client reads it from the API (`changed`). */
        const changed = () => {
          held = null;
          if (!stream.closed) writer.note(CHANGED);
        };
        if (version === first.version) {
          held = version;
          writer.note(`event: unchanged\ndata: {"version":"${version}"}\n\n`);
        } else void send(first);
        let pending = false;
        const refresh = () => {
          if (pending || stream.closed) return;
          pending = true;
          setTimeout(() => {
            pending = false;
            if (stream.closed) return;
            snapshotNow().then((snapshot) => (stream.closed ? undefined : send(snapshot)), changed);
          }, 100);
        };
        unsubscribe = live.subscribe(eventId, refresh);
      }
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
