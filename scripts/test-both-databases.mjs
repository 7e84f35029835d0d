#!/usr/bin/env node
// Runs every Vitest project on SQLite, then the server's API suite again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const vitest = (args, env) => spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env }).status ?? 1;

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
const sqlite = vitest([], withoutPostgres);
if (sqlite !== 0) process.exit(sqlite);

if (!TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: the API suite ran on SQLite only (.ci/run also runs it on PostgreSQL).');
  process.exit(0);
}
console.log('\nAPI suite on PostgreSQL…');
process.exit(vitest(['--project', 'server'], process.env));
