import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No loops in the import graphs of the server, the web and the domain: a file depends on files below it, never
 * on one that (through any path) depends on it back, so each file can be read, tested and moved from the bottom up.
 *
 * The walker reads every `.ts`/`.tsx` file of the three trees and follows static `import … from`, `export … from`
 * and side-effect `import '…'` statements whose specifier is relative or `@carreras/domain/…` (the package maps
 * `./*` to `./src/*.ts`). Type-only imports (`import type`, `export type … from`, inline `type` names) count as
 * edges too: they vanish at runtime, but a loop through types still ties two files together for a reader.
 * Dynamic `import('…')` is not an edge: it is how the web splits its bundles, loaded after both files exist.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const TREES = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const DOMAIN = join(ROOT, 'packages/domain/src');
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a specifier names, or undefined for packages, styles and anything outside the three trees. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('.')) target = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@carreras/domain/'))
    target = join(DOMAIN, specifier.slice('@carreras/domain/'.length));
  else return undefined;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Each file's static imports of other files in the trees. */
export function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const match of read(file).matchAll(STATIC_IMPORT)) {
      const target = resolveSpecifier(file, match[1] ?? '');
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * One cycle per strongly connected component of more than one file (or a file importing itself), as the path
 * `a → b → … → a`, found with Tarjan's algorithm and then a search inside the component.
 */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = component.length === 1 && (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);

  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0] ?? '';
    // Breadth-first from the start back to itself, staying inside the component: the shortest loop through it.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift() ?? '';
      for (const next of graph.get(node) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          const path = [start];
          for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at)) {
            path.splice(1, 0, at);
          }
          return [...path, start];
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return [start, start];
  });
}

const named = (cycle: string[]) => cycle.map((file) => relative(ROOT, file).split(sep).join('/')).join(' → ');

describe('import graphs', () => {
  it('the server, the web and the domain import without a loop', () => {
    const files = TREES.flatMap((tree) => sourceFiles(join(ROOT, tree)));
    const graph = importGraph(files, (file) => readFileSync(file, 'utf8'));
    expect(cycles(graph).map(named).sort()).toEqual([]);
  });

  it('the walker sees each kind of edge and names the loop', () => {
    const at = (path: string) => join(ROOT, 'apps/server/src', path);
    const sources: Record<string, string> = {
      [at('lib/audit.ts')]: "import type { Principal } from '../plugins/access.ts';\n",
      [at('plugins/access.ts')]: "export {\n  createSession,\n} from '../modules/auth/sessions.service.ts';\n",
      [at('modules/auth/sessions.service.ts')]:
        "import '../../lib/audit.ts';\nconst later = import('../../config.ts');\n",
      [at('config.ts')]: "import { z } from 'zod';\nimport { todayIso } from '@carreras/domain/dates';\n",
    };
    const graph = importGraph(Object.keys(sources), (file) => sources[file] ?? '');
    expect(graph.get(at('config.ts'))).toEqual([join(DOMAIN, 'dates.ts')]);
    expect(cycles(graph).map(named)).toEqual([
      'apps/server/src/lib/audit.ts → apps/server/src/plugins/access.ts → apps/server/src/modules/auth/sessions.service.ts → apps/server/src/lib/audit.ts',
    ]);
  });
});
