import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every decision (`D13`) and spec section (`spec 001 section 7`, `spec 4`) the code and the docs cite must
 * resolve inside the repository, in docs/decisions/: a newcomer has no copy of the specification.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const decisionsDir = path.join(root, 'docs/decisions');
const scanned = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs', 'README.md'];
const skippedFolders = new Set(['node_modules', 'dist', '.tmp', '.git', 'coverage', 'screenshots']);
const sourceFile = /\.(ts|tsx|js|mjs|cjs|md)$/;
// docs/decisions/ is the index itself; this file writes unresolvable citations on purpose, in its own checks.
const thisFile = path.relative(root, import.meta.filename);

export type Reference =
  | { kind: 'decision'; number: number; file: string; line: number }
  | { kind: 'section'; document: '000' | '001'; section: number | null; file: string; line: number }
  | { kind: 'short'; citation: string; file: string; line: number };

/** Decisions cited as D1…D99; 'MASTER D1' and 'MASTER D2' are category names. */
const DECISION = /(?<!MASTER )\bD(\d{1,2})\b/g;
const NAMED_DOCUMENT = /\bspec (00[01])\b|\b(admin|back-office|runner|public) (?:spec|document)\b/i;
const SECTIONS = /\bsections? (\d+)((?:(?:\s*,\s*|\s+and\s+)\d+)*)/gi;
const SHORT_SPEC = /\bspec (\d{1,2})\b/gi;

export function findReferences(file: string, text: string): Reference[] {
  const found: Reference[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const match of content.matchAll(DECISION)) {
      found.push({ kind: 'decision', number: Number(match[1]), file, line });
    }
    if (!/\bspec\b/i.test(content)) return;

    const named = NAMED_DOCUMENT.exec(content);
    const document = named ? (named[1] ?? (/admin|back-office/i.test(named[2] ?? '') ? '001' : '000')) : null;
    const sections = [...content.matchAll(SECTIONS)].flatMap((match) => [
      Number(match[1]),
      ...(match[2]?.match(/\d+/g) ?? []).map(Number),
    ]);
    if (document === '000' || document === '001') {
      if (sections.length === 0) found.push({ kind: 'section', document, section: null, file, line });
      for (const section of sections) found.push({ kind: 'section', document, section, file, line });
    } else {
      for (const section of sections) found.push({ kind: 'short', citation: `section ${section}`, file, line });
    }
    for (const match of content.matchAll(SHORT_SPEC)) {
      found.push({ kind: 'short', citation: `spec ${Number(match[1])}`, file, line });
    }
  });
  return found;
}

export interface DecisionIndex {
  /** Decision number → its record's file name (D01-no-fake-success.md). */
  records: Map<number, string>;
  readme: string;
  specMap: string;
}

export function loadIndex(dir: string): DecisionIndex {
  const records = new Map<number, string>();
  for (const name of readdirSync(dir)) {
    const match = /^D(\d+)-[a-z0-9-]+\.md$/.exec(name);
    if (match) records.set(Number(match[1]), name);
  }
  const read = (name: string) => (existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : '');
  return { records, readme: read('README.md'), specMap: read('spec-sections.md') };
}

/** What a reference lacks in the index, or null when it resolves. */
export function unresolved(reference: Reference, index: DecisionIndex): string | null {
  const at = `${reference.file}:${reference.line}`;
  switch (reference.kind) {
    case 'decision': {
      const record = index.records.get(reference.number);
      if (!record)
        return `${at}: D${reference.number} has no record docs/decisions/D${String(reference.number).padStart(2, '0')}-….md`;
      if (!index.readme.includes(`(${record})`))
        return `${at}: D${reference.number} is not listed in docs/decisions/README.md`;
      return null;
    }
    case 'section': {
      const heading =
        reference.section === null
          ? `## Spec ${reference.document} `
          : `### ${reference.document} section ${reference.section}:`;
      return index.specMap.includes(heading)
        ? null
        : `${at}: spec ${reference.document}${reference.section === null ? '' : ` section ${reference.section}`} is not explained in docs/decisions/spec-sections.md`;
    }
    case 'short':
      return index.specMap.includes(`\`${reference.citation}\``)
        ? null
        : `${at}: '${reference.citation}' names no document and is not in the short citations of docs/decisions/spec-sections.md`;
  }
}

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return sourceFile.test(entry) ? [entry] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((item) => {
    if (item.isDirectory()) return skippedFolders.has(item.name) ? [] : sourceFiles(path.join(entry, item.name));
    return sourceFile.test(item.name) ? [path.join(entry, item.name)] : [];
  });
}

function scanRepository(): Reference[] {
  return scanned
    .flatMap(sourceFiles)
    .filter((file) => file !== thisFile && !file.startsWith(`docs${path.sep}decisions${path.sep}`))
    .flatMap((file) => findReferences(file, readFileSync(path.join(root, file), 'utf8')));
}

const problems = (references: Reference[], index: DecisionIndex) =>
  references.map((reference) => unresolved(reference, index)).filter((problem) => problem !== null);

describe('decisions and spec sections cited in the repository', () => {
  const index = loadIndex(decisionsDir);
  const references = scanRepository();

  it('finds the citations the code makes', () => {
    const decisions = new Set(references.flatMap((r) => (r.kind === 'decision' ? [r.number] : [])));
    // The code cites every decision from D1 to D17, and spec sections of both documents.
    for (let n = 1; n <= 17; n += 1) expect(decisions.has(n), `D${n}`).toBe(true);
    expect(references.some((r) => r.kind === 'section' && r.document === '001' && r.section === 7)).toBe(true);
    expect(references.some((r) => r.kind === 'short')).toBe(true);
  });

  it('resolves every one in docs/decisions/', () => {
    expect(problems(references, index)).toEqual([]);
  });

  it('reports a decision whose record is missing or unlisted', () => {
    const already = new Set(problems(references, index));
    const withoutD13 = { ...index, records: new Map([...index.records].filter(([n]) => n !== 13)) };
    const missing = problems(references, withoutD13).filter((problem) => !already.has(problem));
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((problem) => problem.includes('D13 has no record'))).toBe(true);

    const unlisted = { ...index, readme: index.readme.replaceAll('(D07-unique-bibs.md)', '') };
    expect(problems(references, unlisted).some((problem) => problem.includes('D7 is not listed'))).toBe(true);
  });

  it('reads citations as the code writes them', () => {
    const refs = findReferences(
      'x.ts',
      [
        "// 'MASTER D1 MASC' is a category; (D4, D8) are decisions",
        '// the filters of spec 001 section 7, limits of spec 001 sections 5 and 9',
        '// admin spec, section 4; the spec 000; a short one (spec 4)',
        '/** the spec\'s (section 5 "Event save", section 8) */',
      ].join('\n'),
    );
    const compact = refs.map((r) =>
      r.kind === 'decision' ? `D${r.number}` : r.kind === 'section' ? `${r.document}/${r.section}` : r.citation,
    );
    expect(compact).toEqual(['D4', 'D8', '001/7', '001/5', '001/9', '001/4', 'spec 4', 'section 5', 'section 8']);
  });

  it('dates every record and gives its status under the title, as the README asks', () => {
    const records = readdirSync(decisionsDir).filter((name) => /^(D\d{2}|\d{3})-[a-z0-9-]+\.md$/.test(name));
    expect(records.length).toBeGreaterThanOrEqual(35);
    const undated = records.filter((name) => {
      const head = readFileSync(path.join(decisionsDir, name), 'utf8').split('\n').slice(0, 4);
      return !(
        /^# /.test(head[0] ?? '') &&
        /^- Date: \d{4}-\d{2}-\d{2}$/.test(head[2] ?? '') &&
        /^- Status: (accepted|superseded by \d{3}|superseded by D\d+)\b/.test(head[3] ?? '')
      );
    });
    expect(undated).toEqual([]);
  });

  it('reports a citation the index does not explain', () => {
    const refs = findReferences('x.ts', '// D99, spec 001 section 12\n// spec 7\n// runner spec section 10');
    expect(problems(refs, index)).toEqual([
      expect.stringContaining('D99 has no record'),
      expect.stringContaining('spec 001 section 12 is not explained'),
      expect.stringContaining("'spec 7' names no document"),
      expect.stringContaining('spec 000 section 10 is not explained'),
    ]);
  });
});
