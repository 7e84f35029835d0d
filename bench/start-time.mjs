#!/usr/bin/env node
// Start time of the server: from spawning Node to the first 200 of /api/health, on an SQLite database that
// is already migrated, for the compiled server (apps/server/dist, what `npm start` runs) beside the same
// sources run through tsx (what `npm start` ran before). Not a test: it asserts nothing about time.
// Standalone: `node bench/start-time.mjs [runs]`; bench/run.mjs calls measureStartTimes().
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const variants = {
  'compiled (node apps/server/dist/main.js)': ['--enable-source-maps', 'apps/server/dist/main.js'],
  'transpiled at start (node --import tsx src/main.ts)': ['--import', 'tsx', 'apps/server/src/main.ts'],
};

async function startOnce(args, port, dataDir) {
  const started = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

/** Milliseconds to a healthy server per variant: median and min over `runs` alternating starts. */
export async function measureStartTimes({ runs = 5, port = 3321, tmp = path.join(root, 'bench/.tmp') } = {}) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('server build failed');
  const dataDir = path.join(tmp, 'start-time');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // The first start migrates and seeds the database: not part of what is measured.
  await startOnce(Object.values(variants)[0], port, dataDir);
  const times = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (let i = 0; i < runs; i++) {
    for (const [name, args] of Object.entries(variants)) times[name].push(await startOnce(args, port, dataDir));
  }
  const rows = {};
  for (const [name, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    rows[name] = {
      'median ms': Math.round(sorted[Math.floor((sorted.length - 1) / 2)]),
      'min ms': Math.round(sorted[0]),
      runs: sorted.length,
    };
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 5);
  console.table(await measureStartTimes({ runs }));
}
