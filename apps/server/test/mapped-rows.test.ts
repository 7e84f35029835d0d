import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Repositories hand their module domain objects, not database rows: the mapping from `fecha_cierre_inscripciones`
 * to `fechaCierreInscripciones` is written once, in the repository that reads the column. So no other production
 * file of a module reads a snake_case property (`row.password_hash`), except the few API fields that are snake_case
 * in the contract itself (`race_id`, …), collected here from the domain's schemas so the list follows the contract.
 * Writes map like reads: no such file builds an object with a snake_case key (`{ fecha_alta: … }` handed to a
 * repository's write) either; a repository takes domain values and names the columns itself.
 * Column names inside strings and SQL templates are not property reads and are ignored.
 */
const MODULES = resolve(import.meta.dirname, '../src/modules');
const DOMAIN = resolve(import.meta.dirname, '../../../packages/domain/src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

const isProductionNonRepository = (file: string) => !/\.test\.ts$|-test-helpers\.ts$|\.repository\.ts$/.test(file);

/** Snake_case keys the contract declares (`race_id: z.number()…`). */
function contractSnakeFields(): Set<string> {
  const names = new Set<string>();
  for (const file of files(DOMAIN).filter((f) => !f.endsWith('.test.ts'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s+([a-z]+(?:_[a-z0-9]+)+)\??:/gm)) {
      names.add(match[1] ?? '');
    }
  }
  return names;
}

/** The code without comments, string literals and template literals, keeping line breaks for line numbers. */
export function codeOnly(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g,
    blank,
  );
}

/** Each snake_case property read in a file's code, as `line: .name`. */
export function snakeReads(source: string, allowed: Set<string>): string[] {
  const found: string[] = [];
  codeOnly(source)
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(/[\w)\]?]\.([a-z]+(?:_[a-z0-9]+)+)\b/g)) {
        const name = match[1] ?? '';
        if (!allowed.has(name)) found.push(`${index + 1}: .${name}`);
      }
    });
  return found;
}

/** Each snake_case key of an object literal (or inline type) in a file's code, as `line: name:`. */
export function snakeKeys(source: string, allowed: Set<string>): string[] {
  const code = codeOnly(source);
  const found: string[] = [];
  for (const match of code.matchAll(/[{,]\s*([a-z]+(?:_[a-z0-9]+)+)\s*\??:/g)) {
    const name = match[1] ?? '';
    if (allowed.has(name)) continue;
    const at = (match.index ?? 0) + match[0].indexOf(name);
    found.push(`${code.slice(0, at).split('\n').length}: ${name}:`);
  }
  return found;
}

describe('repositories return mapped domain objects', () => {
  it('no service, route or other module file reads a database column by its snake_case name', () => {
    const allowed = contractSnakeFields();
    const offenders = files(MODULES)
      .filter(isProductionNonRepository)
      .flatMap((file) =>
        snakeReads(readFileSync(file, 'utf8'), allowed).map(
          (read) => `modules/${relative(MODULES, file).split(sep).join('/')}:${read}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('no service, route or other module file builds an object with a snake_case key', () => {
    const allowed = contractSnakeFields();
    const offenders = files(MODULES)
      .filter(isProductionNonRepository)
      .flatMap((file) =>
        snakeKeys(readFileSync(file, 'utf8'), allowed).map(
          (key) => `modules/${relative(MODULES, file).split(sep).join('/')}:${key}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('the check sees a snake_case key on any line and ignores strings, ternaries and contract fields', () => {
    const allowed = new Set(['race_id']);
    const source = [
      'await updateInscription(db, id, { fecha_alta: today, race_id: raceId });',
      'const values = {',
      '  nombre,',
      '  precio_unitario: price,',
      "  label: 'a_b: c',",
      '};',
      'const pick = ok ? first_choice : other;',
    ].join('\n');
    expect(snakeKeys(source, allowed)).toEqual(['1: fecha_alta:', '4: precio_unitario:']);
  });

  it('the check sees a row read and ignores strings, templates, comments and contract fields', () => {
    const allowed = new Set(['race_id']);
    const source = [
      'const hash = runner.password_hash;',
      "audit({ action: 'timing.update_dorsal' });",
      'const blocked = sql`login_failures.blocked_until > now()`;',
      '// row.token_version is mapped by the repository',
      'const race = values.race_id;',
      'const first = rows[0]?.recorded_at;',
    ].join('\n');
    expect(snakeReads(source, allowed)).toEqual(['1: .password_hash', '6: .recorded_at']);
  });

  it('the contract fields it allows are found in the domain', () => {
    expect(contractSnakeFields()).toContain('race_id');
  });
});
