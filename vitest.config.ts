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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
