import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect, it } from 'vitest';

const DOMAIN = resolve(import.meta.dirname, '../../../../packages/domain/src');
const FROM = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms;

/** Every module `file` loads at run time (type-only imports are erased), itself included. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(FROM)) {
    const target = match[1] as string;
    if (target.startsWith('.')) runtimeImports(resolve(dirname(file), target), seen);
    else if (target.startsWith('@carreras/domain/')) {
      runtimeImports(`${resolve(DOMAIN, target.slice('@carreras/domain/'.length))}.ts`, seen);
    } else seen.add(target);
  }
  return seen;
}

const zodIn = (file: string) =>
  [...runtimeImports(file)].filter((loaded) => loaded === 'zod' || loaded.endsWith('/zod.ts'));

// The chunk a results page loads with its first live delta: zod (~27 KiB gzip) is for forms and the server.
it('applying a live delta loads no zod', () => {
  expect(zodIn(resolve(import.meta.dirname, '../features/results/api/apply-live-delta.ts'))).toEqual([]);
});

it('the walk finds zod where it is', () => {
  expect(zodIn(resolve(DOMAIN, 'results/results-delta.schema.ts'))).not.toEqual([]);
});

// The championships' public pages and the lines the hub, the landing, the profile and the rider page show.
it.each([
  '../app/routes/championship-standings.tsx',
  '../app/routes/championships.tsx',
  '../features/championships/components/championships-list.tsx',
  '../features/championships/components/runner-standings-lines.tsx',
])('%s loads no zod', (file) => {
  expect(zodIn(resolve(import.meta.dirname, file))).toEqual([]);
});
