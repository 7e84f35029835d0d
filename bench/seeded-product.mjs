// The product on a database seeded by bench/seed-load.ts (a 2,000-rider event with results, and the events the
// load bench reads), run through tsx: what the bench's measuring scripts other than run.mjs start.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnProduct, waitHealthy } from './product-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** A fresh `dataDir` seeded by seed-load.ts; resolves with what it printed (`eventId`, …). */
export function seedLoad(dataDir) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/seed-load.ts', path.join(dataDir, 'carreras.db')],
    { cwd: root, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(seeded.stderr);
  return JSON.parse(seeded.stdout.trim().split('\n').pop());
}

/**
 * Starts the server on `dataDir` and waits until /api/health answers; with `admin` ({ dni, password }) the
 * first administrator is created and its token returned. The server is killed when this process exits.
 */
export async function startSeededProduct({ port, dataDir, admin, env = {} }) {
  const server = spawnProduct({ port, dataDir, admin, env, webDist: env.WEB_DIST });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base, server);
  let token = null;
  if (admin) {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...admin, type: 'admin' }),
    });
    if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
    token = (await login.json()).token;
  }
  return { base, server, token };
}
