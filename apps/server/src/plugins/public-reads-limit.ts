import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../lib/app-error.ts';

/** Addresses whose read counts are kept at once (least recent forgotten first): bounds the limiter's memory. */
export const RATE_LIMIT_ADDRESSES = 10_000;

/** Hits per address in fixed windows, in this process's memory; the least recently seen addresses go first. */
export class AddressWindows {
  private readonly windows = new Map<string, { hits: number; start: number }>();

  constructor(
    private readonly maxAddresses = RATE_LIMIT_ADDRESSES,
    private readonly now: () => number = Date.now,
  ) {}

  hit(address: string, windowMs: number): { current: number; ttl: number } {
    const at = this.now();
    const kept = this.windows.get(address);
    const window = kept && kept.start + windowMs > at ? kept : { hits: 0, start: at };
    window.hits += 1;
    // Map order is the recency order.
    this.windows.delete(address);
    this.windows.set(address, window);
    if (this.windows.size > this.maxAddresses) this.windows.delete(this.windows.keys().next().value as string);
    return { current: window.hits, ttl: window.start + windowMs - at };
  }

  get size(): number {
    return this.windows.size;
  }
}

/**
 * Options for @fastify/rate-limit (registered `global` in a scope) that count into `windows`: every scope
 * given the same windows shares one budget per address, whichever of its routes are asked.
 */
export function perAddressLimit(max: number, windows = new AddressWindows()): RateLimitPluginOptions {
  class SharedWindowsStore implements FastifyRateLimitStore {
    child(): FastifyRateLimitStore {
      return this;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      callback(null, windows.hit(key, timeWindow));
    }
  }
  return {
    global: true,
    max,
    timeWindow: '1 minute',
    store: SharedWindowsStore,
    errorResponseBuilder: () => tooManyRequests(),
  };
}

const publicReads = new WeakMap<object, AddressWindows>();

/**
 * The one limit of public results reads per address (RESULTS_LIMIT_PER_MINUTE): the live results, their
 * stream, the results hub's pages and the server-rendered rider page (rider-page-meta.ts) count together, so
 * alternating between them gains nothing. The counts
 * stay in this process's memory, unlike the account limits counted in the database: a database write per
 * results read would cost the busiest path of race day more than the limit protects.
 */
export function publicReadsLimit(app: FastifyInstance): RateLimitPluginOptions {
  let windows = publicReads.get(app.db);
  if (!windows) {
    windows = new AddressWindows();
    publicReads.set(app.db, windows);
  }
  return perAddressLimit(app.config.resultsLimitPerMinute, windows);
}
