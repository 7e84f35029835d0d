import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A server module is reached only through its services, as immich layers controllers → services → repositories:
 * - a `*.routes.ts` file imports nothing from another module and no `*.repository.ts`, its own included: it asks
 *   its own module's services;
 * - a file of module A imports from module B only B's `*.service.ts` files or a file listed in PUBLIC below,
 *   never B's repository, so a table's SQL changes in one module without breaking another;
 * - production code never imports a `*-test-helpers.ts` file.
 * Tests (`*.test.ts`) and test helpers (`*-test-helpers.ts`) are exempt: they arrange rows through any module.
 * Imports from outside `modules/` (`lib/`, `db/`, `plugins/`, packages) are not limited here.
 */
const MODULES = resolve(import.meta.dirname, '../src/modules');
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Files other modules may import besides services, each with the reason it is not a service. */
const PUBLIC = new Set([
  // Signs and checks session tokens without a database read; the Server-Sent Events helper checks a stream's session with it.
  'auth/token.ts',
  // Spreadsheet layouts of results, shared by the results download and the reports' workbook.
  'results/results-sheets.ts',
]);

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

/** Why an import breaks a rule, or undefined when it keeps them. */
function violation(file: string, target: string): string | undefined {
  if (relative(MODULES, target).startsWith('..')) return undefined;
  const targetName = basename(target);
  if (/-test-helpers\.ts$/.test(targetName)) return 'production code imports a test helper';
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

/** Each import that breaks a rule, as `file → import (why)`. */
function boundaryViolations(files: string[]): string[] {
  const offenders: string[] = [];
  for (const file of files) {
    if (isTestCode(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      const why = violation(file, resolve(dirname(file), specifier));
      if (why) offenders.push(`modules/${modulePath(file)} → ${specifier} (${why})`);
    }
  }
  return offenders;
}

describe('server module boundaries', () => {
  it('routes reach only services, and modules reach each other only through services', () => {
    expect(boundaryViolations(sourceFiles(MODULES))).toEqual([]);
  });

  it('the check sees each kind of breach', () => {
    const at = (path: string) => join(MODULES, path);
    expect(violation(at('races/races.routes.ts'), at('races/races.repository.ts'))).toMatch(
      /route imports a repository/,
    );
    expect(violation(at('reports/reports.routes.ts'), at('events/events.service.ts'))).toMatch(/another module/);
    expect(violation(at('results/results.service.ts'), at('timing/timing.repository.ts'))).toMatch(/module timing/);
    expect(violation(at('reports/report-sheets.ts'), at('inscriptions/inscription-audit.ts'))).toMatch(/inscriptions/);
    expect(violation(at('timing/timing.service.ts'), at('timing/timing-test-helpers.ts'))).toMatch(/test helper/);
    expect(violation(at('results/results.service.ts'), at('timing/timing.service.ts'))).toBeUndefined();
    expect(violation(at('races/races.service.ts'), at('races/races.repository.ts'))).toBeUndefined();
  });

  it('every public exception still exists', () => {
    const files = new Set(sourceFiles(MODULES).map(modulePath));
    expect([...PUBLIC].filter((path) => !files.has(path))).toEqual([]);
  });
});
