#!/usr/bin/env node
// `npm run demo`: generates a fresh demo season into ./data-demo and starts the product on it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'data-demo');
const port = process.env.PORT ?? '3000';

const generated = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/demo/create-demo-database.ts', dataDir],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } },
);
if (generated.status !== 0) process.exit(generated.status ?? 1);

console.log(`\nIniciando el servidor en http://localhost:${port} …\n`);
const server = spawnSync(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: port, ADMIN_DNI: '', ADMIN_PASSWORD: '' },
});
process.exit(server.status ?? 0);
