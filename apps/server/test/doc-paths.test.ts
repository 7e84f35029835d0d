import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

// Every file the README and the docs name exists: a doc that sends a newcomer to a deleted file is worse than none.
const ROOT = resolve(import.meta.dirname, '../../..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file)),
];
/** Where a doc's shorter paths start (`lib/db-errors.ts` is the server's, `features/…` the web's). */
const BASES = [
  '',
  'apps/server/src',
  'apps/server/src/modules',
  'apps/server',
  'apps/server/test',
  'apps/web/src',
  'apps/web/src/features',
  'apps/web',
  'packages/domain/src',
  'packages/domain',
  'e2e',
  'e2e/tests',
  'docs',
];
/** A backticked repository path: segments with a slash, ending in a source or doc file's extension. */
const PATH = /^[\w.@[\]-]+(?:\/[\w.@[\]-]+)+\.(?:ts|tsx|mjs|sh|md|conf|css|json|yml)$/;

function namedFiles(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => (match[1] as string).replace(/[:#].*$/, ''))
    .filter((path) => PATH.test(path) && !path.startsWith('api/'));
}

it('every file the README and the docs name exists', () => {
  const missing = DOCS.flatMap((doc) =>
    namedFiles(readFileSync(join(ROOT, doc), 'utf8'))
      .filter((path) => !BASES.some((base) => existsSync(join(ROOT, base, path))))
      .map((path) => `${doc}: ${path}`),
  );
  expect(missing).toEqual([]);
});

it('reads the paths a doc names', () => {
  expect(namedFiles('see `apps/server/src/lib/db-errors.ts:12` and `lib/x.ts`, not `/api/health` or `@a/b`')).toEqual([
    'apps/server/src/lib/db-errors.ts',
    'lib/x.ts',
  ]);
});
