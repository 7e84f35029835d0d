import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

// docs/operations.md holds the complete configuration table: every variable the server reads is in it.
const ROOT = resolve(import.meta.dirname, '../../..');

it('every variable the server reads is documented in docs/operations.md', () => {
  const config = readFileSync(resolve(ROOT, 'apps/server/src/config.ts'), 'utf8');
  const variables = [...config.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}): z\./gm)].map((match) => match[1] as string);
  expect(variables.length).toBeGreaterThan(15);
  const operations = readFileSync(resolve(ROOT, 'docs/operations.md'), 'utf8');
  expect(variables.filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
});

it('refuses a renamed variable at start, naming the new one, rather than ignoring the limit it set', () => {
  const base = { SESSION_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://localhost/x' };
  expect(() => loadConfig({ ...base, ENROLMENT_LIMIT_PER_MINUTE: '200' })).toThrow(
    /ENROLMENT_LIMIT_PER_MINUTE: was renamed INSCRIPTION_LIMIT_PER_MINUTE/,
  );
  expect(loadConfig({ ...base, INSCRIPTION_LIMIT_PER_MINUTE: '200' }).inscriptionLimitPerMinute).toBe(200);
});
