import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features never import each other (docs/decisions/004-one-contract.md): what two features share lives in
 * `api/`, `lib/`, `components/` or `app/`, so one screen's change cannot break another through a private
 * module. Biome's import rule matches the written specifier only, and `../../x` means a sibling feature or
 * `src/x` depending on the file's depth, so this check resolves every relative import instead.
 */
const FEATURES = resolve(import.meta.dirname, '../features');
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const featureOf = (file: string) => relative(FEATURES, file).split(sep)[0];

/** Each import of a feature module that reaches into another feature, as `file → import`. */
function crossFeatureImports(files: string[]): string[] {
  const offenders: string[] = [];
  for (const file of files) {
    const own = featureOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      const target = resolve(dirname(file), specifier);
      if (relative(FEATURES, target).startsWith('..')) continue;
      if (featureOf(target) !== own) offenders.push(`features/${relative(FEATURES, file)} → ${specifier}`);
    }
  }
  return offenders;
}

describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    expect(crossFeatureImports(sourceFiles(FEATURES))).toEqual([]);
  });
});
