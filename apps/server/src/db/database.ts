import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresDialect,
  type QueryResult,
  type RootOperationNode,
  SqliteDialect,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { BOOLEAN_COLUMNS, type Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Statements run so far through `db` (transaction control excluded): tests of hot routes count them. */
  queryCount(): number;
  close(): Promise<void>;
}

/** Counts the statements Kysely runs, built ones and precompiled ones alike (db/precompiled.ts): by their results. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }
}

/** SQLite keeps booleans as 0/1: read them back as booleans, so both dialects give the same rows. */
class SqliteBooleanPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const first = args.result.rows[0];
    if (!first) return args.result;
    // Every row of a result has the same columns: find the boolean ones once.
    const keys = Object.keys(first).filter((key) => BOOLEAN_COLUMNS.has(key));
    if (keys.length === 0) return args.result;
    for (const row of args.result.rows) {
      for (const key of keys) {
        const value = row[key];
        if (value === 0 || value === 1) row[key] = value === 1;
      }
    }
    return args.result;
  }
}

type Statement = ReturnType<SQLite.Database['prepare']>;

/** better-sqlite3 refuses to bind JS booleans; bind them as 0/1. */
function bindableParams(params: readonly unknown[]): unknown[] {
  return params.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

/** Prepared statements kept by SQL text, least recently used dropped first beyond this many. */
export const STATEMENT_CACHE_SIZE = 500;

function wrapSqlite(database: SQLite.Database) {
  // Preparing is a large part of a short query's cost; Kysely prepares on every execution.
  const statements = new Map<string, Statement>();
  const prepared = (sql: string): Statement => {
    const cached = statements.get(sql);
    if (cached) {
      statements.delete(sql);
      statements.set(sql, cached);
      return cached;
    }
    const statement = database.prepare(sql);
    statements.set(sql, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    return statement;
  };
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const statement = prepared(sql);
      return {
        reader: statement.reader,
        all: (params: readonly unknown[]) => statement.all(bindableParams(params)),
        run: (params: readonly unknown[]) => statement.run(bindableParams(params)),
        // A statement being iterated is busy until the iteration ends: streams get one of their own.
        iterate: (params: readonly unknown[]) => database.prepare(sql).iterate(bindableParams(params)),
      };
    },
  };
}

/** Owner only: the database holds health data (D15), its folder the token key and the backups. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Creates the folder owner-only, or tightens it to owner-only when it exists (an older install made it 755). */
export function ensurePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * At start: the data folder (the default database, the token key, the backups) and everything in it are
 * tightened to owner-only, as an install from before this rule left them 755 and 644. A folder named by
 * `file:PATH` outside it is created owner-only when missing but never changed when it exists (it may be
 * shared with other things); the database files in it are (see openSqlite).
 */
export function securePrivateData(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  chmodSync(dataDir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dataDir, { withFileTypes: true, recursive: true })) {
    const entryPath = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(entryPath, PRIVATE_DIR_MODE);
    else if (entry.isFile()) chmodSync(entryPath, PRIVATE_FILE_MODE);
  }
}

/**
 * The database file exists and, with its -wal and -shm, is readable by its owner only, before SQLite opens
 * it: SQLite gives the -wal and -shm it creates the mode of the database file, so they are born 600 too.
 */
export function securePrivateDatabaseFiles(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    if (existsSync(`${file}${suffix}`)) chmodSync(`${file}${suffix}`, PRIVATE_FILE_MODE);
  }
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    securePrivateDatabaseFiles(file);
  }
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // FULL: a write that was acknowledged survives a power cut, not only a process crash.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const counter = new QueryCounter();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: wrapSqlite(database) as never }),
    plugins: [new SqliteBooleanPlugin(), counter],
  });
  return { db, dialect: 'sqlite', queryCount: () => counter.count, close: () => db.destroy() };
}

// int8 (counts, epoch milliseconds) and numeric come back from pg as strings; they fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** How long a request waits for a PostgreSQL connection before it is answered 503 (the database is away). */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

export interface DatabaseOptions {
  /** A connection of the pool broke (the database restarted, the network dropped): logged, never fatal. */
  onConnectionError?: (error: Error) => void;
}

function openPostgres(url: string, options: DatabaseOptions): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const onError = (error: Error) => options.onConnectionError?.(error);
  // The pool listens to its idle clients only; a client in use whose connection dies (57P01 on a restart)
  // emits 'error' with no listener, which would end the process. Every client gets a listener of its own:
  // its query fails (a 503, see lib/db-errors.ts), the pool discards it on release and opens a new one.
  pool.on('connect', (client) => client.on('error', onError));
  pool.on('error', onError);
  const counter = new QueryCounter();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [counter] });
  return { db, dialect: 'postgres', queryCount: () => counter.count, close: () => db.destroy() };
}

export function openDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Db {
  return config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, options);
}
