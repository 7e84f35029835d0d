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
  close(): Promise<void>;
}

/** SQLite keeps booleans as 0/1: read them back as booleans, so both dialects give the same rows. */
class SqliteBooleanPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (BOOLEAN_COLUMNS.has(key) && (value === 0 || value === 1)) row[key] = value === 1;
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

function wrapSqlite(database: SQLite.Database) {
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const statement: Statement = database.prepare(sql);
      return {
        reader: statement.reader,
        all: (params: readonly unknown[]) => statement.all(bindableParams(params)),
        run: (params: readonly unknown[]) => statement.run(bindableParams(params)),
        iterate: (params: readonly unknown[]) => statement.iterate(bindableParams(params)),
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
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: wrapSqlite(database) as never }),
    plugins: [new SqliteBooleanPlugin()],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

// int8 (counts, epoch milliseconds) and numeric come back from pg as strings; they fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: DatabaseConfig): Db {
  return config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url);
}
