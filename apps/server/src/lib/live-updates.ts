import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';

const CHANNEL = 'timing_changed';

/**
 * "Something changed in the timing of event N". In one process an EventEmitter carries it; with
 * PostgreSQL it goes through NOTIFY and every process LISTENs, so timekeepers on different server
 * processes see each other's records.
 */
export interface LiveUpdates {
  publish(eventId: number): Promise<void>;
  subscribe(eventId: number, listener: () => void): () => void;
}

const buses = new WeakMap<object, LiveUpdates>();

export function liveUpdates(app: FastifyInstance): LiveUpdates {
  const existing = buses.get(app.db);
  if (existing) return existing;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (eventId: number) => emitter.emit(String(eventId));
  let bus: LiveUpdates;

  if (app.db.dialect === 'postgres' && app.config.database.kind === 'postgres') {
    const url = app.config.database.url;
    let client: pg.Client | null = null;
    let closed = false;
    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        const eventId = Number(message.payload);
        if (Number.isInteger(eventId)) deliver(eventId);
      });
      next.on('error', () => {
        // Reconnect after a lost connection; records are stored regardless, only the push waits.
        client = null;
        next.end().catch(() => {});
        if (!closed) setTimeout(() => void connect().catch(() => {}), 1000);
      });
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
    };
    const ready = connect().catch((error: unknown) => app.log.error({ err: error }, 'LISTEN failed'));
    app.addHook('onClose', async () => {
      closed = true;
      await client?.end().catch(() => {});
    });
    bus = {
      async publish(eventId) {
        await ready;
        await sql`select pg_notify(${CHANNEL}, ${String(eventId)})`.execute(app.db.db);
      },
      subscribe(eventId, listener) {
        emitter.on(String(eventId), listener);
        return () => emitter.off(String(eventId), listener);
      },
    };
  } else {
    bus = {
      async publish(eventId) {
        deliver(eventId);
      },
      subscribe(eventId, listener) {
        emitter.on(String(eventId), listener);
        return () => emitter.off(String(eventId), listener);
      },
    };
  }
  buses.set(app.db, bus);
  return bus;
}
