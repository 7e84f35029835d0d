import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * SQL lives behind doors: only `*.repository.ts` files build or run a query, so a table's statements are found in
 * one kind of file and every other file calls a function named for what it needs. Migrations are SQL by nature and
 * not looked at. ALLOWED lists the few other files that must hold SQL, each with the reason; a test keeps the list
 * from naming files that are gone or that hold no SQL any more.
 * Tests (`*.test.ts`) and test helpers (`*-test-helpers.ts`) are exempt: they arrange and read rows directly.
 */
const SRC = resolve(import.meta.dirname, '../src');

/** Files outside repositories that build SQL on purpose (paths under src/), with the reason. */
const ALLOWED = new Map([
  [
    'db/seed.ts',
    "writes a fresh database's first rows and its marker in one transaction, before any module's data exists, as a migration does",
  ],
  [
    'db/migrate.ts',
    'runs the migrations and asks which schema it migrates: the machinery of migrations, below every module',
  ],
  [
    'db/inscription-fragments.ts',
    "pieces of a select over inscriptions composed into other modules' repositories: they build a query, never run one",
  ],
  ['lib/name-order.ts', 'builds the ORDER BY expression of names that repositories sort by; runs nothing'],
  [
    'lib/like-pattern.ts',
    'builds the LIKE condition of a word search that repositories put in their where; runs nothing',
  ],
  [
    'demo/demo-rows.ts',
    'writes past seasons as they stood (closed events, paid and present inscriptions dated months ago): no service creates such rows',
  ],
  [
    'demo/demo-registration.ts',
    'picks the demo people and inscriptions to showcase by what the database holds, before it writes through the services',
  ],
]);

const SQL =
  /\b(?:selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\s*\(|\bsql\s*(?:<[^`;]*?>)?\s*`|\bsql\.(?:raw|ref|lit|id|join|table|val)\s*\(/;

const isExempt = (path: string) =>
  /\.test\.ts$|-test-helpers\.ts$|\.repository\.ts$/.test(path) || path.startsWith('db/migrations/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The source without comments, keeping line breaks for line numbers. */
const withoutComments = (source: string) =>
  source.replace(
    /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/[^\n]*/g,
    (text, before = '') => `${before}${text.slice(before.length).replace(/[^\n]/g, ' ')}`,
  );

/** Each line of a file's code that builds SQL, as `line: code`. */
export function sqlLines(source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) => (SQL.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

const productionFiles = () =>
  sourceFiles(SRC)
    .map((file) => relative(SRC, file).split(sep).join('/'))
    .filter((path) => !isExempt(path));

describe('SQL only in repositories', () => {
  it('no file but a repository builds or runs a query, except the allowed ones', () => {
    const offenders = productionFiles()
      .filter((path) => !ALLOWED.has(path))
      .flatMap((path) => sqlLines(readFileSync(join(SRC, path), 'utf8')).map((line) => `${path}:${line}`));
    expect(offenders).toEqual([]);
  });

  it('every allowed file exists and still holds SQL', () => {
    const files = new Set(productionFiles());
    const stale = [...ALLOWED.keys()].filter(
      (path) => !files.has(path) || sqlLines(readFileSync(join(SRC, path), 'utf8')).length === 0,
    );
    expect(stale).toEqual([]);
  });

  it('the check sees each way of writing a query and skips comments', () => {
    const source = [
      "const row = await db.selectFrom('events').select('activo').executeTakeFirst();",
      "await trx.insertInto('audit_log').values(rows).execute();",
      'const ok = sql<number>`1`;',
      '// db.deleteFrom(…) is what the repository does',
      "const url = 'https://example.org/updateTable';",
      "await db.updateTable('runners').set({ nombre }).execute();",
      "const name = sql.ref('r.nombre');",
    ].join('\n');
    expect(sqlLines(source).map((line) => line.split(':')[0])).toEqual(['1', '2', '3', '6', '7']);
  });
});
