#!/usr/bin/env node
// Starts the built product for the browser journeys on a fresh SQLite database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN, E2E_PORT, E2E_WEB_DIST } from './e2e-env.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, `e2e/.tmp/data-${E2E_PORT}`);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_DNI: E2E_ADMIN.dni,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_NOMBRE: E2E_ADMIN.nombre,
    LOG_LEVEL: 'warn',
    // Every journey registers and enrols from 127.0.0.1; the per-address defaults would throttle the suite itself.
    REGISTRATION_LIMIT_PER_MINUTE: '1000',
    INSCRIPTION_LIMIT_PER_MINUTE: '1000',
    // Every results page and live stream of the suite also comes from 127.0.0.1.
    RESULTS_LIMIT_PER_MINUTE: '10000',
    ...(E2E_WEB_DIST ? { WEB_DIST: E2E_WEB_DIST } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
