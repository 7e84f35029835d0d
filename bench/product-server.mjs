// The product's server in a process of its own, as every bench and durability run starts it: one place for the
// command line, the environment it needs and the wait for /api/health.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Servers still running, killed when this process exits (one listener however many are started). */
const running = new Set();
let killOnExit = false;
function killWhenExiting(child) {
  if (!killOnExit) {
    killOnExit = true;
    process.on('exit', () => {
      for (const server of running) server.kill('SIGKILL');
    });
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
}

const ENTRY = {
  /** What production runs: the compiled server (`npm run build -w apps/server` first). */
  compiled: ['apps/server/dist/main.js'],
  /** The sources through tsx: no build step, a slower start. */
  sources: ['--import', 'tsx', 'apps/server/src/main.ts'],
};

/**
 * Spawns the server on `port` with its data in `dataDir`. SQLite unless `databaseUrl` names PostgreSQL or a
 * `file:` database; no web build unless `webDist` is given; with `admin` ({ dni, password }) the first
 * administrator is created at start. `nodeArgs` go before the entry (for `--cpu-prof`); `env` overrides the rest.
 * The child is killed when this process exits unless `keepOnExit`.
 */
export function spawnProduct({
  port,
  dataDir,
  entry = 'sources',
  databaseUrl = '',
  admin,
  webDist,
  nodeArgs = [],
  env = {},
  stdio = ['ignore', 'ignore', 'inherit'],
  keepOnExit = false,
}) {
  const child = spawn(process.execPath, [...nodeArgs, ...ENTRY[entry]], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'error',
      WEB_DIST: webDist ?? path.join(dataDir, 'no-web-build'),
      ...(admin ? { ADMIN_DNI: admin.dni, ADMIN_PASSWORD: admin.password } : {}),
      ...env,
    },
    stdio,
  });
  if (!keepOnExit) killWhenExiting(child);
  return child;
}

/**
 * Resolves once `base`/api/health answers 200; throws when the child exits first or after `timeoutMs`.
 * Polls every `everyMs` (the start-time bench polls often to measure the start itself).
 */
export async function waitHealthy(base, child, { timeoutMs = 30_000, everyMs = 100 } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    if (Date.now() > until) throw new Error(`the server did not answer ${base}/api/health within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
