#!/usr/bin/env node
// Start time of the server: from spawning Node to the first 200 of /api/health, on an SQLite database that
// is already migrated, for the compiled server (apps/server/dist, what `npm start` runs) beside the same
// sources run through tsx (what `npm start` ran before). Not a test: it asserts nothing about time.
// Standalone: `node bench/start-time.mjs [runs]`; bench/run.mjs calls measureStartTimes().
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnProduct, waitHealthy } from './product-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

const variants = {
  'compiled (node apps/server/dist/main.js)': { entry: 'compiled', nodeArgs: ['--enable-source-maps'] },
  'transpiled at start (node --import tsx src/main.ts)': { entry: 'sources' },
};

async function startOnce(variant, port, dataDir) {
  const started = performance.now();
  const server = spawnProduct({ port, dataDir, ...variant, keepOnExit: true });
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, server, { everyMs: 10 });
    return performance.now() - started;
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
    for (const [name, variant] of Object.entries(variants)) times[name].push(await startOnce(variant, port, dataDir));
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
