#!/usr/bin/env node
// `npm start`: builds the web app and the server when a build is missing or older than its sources, then starts
// the compiled server (no transpiler at run time).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Runs `npm run build -w <workspace>` when `built` is missing or older than any of its sources. */
function buildWhenStale(label, workspace, built, sources) {
  const target = path.join(root, built);
  const stale =
    !existsSync(target) || sources.some((source) => newestMtime(path.join(root, source)) > statSync(target).mtimeMs);
  if (!stale) return;
  console.log(`Building ${label}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildWhenStale('the web app', 'apps/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/web/service-worker',
  'packages/domain/src',
]);
buildWhenStale('the server', 'apps/server', 'apps/server/dist/main.js', [
  'apps/server/src',
  'apps/server/scripts/build.mjs',
  'packages/domain/src',
]);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
