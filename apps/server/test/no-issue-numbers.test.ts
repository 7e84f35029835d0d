import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

// Issues live in a tracker outside the repository: a comment citing one tells a newcomer nothing. Code cites the
// decision (docs/decisions/) or the doc that holds the why.
const ROOT = resolve(import.meta.dirname, '../../..');
const SCANNED = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', '.tmp', 'data', 'data-demo']);
const CITATION = /\b[Ii]ssues? #?\d+\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs|js|css|sh)$/.test(entry.name) ? [path] : [];
  });
}

it('no source file cites an issue number', () => {
  const citing = SCANNED.flatMap((top) => sources(join(ROOT, top))).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (CITATION.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(citing).toEqual([]);
});

it('the check sees a citation', () => {
  // Put together here, so this file does not cite one itself.
  const number = String(17);
  expect(CITATION.test(`// Places (issue ${number}) hold for everyone`)).toBe(true);
  expect(CITATION.test(`/** Issue ${number}: a page downloads at most`)).toBe(true);
  expect(CITATION.test('// the issued token')).toBe(false);
});
