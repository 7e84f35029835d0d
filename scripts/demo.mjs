#!/usr/bin/env node
// `npm run demo`: generates a fresh demo season into ./data-demo and starts the product on it.
// Options (used by `npm run screenshots`): --port N (else PORT, else 3000), --data-dir DIR (else ./data-demo),
// --web-dist DIR: serve that already-built web app as is instead of building apps/web/dist when stale.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, 'web-dist': { type: 'string' } },
});
const dataDir = options['data-dir'] ? path.resolve(options['data-dir']) : path.join(root, 'data-demo');
const port = options.port ?? process.env.PORT ?? '3000';
const webDist = options['web-dist'] ? path.resolve(options['web-dist']) : undefined;

const generated = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/demo/create-demo-database.ts', dataDir],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } },
);
if (generated.status !== 0) process.exit(generated.status ?? 1);

console.log(`\nIniciando el servidor en http://localhost:${port} …\n`);
const server = spawnSync(
  process.execPath,
  webDist ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['scripts/start.mjs'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: port,
      ADMIN_DNI: '',
      ADMIN_PASSWORD: '',
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
  },
);
process.exit(server.status ?? 0);
