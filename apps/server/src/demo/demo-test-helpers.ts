import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type DemoSummary, generateDemo } from './generate-demo.ts';

/**
 * A test file's demo: a fresh database with the season generated as of `now` before the file's tests, closed after
 * them. Its `t` and `summary` are set once the file's tests run.
 */
export function demoSuite(now: Date): { t: TestApp; summary: DemoSummary } {
  const suite = {} as { t: TestApp; summary: DemoSummary };
  beforeAll(async () => {
    suite.t = await createTestApp({ seed: false });
    suite.summary = await generateDemo(suite.t.db.db, { now });
  }, 120_000);
  afterAll(async () => {
    await suite.t.close();
  });
  return suite;
}
