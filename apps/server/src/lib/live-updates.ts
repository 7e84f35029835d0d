import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { EVERYTHING_CHANGED, MAX_CHANGED_BIBS, type TimingChange } from '@carreras/domain/timing/timing-changes';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { listenToChanges, notifyChange } from '../db/change-channel.repository.ts';

/**
 * "Something changed in the timing of event N", with which bibs' records when the writer knows
 * (TimingChange). In one process an EventEmitter carries it; with
 * PostgreSQL it goes through NOTIFY and every process LISTENs, so timekeepers on different server
 * processes see each other's records. The publishing process delivers to its own listeners at once
 * (a read right after a record sees it) and skips its own notification when it comes back.
 */
export interface LiveUpdates {
  /** Without a change: anything may have changed (a start, the groups, the configuration). */
  publish(eventId: number, change?: TimingChange): Promise<void>;
  /**
   * What results are computed from changed outside timing (a name, a bib, a category, an inscription): every
   * cache of every event's results drops them (`subscribeAll` hears null). Open streams are not woken.
   */
  publishResultsInputs(): Promise<void>;
  /** Changes of one event (a live stream): the caller must call the returned function when it is done. */
  subscribe(eventId: number, listener: (change: TimingChange) => void): () => void;
  /**
   * Changes of every event, for one long-lived listener (a cache), never one per event; `null` when any event
   * may have changed (notifications were missed while the database was away).
   */
  subscribeAll(listener: (eventId: number | null) => void): () => void;
  /**
   * Whether other processes' changes reach this one: 'ok' (listening), 'down' (the LISTEN connection is
   * lost and being reopened), 'not-needed' (one process on SQLite).
   */
  crossProcess(): CrossProcessState;
  /** Listeners currently attached, all events together (the memory tests watch it). */
  listenerCount(): number;
}

/** "The season changed" (events, races, modalities, categories): every process drops its public reads. */
export interface SeasonUpdates {
  publish(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

const ANY_EVENT = 'any';
/** The notification's id for "results inputs changed, every event". */
const EVERY_EVENT = '*';

export type CrossProcessState = 'ok' | 'down' | 'not-needed';

/** A LISTEN connection that fails is tried again 0.5 s, 1 s, 2 s later, then every 2 s until it holds. */
export const LISTEN_RETRY_MAX_MS = 2000;
const LISTEN_CONNECT_TIMEOUT_MS = 5000;
export const listenRetryDelayMs = (failures: number) => Math.min(LISTEN_RETRY_MAX_MS, 250 * 2 ** failures);
const SEASON = 'season';

const buses = new WeakMap<object, LiveUpdates>();
const seasons = new WeakMap<object, SeasonUpdates>();

/** The season's changes, on the same LISTEN connection and NOTIFY channel as the timing's. */
export function seasonUpdates(app: FastifyInstance): SeasonUpdates {
  liveUpdates(app);
  return seasons.get(app.db) as SeasonUpdates;
}

export function liveUpdates(app: FastifyInstance): LiveUpdates {
  const existing = buses.get(app.db);
  if (existing) return existing;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (eventId: number, change: TimingChange) => {
    emitter.emit(String(eventId), change);
    emitter.emit(ANY_EVENT, eventId);
  };
  const local = {
    subscribe(eventId: number, listener: (change: TimingChange) => void) {
      emitter.on(String(eventId), listener);
      return () => {
        emitter.off(String(eventId), listener);
      };
    },
    subscribeAll(listener: (eventId: number | null) => void) {
      emitter.on(ANY_EVENT, listener);
      return () => {
        emitter.off(ANY_EVENT, listener);
      };
    },
    listenerCount() {
      return emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0);
    },
  };
  // Its own emitter, so the season's few long-lived listeners stay out of listenerCount.
  const seasonEmitter = new EventEmitter();
  seasonEmitter.setMaxListeners(0);
  const subscribeSeason = (listener: () => void) => {
    seasonEmitter.on(SEASON, listener);
    return () => {
      seasonEmitter.off(SEASON, listener);
    };
  };
  let publishSeason = async () => {
    seasonEmitter.emit(SEASON);
  };
  let bus: LiveUpdates;
  let crossProcessState = (): CrossProcessState => 'not-needed';
  /** After a gap in the notifications: every event anyone follows changed, every cache and public read drops. */
  const resyncEverything = () => {
    for (const name of emitter.eventNames()) {
      const eventId = Number(name);
      if (Number.isInteger(eventId)) emitter.emit(String(eventId), EVERYTHING_CHANGED);
    }
    emitter.emit(ANY_EVENT, null);
    seasonEmitter.emit(SEASON);
  };

  if (app.db.dialect === 'postgres' && app.config.database.kind === 'postgres') {
    const url = app.config.database.url;
    const self = randomUUID();
    let client: pg.Client | null = null;
    let closed = false;
    let failures = 0;
    let retry: NodeJS.Timeout | null = null;
    let subscribedOnce = false;
    const reconnectSoon = () => {
      if (closed || retry) return;
      failures += 1;
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, listenRetryDelayMs(failures));
      retry.unref();
    };
    // Until it succeeds, however long the database is away: records are stored regardless, only the push waits.
    const connect = async (): Promise<void> => {
      if (closed) return;
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: LISTEN_CONNECT_TIMEOUT_MS });
      next.on('notification', (message) => {
        const [sender, id, bibs] = (message.payload ?? '').split(':');
        const eventId = Number(id);
        if (sender !== self && Number.isInteger(eventId)) deliver(eventId, decodeChange(bibs));
        if (sender !== self && id === SEASON) seasonEmitter.emit(SEASON);
        if (sender !== self && id === EVERY_EVENT) emitter.emit(ANY_EVENT, null);
      });
      let lost = false;
      const onLost = (error?: Error) => {
        if (lost) return;
        lost = true;
        if (client === next) client = null;
        next.end().catch(() => {});
        if (!closed) {
          app.log.warn({ err: error }, 'cross-process updates lost their connection; reconnecting');
          reconnectSoon();
        }
      };
      next.on('error', onLost);
      next.on('end', () => onLost());
      try {
        await next.connect();
        await listenToChanges(next);
      } catch (error) {
        onLost(error as Error);
        return;
      }
      if (closed || lost) {
        next.end().catch(() => {});
        return;
      }
      client = next;
      failures = 0;
      if (subscribedOnce) {
        // Notifications sent while this process was not listening are gone: every screen and cache reads again.
        app.log.info('cross-process updates back');
        resyncEverything();
      }
      subscribedOnce = true;
    };
    const ready = connect();
    // The first attempt is part of starting: health says 'ok' from the first answer when the database is there.
    app.addHook('onReady', async () => ready);
    crossProcessState = () => (client ? 'ok' : 'down');
    publishSeason = async () => {
      seasonEmitter.emit(SEASON);
      await ready;
      await notifyChange(app.db.db, `${self}:${SEASON}`);
    };
    app.addHook('onClose', async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    });
    bus = {
      async publish(eventId, change = EVERYTHING_CHANGED) {
        deliver(eventId, change);
        await ready;
        await notifyChange(app.db.db, `${self}:${eventId}${encodeChange(change)}`);
      },
      async publishResultsInputs() {
        emitter.emit(ANY_EVENT, null);
        await ready;
        await notifyChange(app.db.db, `${self}:${EVERY_EVENT}`);
      },
      crossProcess: () => crossProcessState(),
      ...local,
    };
  } else {
    bus = {
      async publish(eventId, change = EVERYTHING_CHANGED) {
        deliver(eventId, change);
      },
      async publishResultsInputs() {
        emitter.emit(ANY_EVENT, null);
      },
      crossProcess: () => crossProcessState(),
      ...local,
    };
  }
  buses.set(app.db, bus);
  seasons.set(app.db, { publish: publishSeason, subscribe: subscribeSeason });
  return bus;
}

/** The bibs of a change in a notification (`:12,-,40`, `-` for no bib; nothing for everything). */
function encodeChange(change: TimingChange): string {
  if (!('bibs' in change) || change.bibs.length > MAX_CHANGED_BIBS) return '';
  return `:${change.bibs.map((bib) => bib ?? '-').join(',')}`;
}

function decodeChange(text: string | undefined): TimingChange {
  if (text === undefined) return EVERYTHING_CHANGED;
  if (text === '') return { bibs: [] };
  const bibs = text.split(',').map((part) => (part === '-' ? null : Number(part)));
  const valid = bibs.length <= MAX_CHANGED_BIBS && bibs.every((bib) => bib === null || Number.isInteger(bib));
  return valid ? { bibs } : EVERYTHING_CHANGED;
}
