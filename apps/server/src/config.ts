import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .optional()
      .refine((url) => !url || url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
        message: 'must be file:PATH or postgres://…',
      }),
    DATA_DIR: z.string().min(1).default('./data'),
    ADMIN_DNI: z
      .string()
      .regex(/^\d{7,8}$/, 'must be 7 or 8 digits')
      .optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must have at least 6 characters').optional(),
    ADMIN_NOMBRE: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    RUNNER_TOKEN_TTL_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    ADMIN_TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    WEB_DIST: z.string().optional(),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine((value) => value !== 'true', {
        message:
          'true would take any address a client writes in X-Forwarded-For: give the number of proxies in front (1 for the documented nginx) or their addresses',
      })
      .refine((value) => value === 'true' || parseTrustProxy(value) !== null, {
        message: 'must be false, a number of proxies (1–99) or a comma-separated list of proxy addresses',
      }),
    PUBLIC_URL: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), { message: 'must start with http:// or https://' })
      .optional(),
    REGISTRATION_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    INSCRIPTION_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
    // The variable's older name: refused rather than silently ignored, so a limit an operator set is never lost.
    ENROLMENT_LIMIT_PER_MINUTE: z
      .string()
      .optional()
      .refine((value) => value === undefined, {
        message: 'was renamed INSCRIPTION_LIMIT_PER_MINUTE: set that instead',
      }),
    RESULTS_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(3000),
    RESULTS_LIMIT_PER_CLIENT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    RESULTS_STREAMS_TOTAL: z.coerce.number().int().positive().default(2000),
    RESULTS_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(500),
    RESULTS_CACHE_MB: z.coerce.number().positive().default(32),
    TIMING_STREAM_CHECK_MS: z.coerce.number().int().min(50).default(15_000),
    SMTP_URL: z
      .string()
      .optional()
      .refine((url) => !url || /^smtps?:\/\/[^/]/.test(url), {
        message: 'must be smtp://user:pass@host:587 or smtps://user:pass@host:465',
      }),
    MAIL_FROM: z.string().min(3).optional(),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  })
  .refine((env) => Boolean(env.ADMIN_DNI) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_DNI and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    message: 'SMTP_URL needs MAIL_FROM, the sender of every email (e.g. "Carreras <no-responder@example.com>")',
    path: ['MAIL_FROM'],
  })
  .refine((env) => !env.SMTP_URL || env.PUBLIC_URL, {
    message: 'SMTP_URL needs PUBLIC_URL: the links in emails are built from it, never from a request',
    path: ['PUBLIC_URL'],
  });

/** Sending email over SMTP (docs/decisions/017-mail-outbox.md); null when SMTP_URL is not set: email is off. */
export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
}

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  bootstrapAdmin: { dni: string; password: string; nombre: string } | null;
  sessionSecret: string;
  runnerTokenTtlMs: number;
  adminTokenTtlMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
  webDist: string;
  /** Longest a client may take to send a whole request (headers and body); slower ones get 408 and are closed. */
  requestTimeoutMs: number;
  /** Longest a connection may stay silent; live-results streams are exempt (see plugins/long-lived-streams.ts). */
  connectionTimeoutMs: number;
  /**
   * Which hops of X-Forwarded-For are believed (rate limits per address): false, the number of proxies in
   * front, or their addresses. Never "every hop": a client could then pick its own address (docs/security.md).
   */
  trustProxy: false | number | string;
  /** The address the public reaches the product at (Open Graph links); null when not configured. */
  publicUrl: string | null;
  /** Registrations accepted per client address and minute (riders behind one carrier address share it). */
  registrationLimitPerMinute: number;
  /** Inscriptions (POST /api/inscriptions) accepted per client address and minute. */
  inscriptionLimitPerMinute: number;
  /**
   * Public results reads (page and live-stream connections) per client address and minute, in each process; a
   * read answered 304 from the kept snapshot is not counted.
   */
  resultsLimitPerMinute: number;
  /**
   * Public results reads per client (reader cookie) and minute, within its address's budget; the cookieless
   * reads of an address share one larger allowance (decision 011).
   */
  resultsLimitPerClientPerMinute: number;
  /** Live-results streams open at once in the process; shared fairly between addresses (decision 011). */
  resultsStreamsTotal: number;
  /** Live-results streams one address may hold at once (a carrier's crowd shares one address). */
  resultsStreamsPerAddress: number;
  /** How often a timing screen's changes stream gets a heartbeat and its session is checked again. */
  timingStreamCheckMs: number;
  /** Room for the results snapshots kept in memory, least recently read dropped first. */
  resultsCacheBytes: number;
  mail: MailConfig | null;
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function databaseConfigFromUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'carreras.db') };
  if (url.startsWith('file:')) return { kind: 'sqlite', file: path.resolve(url.slice('file:'.length)) };
  return { kind: 'postgres', url };
}

/** The signing key: SESSION_SECRET, or one generated once and kept in the data folder. */
function loadSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify takes it: false, a hop count, or addresses (with /bits) and proxy-addr's named ranges. */
function parseTrustProxy(value: string): false | number | string | null {
  if (value === 'false') return false;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  const parts = value.split(',').map((part) => part.trim());
  const valid = parts.every((part) => {
    if (NAMED_PROXY_RANGES.has(part)) return true;
    const [address, bits, extra] = part.split('/');
    return extra === undefined && isIP(address ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  });
  return valid ? parts.join(',') : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    database: databaseConfigFromUrl(e.DATABASE_URL, dataDir),
    dataDir,
    bootstrapAdmin:
      e.ADMIN_DNI && e.ADMIN_PASSWORD
        ? { dni: e.ADMIN_DNI, password: e.ADMIN_PASSWORD, nombre: e.ADMIN_NOMBRE ?? 'Administrador' }
        : null,
    sessionSecret: loadSessionSecret(e.SESSION_SECRET, dataDir),
    runnerTokenTtlMs: e.RUNNER_TOKEN_TTL_HOURS * 3600_000,
    adminTokenTtlMs: e.ADMIN_TOKEN_TTL_HOURS * 3600_000,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    registrationLimitPerMinute: e.REGISTRATION_LIMIT_PER_MINUTE,
    inscriptionLimitPerMinute: e.INSCRIPTION_LIMIT_PER_MINUTE,
    resultsLimitPerMinute: e.RESULTS_LIMIT_PER_MINUTE,
    resultsLimitPerClientPerMinute: e.RESULTS_LIMIT_PER_CLIENT_PER_MINUTE,
    resultsStreamsTotal: e.RESULTS_STREAMS_TOTAL,
    resultsStreamsPerAddress: e.RESULTS_STREAMS_PER_ADDRESS,
    resultsCacheBytes: Math.round(e.RESULTS_CACHE_MB * 1024 * 1024),
    timingStreamCheckMs: e.TIMING_STREAM_CHECK_MS,
    mail:
      e.SMTP_URL && e.MAIL_FROM
        ? {
            smtpUrl: e.SMTP_URL,
            from: e.MAIL_FROM,
            retryBaseMs: e.MAIL_RETRY_BASE_MS,
            maxAttempts: e.MAIL_MAX_ATTEMPTS,
          }
        : null,
  };
}
