import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.ts';

/**
 * `npm run backup [destination]`: a consistent copy of the SQLite database while the server runs,
 * through SQLite's online backup API (it copies a snapshot page by page; writers keep working).
 */
const config = loadConfig();
if (config.database.kind !== 'sqlite') {
  console.error('DATABASE_URL points to PostgreSQL: use pg_dump (see docs/operations.md).');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const destination = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `carreras-${stamp}.db`));
mkdirSync(path.dirname(destination), { recursive: true });

const source = new SQLite(config.database.file, { fileMustExist: true });
source.pragma('busy_timeout = 5000');
await source.backup(destination);
source.close();

const copy = new SQLite(destination, { readonly: true });
const check = copy.pragma('integrity_check', { simple: true });
const runners = (copy.prepare('select count(*) as n from runners').get() as { n: number }).n;
const inscriptions = (copy.prepare('select count(*) as n from inscriptions').get() as { n: number }).n;
copy.close();
if (check !== 'ok') {
  console.error(`The copy ${destination} failed its integrity check: ${check}`);
  process.exit(1);
}
console.log(`Backup written to ${destination} (integrity ok; ${runners} runners, ${inscriptions} inscriptions).`);
