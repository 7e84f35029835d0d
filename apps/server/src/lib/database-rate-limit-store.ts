import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { countHit } from '../db/rate-limits.repository.ts';
import type { Database } from '../db/schema.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so every server process behind
 * the proxy counts a client together (the plugin's own store is one process's memory). One bucket per route.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly bucket: string;

    constructor(_globalOptions?: unknown, bucket = 'global') {
      this.bucket = bucket;
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as RouteInfo;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method} ${routeInfo?.url ?? ''}`.trim());
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, this.bucket, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
  };
}
