import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Property tests run hundreds of cases: a second on a quiet machine, several on a loaded 2-core one
          // (vitest's 5 s default failed one there). Bounded in runs, not in time.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Several server processes on one database: a PostgreSQL deployment only (docs/operations.md).
          exclude: process.env.TEST_DATABASE_URL ? [] : ['test/postgres/**'],
          environment: 'node',
          // Each file builds its own app on a fresh SQLite file or its own PostgreSQL schema, so files run in parallel.
          // A test is a few requests (a quiet machine answers in well under a second); the limits leave room for
          // argon2 hashing and PostgreSQL schema setup on a 2-core machine loaded with other work.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
