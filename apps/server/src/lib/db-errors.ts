/**
 * True when the database refused a write because of a unique constraint (SQLite or PostgreSQL).
 * `needle`, when given, must appear in the constraint name, the message or PostgreSQL's detail
 * (which names the columns), so callers can tell which uniqueness was hit.
 */
export function isUniqueViolation(error: unknown, needle?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: string; constraint?: string; message?: string; detail?: string };
  const unique =
    e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!unique) return false;
  if (!needle) return true;
  return [e.constraint, e.message, e.detail].some((text) => text?.includes(needle));
}

/** PostgreSQL's classes of "the server is away": connection exceptions, and an operator or crash shutting it down. */
const POSTGRES_UNAVAILABLE = /^(08|57P0[1-3]|53300)/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres says of a connection that broke or never came, without a code. */
const POSTGRES_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'not queryable',
  'Client was closed',
  'Cannot use a pool after calling end',
];

/**
 * True when the database could not answer at all (restarting, unreachable, out of connections, SQLite busy
 * past its wait or failing to read or write its file): a 503 to retry, not a fault of the request. Nothing
 * was half-written: a statement or transaction cut this way is rolled back by the database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (POSTGRES_UNAVAILABLE.test(code) || NETWORK_CODES.has(code)) return true;
  if (/^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|PROTOCOL)/.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return code === '' && POSTGRES_CLIENT_MESSAGES.some((text) => message.includes(text));
}
