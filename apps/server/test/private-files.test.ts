import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The database holds health data: the real start (`main.ts`) and `npm run backup`, run as processes from a
 * shell whose umask is the usual 022, leave every data file 600 and every data folder 700.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const mode = (file: string) => statSync(file).mode & 0o777;

/** Runs a TypeScript entry point under `umask 022`, as a login shell would start it. */
function runTs(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  const command = ['umask 022;', 'exec', JSON.stringify(process.execPath), '--import tsx', entry, ...args].join(' ');
  return spawn('sh', ['-c', command], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function outputOf(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  return () => text;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Starts the server on a free port and resolves once it listens; stop() ends it with SIGTERM. */
async function startServer(dataDir: string) {
  const child = runTs('apps/server/src/main.ts', [], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ADMIN_DNI: '',
    ADMIN_PASSWORD: '',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const output = outputOf(child);
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output().includes('Database: ')) resolve();
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output()}`)));
  });
  return {
    async stop() {
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
    },
  };
}

async function backup(dataDir: string, args: string[] = []) {
  const child = runTs('apps/server/src/cli/backup.ts', args, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const output = outputOf(child);
  const code = await exited(child);
  return { code, output: output() };
}

let parent: string;
beforeAll(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'carreras-files-'));
  // As a home folder usually is: anyone may list it, so what protects the data is the data's own modes.
  chmodSync(parent, 0o755);
});
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('files holding health data', () => {
  it('are created owner-only by the start, and an older install is tightened at the next start', async () => {
    const dataDir = path.join(parent, 'data');
    let server = await startServer(dataDir);
    const db = path.join(dataDir, 'carreras.db');
    expect(mode(dataDir)).toBe(0o700);
    for (const file of [db, `${db}-wal`, `${db}-shm`, path.join(dataDir, 'session-secret')]) {
      expect(mode(file), file).toBe(0o600);
    }
    await server.stop();

    // What an install from before this change left: a 755 folder and 644 files.
    chmodSync(dataDir, 0o755);
    for (const name of readdirSync(dataDir)) chmodSync(path.join(dataDir, name), 0o644);
    writeFileSync(`${db}-wal`, '');
    writeFileSync(`${db}-shm`, '');
    chmodSync(`${db}-wal`, 0o644);
    chmodSync(`${db}-shm`, 0o644);
    mkdirSync(path.join(dataDir, 'backups'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'backups', 'carreras-vieja.db'), '', { mode: 0o644 });
    server = await startServer(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'backups'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'backups', 'carreras-vieja.db'))).toBe(0o600);
    for (const name of readdirSync(dataDir).filter((name) => name !== 'backups')) {
      expect(mode(path.join(dataDir, name)), name).toBe(0o600);
    }
    await server.stop();
  }, 60_000);

  it('are backed up, while the server runs, as one owner-only file that opens and passes its integrity check', async () => {
    const dataDir = path.join(parent, 'data-backup');
    const server = await startServer(dataDir);
    try {
      const first = await backup(dataDir);
      expect(first.code, first.output).toBe(0);
      const folder = path.join(dataDir, 'backups');
      expect(mode(folder)).toBe(0o700);
      const files = readdirSync(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^carreras-.*\.db$/);
      const copyFile = path.join(folder, files[0] as string);
      expect(mode(copyFile)).toBe(0o600);

      const copy = new SQLite(copyFile, { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('journal_mode', { simple: true })).not.toBe('wal');
      expect((copy.prepare('select count(*) as n from races').get() as { n: number }).n).toBeGreaterThan(0);
      copy.close();
      // Opening it leaves nothing beside it.
      expect(readdirSync(folder)).toEqual(files);

      // A destination of one's own, in a folder that does not exist yet; an existing file is never overwritten.
      const elsewhere = path.join(parent, 'copias', 'copia.db');
      const second = await backup(dataDir, [elsewhere]);
      expect(second.code, second.output).toBe(0);
      expect(mode(path.dirname(elsewhere))).toBe(0o700);
      expect(readdirSync(path.dirname(elsewhere))).toEqual(['copia.db']);
      expect(mode(elsewhere)).toBe(0o600);
      const again = await backup(dataDir, [elsewhere]);
      expect(again.code).toBe(1);
      expect(again.output).toContain('already exists');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
