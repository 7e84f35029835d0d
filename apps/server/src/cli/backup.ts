import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.ts';
import { ensurePrivateDirectory, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/database.ts';

/**
 * `npm run backup [destination]`: a consistent copy of the SQLite database while the server runs, as one
 * self-contained file readable by its owner only (it holds health data). `VACUUM INTO` writes a snapshot
 * of one read transaction (writers keep working) in rollback-journal mode, so opening the copy never
 * leaves a -wal or -shm beside it, as a page-by-page backup of a WAL database would. The copy is written
 * under a temporary name and only takes its name once it passed `PRAGMA integrity_check`.
 */
process.umask(0o077);
const config = loadConfig();
if (config.database.kind !== 'sqlite') {
  console.error('DATABASE_URL points to PostgreSQL: use pg_dump (see docs/operations.md).');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const defaultFolder = path.join(config.dataDir, 'backups');
const destination = path.resolve(process.argv[2] ?? path.join(defaultFolder, `carreras-${stamp}.db`));
if (existsSync(destination)) {
  console.error(`${destination} already exists: choose another name.`);
  process.exit(1);
}
if (process.argv[2]) mkdirSync(path.dirname(destination), { recursive: true, mode: PRIVATE_DIR_MODE });
else ensurePrivateDirectory(defaultFolder);

const partial = `${destination}.partial`;
rmSync(partial, { force: true });
try {
  // Read-write, like the server: a read-only connection could leave the source's -wal and -shm behind.
  const source = new SQLite(config.database.file, { fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  try {
    source.prepare('VACUUM INTO ?').run(partial);
  } finally {
    source.close();
  }
  chmodSync(partial, PRIVATE_FILE_MODE);

  const copy = new SQLite(partial, { readonly: true });
  const check = copy.pragma('integrity_check', { simple: true });
  const journal = copy.pragma('journal_mode', { simple: true });
  const runners = (copy.prepare('select count(*) as n from runners').get() as { n: number }).n;
  const inscriptions = (copy.prepare('select count(*) as n from inscriptions').get() as { n: number }).n;
  copy.close();
  if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${check}`);
  if (journal === 'wal') throw new Error('the copy is in WAL mode and would need -wal and -shm files beside it');
  renameSync(partial, destination);
  console.log(`Backup written to ${destination} (integrity ok; ${runners} runners, ${inscriptions} inscriptions).`);
} catch (error) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${partial}${suffix}`, { force: true });
  console.error(`Backup failed, nothing written to ${destination}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
