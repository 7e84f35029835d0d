import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A server module is reached only through its services, as immich layers controllers → services → repositories:
 * - a `*.routes.ts` file imports nothing from another module and no `*.repository.ts`, its own included: it asks
 *   its own module's services;
 * - a file of module A imports from module B only B's `*.service.ts` files or a file listed in PUBLIC below,
 *   never B's repository, so a table's SQL changes in one module without breaking another;
 * - production code never imports a `*-test-helpers.ts` file;
 * - a service never hands out its repository (`export { … } from './x.repository.ts'`, or `export { name }` of a
 *   name imported from one): what other modules need from its data is a function the service declares.
 * The same rules hold for the code outside `modules/` that reaches into it: `demo/`, `cli/` and `lib/` import a
 * module's services, never its repository (ALLOWED_OUTSIDE lists the exceptions with their reasons).
 * Tests (`*.test.ts`) and test helpers (`*-test-helpers.ts`) are exempt: they arrange rows through any module.
 * Imports from `db/`, `plugins/` and packages are not limited here.
 */
const SRC = resolve(import.meta.dirname, '../src');
const MODULES = join(SRC, 'modules');
/** The trees outside `modules/` held to the same doors. */
const OUTSIDE = ['demo', 'cli', 'lib'].map((dir) => join(SRC, dir));
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Files other modules may import besides services, each with the reason it is not a service. */
const PUBLIC = new Set([
  // Signs and checks session tokens without a database read; the Server-Sent Events helper checks a stream's session with it.
  'auth/token.ts',
  // Spreadsheet layouts of results, shared by the results download and the reports' workbook.
  'results/results-sheets.ts',
]);

/** Imports from outside `modules/` that reach a repository on purpose, as `from → to` (paths under src/), with the reason. */
// None today: the demo writes its past seasons' raw rows itself (demo/demo-rows.ts) and the rest through services.
const ALLOWED_OUTSIDE = new Set<string>([]);

const isTestCode = (file: string) => /\.test\.ts$|-test-helpers\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

const moduleOf = (file: string) => relative(MODULES, file).split(sep)[0];
const modulePath = (file: string) => relative(MODULES, file).split(sep).join('/');
const srcPath = (file: string) => relative(SRC, file).split(sep).join('/');
const isOutside = (file: string) => relative(MODULES, file).startsWith('..');

/** Why an import breaks a rule, or undefined when it keeps them. */
function violation(file: string, target: string): string | undefined {
  if (relative(MODULES, target).startsWith('..')) return undefined;
  const targetName = basename(target);
  if (/-test-helpers\.ts$/.test(targetName)) return 'production code imports a test helper';
  if (isOutside(file) && ALLOWED_OUTSIDE.has(`${srcPath(file)} → ${srcPath(target)}`)) return undefined;
  if (file.endsWith('.routes.ts') && targetName.endsWith('.repository.ts')) {
    return 'a route imports a repository: call a service of its own module';
  }
  if (file.endsWith('.routes.ts') && moduleOf(target) !== moduleOf(file)) {
    return 'a route imports another module: call a service of its own module';
  }
  if (moduleOf(target) === moduleOf(file)) return undefined;
  if (targetName.endsWith('.service.ts') || PUBLIC.has(modulePath(target))) return undefined;
  return `reaches into module ${moduleOf(target)}: import one of its *.service.ts files`;
}

const REPOSITORY_REEXPORT = /^\s*export\s[^'";]*?\sfrom\s*['"]([^'"]*\.repository\.ts)['"]/gm;
const REPOSITORY_IMPORT = /^\s*import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"][^'"]*\.repository\.ts['"]/gm;
const LOCAL_EXPORT = /^\s*export\s+(?:type\s+)?\{([^}]*)\}\s*;/gm;
const namesIn = (list: string) =>
  list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop() ?? '',
    )
    .filter(Boolean);

/** How a service's source hands out a repository: each `export … from` one, and each name imported from one and exported again. */
export function repositoryReexports(source: string): string[] {
  const found = [...source.matchAll(REPOSITORY_REEXPORT)].map((match) => `export … from '${match[1]}'`);
  const imported = new Set([...source.matchAll(REPOSITORY_IMPORT)].flatMap((match) => namesIn(match[1] ?? '')));
  for (const match of source.matchAll(LOCAL_EXPORT)) {
    for (const name of namesIn(match[1] ?? ''))
      if (imported.has(name)) found.push(`export { ${name} } of a repository`);
  }
  return found;
}

/** Each import that breaks a rule, as `file → import (why)`. */
function boundaryViolations(files: string[]): string[] {
  const offenders: string[] = [];
  for (const file of files) {
    if (isTestCode(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      const why = violation(file, resolve(dirname(file), specifier));
      if (why) offenders.push(`${srcPath(file)} → ${specifier} (${why})`);
    }
    if (file.endsWith('.service.ts')) {
      for (const reexport of repositoryReexports(source)) {
        offenders.push(`${srcPath(file)}: ${reexport} (a service hands out its repository: declare a function)`);
      }
    }
  }
  return offenders;
}

describe('server module boundaries', () => {
  it('routes reach only services, and modules reach each other only through services', () => {
    const files = [MODULES, ...OUTSIDE.filter((dir) => existsSync(dir))].flatMap(sourceFiles);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('the check sees each kind of breach', () => {
    const at = (path: string) => join(MODULES, path);
    expect(violation(at('races/races.routes.ts'), at('races/races.repository.ts'))).toMatch(
      /route imports a repository/,
    );
    expect(violation(at('reports/reports.routes.ts'), at('events/events.service.ts'))).toMatch(/another module/);
    expect(violation(at('results/results.service.ts'), at('timing/passages.repository.ts'))).toMatch(/module timing/);
    expect(violation(at('reports/report-sheets.ts'), at('inscriptions/inscription-audit.ts'))).toMatch(/inscriptions/);
    expect(violation(at('timing/passages.service.ts'), at('timing/timing-test-helpers.ts'))).toMatch(/test helper/);
    expect(violation(at('results/results.service.ts'), at('timing/timed-records.service.ts'))).toBeUndefined();
    expect(violation(at('races/races.service.ts'), at('races/races.repository.ts'))).toBeUndefined();
    expect(violation(join(SRC, 'demo/demo-registration.ts'), at('runners/runners.repository.ts'))).toMatch(/runners/);
    expect(violation(join(SRC, 'lib/audit.ts'), at('runners/runners.service.ts'))).toBeUndefined();
  });

  it('the check sees a service handing out its repository', () => {
    expect(
      repositoryReexports("export {\n  findRunnerById,\n  type RunnerAccount,\n} from './runners.repository.ts';\n"),
    ).toEqual(["export … from './runners.repository.ts'"]);
    expect(
      repositoryReexports("export type { LoginAttemptKey } from './login-throttle.repository.ts';\n"),
    ).toHaveLength(1);
    expect(
      repositoryReexports(
        "import { listOutbox, type OutboxRow } from './outbox.repository.ts';\nexport type { OutboxRow };\n",
      ),
    ).toEqual(['export { OutboxRow } of a repository']);
    expect(
      repositoryReexports(
        "import { findRunnerById as byId } from './runners.repository.ts';\nexport function findRunnerById() {}\n",
      ),
    ).toEqual([]);
  });

  it('every public exception still exists', () => {
    const files = new Set(sourceFiles(MODULES).map(modulePath));
    expect([...PUBLIC].filter((path) => !files.has(path))).toEqual([]);
    const allowed = [...ALLOWED_OUTSIDE].flatMap((pair) => pair.split(' → '));
    expect(allowed.filter((path) => !existsSync(join(SRC, path)))).toEqual([]);
  });
});
