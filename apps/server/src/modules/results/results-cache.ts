import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import type { FastifyInstance } from 'fastify';
import { type LiveUpdates, liveUpdates } from '../../lib/live-updates.ts';
import { resultsJson } from './results-json.ts';
import { createResultsSnapshot, type ResultsSnapshot } from './results-snapshot.ts';

/**
 * How long a results snapshot is kept when nothing says it changed: timing drops it at once (bib by bib), every
 * other write too (plugins/results-inputs.ts); this only bounds what neither covers (the day turning, which makes
 * an event past and its riders without a passage DNS; a row written by hand).
 */
export const RESULTS_CACHE_TTL_MS = 60_000;
/**
 * Past its TTL a kept value is still served this long while one recomputation runs: under a crowd of reads
 * nobody waits for it, and the readers do not all resume in one tick when it ends. A change through timing
 * drops the value at once, so this only delays what the TTL covers (names, bibs, inscriptions).
 */
export const RESULTS_CACHE_STALE_MS = 10_000;

/** Default room for results snapshots (RESULTS_CACHE_MB): the largest event's snapshot is about 1 MB. */
export const DEFAULT_RESULTS_CACHE_BYTES = 32 * 1024 * 1024;

type Query = { distance?: number; group?: number };

interface Entry {
  /** The event it is read from; null: read from every event (dropped when any changes). */
  eventId: number | null;
  at: number;
  value: unknown;
  bytes: number;
}

interface Computing {
  eventId: number | null;
  value: Promise<unknown>;
  /** Set when the event changed during the computation: the answer is served once, never kept. */
  stale: boolean;
}

export interface ResultsCache {
  /** The results as JSON text, serialized once per snapshot. */
  get(eventId: number, query: Query, compute: () => Promise<ResultsResponse>): Promise<string>;
  /**
   * The same snapshot with its ETag and its br and gzip variants (each compressed once per fill, when first
   * asked for); the variants count in the cache's room once made.
   */
  snapshot(eventId: number, query: Query, compute: () => Promise<ResultsResponse>): Promise<ResultsSnapshot>;
  /** The snapshot a read of that view would be answered now, or null; computes nothing and leaves the recency order. */
  peek(eventId: number, query: Query): ResultsSnapshot | null;
  /**
   * Something else read from an event's results (the results hub's snapshot of an event, its list of
   * editions), kept by the same rules and in the same room: one computation for every reader, dropped when
   * the event changes (any event, for `eventId` null) or after the TTL; `bytesOf` estimates its size.
   */
  derived<T>(
    name: string,
    eventId: number | null,
    compute: () => Promise<T>,
    bytesOf: (value: T) => number,
  ): Promise<T>;
  stats(): { entries: number; bytes: number; computing: number };
  close(): void;
}

/**
 * On race day hundreds of phones ask for the same results, and every record makes every open stream
 * ask again. One serialized snapshot per (event, distance, group) serves them all; a stored record or
 * correction (the live-updates bus) drops the event's snapshots at once, and a short TTL covers the rest.
 *
 * Memory is bounded whatever the clients ask: one bus listener for all events, only successful
 * answers are kept (an unknown event or distance leaves nothing behind), and the least recently read
 * snapshots are dropped beyond `maxBytes`.
 */
export function createResultsCache(
  live: LiveUpdates,
  options: { maxBytes?: number; now?: () => number; onCompressionError?: (error: unknown) => void } = {},
): ResultsCache {
  const maxBytes = options.maxBytes ?? DEFAULT_RESULTS_CACHE_BYTES;
  const now = options.now ?? Date.now;
  // Map order is the recency order: a read moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  const computing = new Map<string, Computing>();
  let bytes = 0;

  function remove(key: string, entry: Entry) {
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, entry: Entry) {
    const previous = entries.get(key);
    if (previous) remove(key, previous);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldKey, old);
    }
  }

  /** A kept value grew (a snapshot's variants were made): its entry counts its new size, the oldest may go. */
  function resize(key: string, value: unknown, size: number) {
    const entry = entries.get(key);
    if (!entry || entry.value !== value) return;
    // In place: growing is no read, so the entry keeps its place in the recency order.
    bytes += size + key.length - entry.bytes;
    entry.bytes = size + key.length;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldKey, old);
    }
  }

  const readsFrom = (entry: { eventId: number | null }, eventId: number | null) =>
    eventId === null || entry.eventId === eventId || entry.eventId === null;
  const unsubscribe = live.subscribeAll((eventId) => {
    for (const [key, entry] of entries) if (readsFrom(entry, eventId)) remove(key, entry);
    for (const [key, pending] of computing)
      if (readsFrom(pending, eventId)) {
        pending.stale = true;
        computing.delete(key);
      }
  });

  /** The kept value of `key`, or the one being computed, or a new computation (kept once it succeeds). */
  function through<T>(
    key: string,
    eventId: number | null,
    compute: () => Promise<T>,
    bytesOf: (value: T) => number,
  ): Promise<T> {
    const cached = entries.get(key);
    if (cached) {
      const age = now() - cached.at;
      if (age < RESULTS_CACHE_TTL_MS + RESULTS_CACHE_STALE_MS) {
        entries.delete(key);
        entries.set(key, cached);
        if (age >= RESULTS_CACHE_TTL_MS && !computing.has(key)) refill(key, eventId, compute, bytesOf);
        return Promise.resolve(cached.value as T);
      }
      remove(key, cached);
    }
    const inFlight = computing.get(key);
    if (inFlight) return inFlight.value as Promise<T>;
    return refill(key, eventId, compute, bytesOf);
  }

  /** Computes the value of `key` once for every reader, and keeps it when it succeeds and nothing changed meanwhile. */
  function refill<T>(
    key: string,
    eventId: number | null,
    compute: () => Promise<T>,
    bytesOf: (value: T) => number,
  ): Promise<T> {
    const at = now();
    const value = compute();
    const pending: Computing = { eventId, stale: false, value };
    computing.set(key, pending);
    // A failure (unknown event, no timing) is answered to the readers waiting for it and never kept.
    value.then(
      (done) => {
        if (computing.get(key) === pending) computing.delete(key);
        if (!pending.stale) store(key, { eventId, at, value: done, bytes: bytesOf(done) + key.length });
      },
      () => {
        if (computing.get(key) === pending) computing.delete(key);
      },
    );
    return value;
  }

  const snapshotKey = (eventId: number, query: Query) => `${eventId}:${query.distance ?? ''}:${query.group ?? ''}`;

  function snapshot(eventId: number, query: Query, compute: () => Promise<ResultsResponse>) {
    const key = snapshotKey(eventId, query);
    const fill = async () => {
      // Typed as the contract's output (rows built field by field in rankResults): no zod pass over 10,000 rows
      // on every fill; results.routes.test.ts checks the answer against the contract on both databases.
      const results = await compute();
      const made: ResultsSnapshot = createResultsSnapshot(resultsJson(results), {
        onGrown: () => resize(key, made, made.bytes()),
        onCompressionError: options.onCompressionError,
      });
      return made;
    };
    return through(key, eventId, fill, (made) => made.bytes());
  }

  return {
    get: (eventId, query, compute) => snapshot(eventId, query, compute).then((made) => made.json),
    snapshot,
    peek(eventId, query) {
      const kept = entries.get(snapshotKey(eventId, query));
      // What a read would be answered now: a kept value past its TTL is still served in the stale window.
      return kept && now() - kept.at < RESULTS_CACHE_TTL_MS + RESULTS_CACHE_STALE_MS
        ? (kept.value as ResultsSnapshot)
        : null;
    },
    derived(name, eventId, compute, bytesOf) {
      return through(`${name}:${eventId ?? '*'}`, eventId, compute, bytesOf);
    },
    stats() {
      return { entries: entries.size, bytes, computing: computing.size };
    },
    close() {
      unsubscribe();
      entries.clear();
      computing.clear();
      bytes = 0;
    },
  };
}

const caches = new WeakMap<object, ResultsCache>();

/** Creates the app's results cache (the results routes do, once), closed with the app. */
export function openResultsCache(app: FastifyInstance): ResultsCache {
  const cache = createResultsCache(liveUpdates(app), {
    maxBytes: app.config.resultsCacheBytes,
    onCompressionError: (error) => app.log.warn({ err: error }, 'results not compressed'),
  });
  caches.set(app.db, cache);
  app.addHook('onClose', async () => {
    cache.close();
    if (caches.get(app.db) === cache) caches.delete(app.db);
  });
  return cache;
}

/** The results cache of a running app (tests watch its size). */
export function resultsCache(app: FastifyInstance): ResultsCache {
  const cache = caches.get(app.db);
  if (!cache) throw new Error('The results routes are not registered on this app');
  return cache;
}
