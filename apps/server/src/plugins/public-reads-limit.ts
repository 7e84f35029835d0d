import type { Signer } from '@fastify/cookie';
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/app-error.ts';
import { issueReaderCookie, readerCookieSigner, readerSetCookie, trustedReader } from '../lib/reader-cookie.ts';

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

/** Reads a client is given in a minute even once its address's budget is spent by others (decision 011). */
export const READ_FLOOR_PER_MINUTE = 30;
/** Clients counted apart per address and minute; more count as the address's cookieless reads. */
export const CLIENTS_PER_ADDRESS = 1000;
/** Clients counted at once in the process (least recently seen addresses forgotten first): bounds the memory. */
export const TRACKED_CLIENTS = 100_000;

/** The figures of the fair read rule (decision 011), per address and minute. */
export interface FairReadRule {
  /** What an address reads before only clients under the floor are served (RESULTS_LIMIT_PER_MINUTE). */
  addressBudget: number;
  /** The most one client (reader cookie) reads (RESULTS_LIMIT_PER_CLIENT_PER_MINUTE). */
  clientShare: number;
  /** The most the address's cookieless reads read together: a fifth of the budget, room for arriving phones. */
  cookielessShare: number;
  /** What every client, the cookieless included, is given whatever the others read. */
  floor: number;
}

export function fairReadRule(addressBudget: number, clientShare: number): FairReadRule {
  const share = Math.min(clientShare, addressBudget);
  return {
    addressBudget,
    clientShare: share,
    cookielessShare: Math.min(addressBudget, Math.max(share, Math.floor(addressBudget / 5))),
    floor: Math.min(READ_FLOOR_PER_MINUTE, share),
  };
}

interface AddressWindow {
  start: number;
  /** Reads served to the address in this window. */
  total: number;
  cookieless: number;
  clients: Map<string, number>;
}

/**
 * Reads per address and per client in fixed windows, in this process's memory (decision 011). A read is served
 * while its client is under the floor, or under its share while the address is under its budget; a refused read
 * is not counted. One client thus never spends its address's budget for the others, and once the budget is
 * spent (by many clients, or by one holding many cookies) each client still gets the floor.
 * Memory is bounded: CLIENTS_PER_ADDRESS per address, and the least recently seen addresses are forgotten past
 * `maxAddresses` or past `maxClients` clients in all.
 */
export class FairReadBudgets {
  private readonly windows = new Map<string, AddressWindow>();
  private clientsKept = 0;

  constructor(
    private readonly rule: FairReadRule,
    private readonly now: () => number = Date.now,
    private readonly limits = {
      maxAddresses: RATE_LIMIT_ADDRESSES,
      maxClients: TRACKED_CLIENTS,
      clientsPerAddress: CLIENTS_PER_ADDRESS,
    },
  ) {}

  /** Counts one read of `client` (null: no reader cookie) from `address`, when it is allowed. */
  read(address: string, client: string | null, windowMs: number): { allowed: boolean; total: number; ttl: number } {
    const at = this.now();
    let window = this.windows.get(address);
    if (window && window.start + windowMs <= at) {
      this.clientsKept -= window.clients.size;
      window = undefined;
    }
    window ??= { start: at, total: 0, cookieless: 0, clients: new Map() };
    // Map order is the recency order.
    this.windows.delete(address);
    this.windows.set(address, window);
    const { rule } = this;
    const counted =
      client !== null && (window.clients.has(client) || window.clients.size < this.limits.clientsPerAddress);
    const reads = counted ? (window.clients.get(client) ?? 0) : window.cookieless;
    const share = counted ? rule.clientShare : rule.cookielessShare;
    const allowed = reads < rule.floor || (reads < share && window.total < rule.addressBudget);
    if (allowed) {
      window.total += 1;
      if (!counted) window.cookieless += 1;
      else {
        if (!window.clients.has(client)) this.clientsKept += 1;
        window.clients.set(client, reads + 1);
      }
    }
    this.forgetOldest(address);
    return { allowed, total: window.total, ttl: window.start + windowMs - at };
  }

  /** Addresses whose reads are kept now. */
  get size(): number {
    return this.windows.size;
  }

  /** Clients counted apart now, in all addresses. */
  get clients(): number {
    return this.clientsKept;
  }

  private forgetOldest(current: string) {
    while (this.windows.size > this.limits.maxAddresses || this.clientsKept > this.limits.maxClients) {
      const [oldest, window] = this.windows.entries().next().value as [string, AddressWindow];
      if (oldest === current) return;
      this.windows.delete(oldest);
      this.clientsKept -= window.clients.size;
    }
  }
}

/** The reader cookie each public read without one is given (set by readerCookiePlugin or by a stream itself). */
const pendingReaderCookies = new WeakMap<FastifyRequest, string>();

/** The `Set-Cookie` header a public read should carry, if any: a stream writes its own headers. */
export function pendingReaderCookie(request: FastifyRequest): string | undefined {
  return pendingReaderCookies.get(request);
}

/**
 * Gives every public read made without a reader cookie one, whatever its answer (a 429 included), and so does
 * every page of the web app: a browser then makes even its first reads as a client of its own, and the crowd
 * arriving at a finish line does not share the cookieless bucket.
 */
export const readerCookiePlugin = fp(async (app) => {
  const { signer } = publicReadsOf(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    const cookie = pendingReaderCookies.get(request);
    if (cookie !== undefined) reply.header('set-cookie', cookie);
    else if (
      request.method === 'GET' &&
      String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
      trustedReader(signer, request.headers.cookie) === null
    ) {
      reply.header('set-cookie', readerSetCookie(issueReaderCookie(signer), request.protocol === 'https'));
    }
    done(null, payload);
  });
});

const publicReads = new WeakMap<object, { budgets: FairReadBudgets; signer: Signer }>();

function publicReadsOf(app: FastifyInstance): { budgets: FairReadBudgets; signer: Signer } {
  let kept = publicReads.get(app.db);
  if (!kept) {
    const rule = fairReadRule(app.config.resultsLimitPerMinute, app.config.resultsLimitPerClientPerMinute);
    kept = { budgets: new FairReadBudgets(rule), signer: readerCookieSigner(app.config.sessionSecret) };
    publicReads.set(app.db, kept);
  }
  return kept;
}

/**
 * The one limit of public results reads (RESULTS_LIMIT_PER_MINUTE per address, shared fairly between its
 * clients: FairReadBudgets): the live results, their stream, the results hub's pages, the championships and
 * the server-rendered rider page (rider-page-meta.ts) count together, so alternating between them gains
 * nothing. A client is a reader cookie (reader-cookie.ts), given with the first answer to a browser without
 * one. The counts stay in this process's memory, unlike the account limits counted in the database: a
 * database write per results read would cost the busiest path of race day more than the limit protects.
 */
export function publicReadsLimit(app: FastifyInstance): RateLimitPluginOptions {
  const { budgets, signer } = publicReadsOf(app);
  const max = app.config.resultsLimitPerMinute;
  class FairReadsStore implements FastifyRateLimitStore {
    child(): FastifyRateLimitStore {
      return this;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const cut = key.indexOf('\n');
      const client = key.slice(cut + 1);
      const read = budgets.read(key.slice(0, cut), client === '' ? null : client, timeWindow);
      // The plugin refuses beyond `max`: a read allowed under the floor past the address's budget stays at it.
      callback(null, { current: read.allowed ? Math.min(read.total, max) : max + 1, ttl: read.ttl });
    }
  }
  return {
    global: true,
    max,
    timeWindow: '1 minute',
    store: FairReadsStore,
    keyGenerator: (request) => {
      const reader = trustedReader(signer, request.headers.cookie);
      if (reader === null && !pendingReaderCookies.has(request)) {
        pendingReaderCookies.set(request, readerSetCookie(issueReaderCookie(signer), request.protocol === 'https'));
      }
      return `${request.ip}\n${reader ?? ''}`;
    },
    errorResponseBuilder: () => tooManyRequests(),
  };
}
