import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rooms a reader can hold: no production source file of the server, the web or the domain runs past 400 lines,
 * so each is read whole. Split by what a file holds (repositories per table family, services per room, a
 * component per part, pure rules in `.ts` files beside it), not by cutting at line 400.
 *
 * Not counted: migrations (each one is the schema of its day and never changes), tests and test helpers (a race
 * journey reads best top to bottom, and they share their opening through the suites in test-app.ts and the
 * modules' test helpers). LONGER lists the files allowed past the limit with the reason.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const TREES = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const LIMIT = 400;

const LONGER = new Map([
  // The database as Kysely sees it: one interface per table, in one place so a query's types and a migration's
  // columns are checked against the same picture. Declarations only, no logic.
  ['apps/server/src/db/schema.ts', 'one interface per table'],
]);

const isCounted = (path: string) =>
  /\.tsx?$/.test(path) &&
  !path.endsWith('.d.ts') &&
  !/\.test\.tsx?$|-test-helpers\.tsx?$|test-builders\.tsx?$/.test(path) &&
  !/\/(migrations|test)\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : [path];
  });
}

const lineCount = (path: string) => readFileSync(path, 'utf8').split('\n').length - 1;

describe('file sizes', () => {
  it(`keeps every production source file within ${LIMIT} lines, or says why`, () => {
    const long = TREES.flatMap((tree) => sourceFiles(join(ROOT, tree)))
      .map((path) => relative(ROOT, path))
      .filter(isCounted)
      .filter((path) => !LONGER.has(path))
      .flatMap((path) => {
        const lines = lineCount(join(ROOT, path));
        return lines > LIMIT ? [`${path}: ${lines} lines`] : [];
      });
    expect(long).toEqual([]);
  });

  it('lists only files that exist and are still long', () => {
    for (const path of LONGER.keys()) expect(lineCount(join(ROOT, path)), path).toBeGreaterThan(LIMIT);
  });
});
