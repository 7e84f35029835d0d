#!/usr/bin/env node
// `npm run api-doc`: writes the endpoint tables of docs/api.md from the contracts
// (packages/domain/src/**/*.contract.ts, docs/decisions/004-one-contract.md), so the reference cannot drift from
// the routes the server registers. Only the part between the two markers is generated; the header and the notes
// around it are kept as they are. apps/server/test/api-doc.test.ts fails when the file is stale.
//
//   node --import tsx scripts/api-doc.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const domainSrc = path.join(root, 'packages/domain/src');
export const API_DOC = path.join(root, 'docs/api.md');
export const BEGIN =
  '<!-- BEGIN GENERATED: scripts/api-doc.mjs writes this part from the contracts; run npm run api-doc -->';
export const END = '<!-- END GENERATED -->';

/** Every contract file under packages/domain/src, by path. */
function contractFiles() {
  return readdirSync(domainSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.contract.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const isEndpoint = (value) =>
  value !== null && typeof value === 'object' && typeof value.method === 'string' && typeof value.path === 'string';
const isContract = (value) =>
  value !== null &&
  typeof value === 'object' &&
  Object.values(value).length > 0 &&
  Object.values(value).every(isEndpoint);

/** The text of the comment (`/** … *\/` or `//` lines) that ends right above `index` in `source`, on one line. */
function commentAbove(source, index) {
  const lines = source.slice(0, index).split('\n');
  lines.pop();
  const kept = [];
  if (lines.at(-1)?.trim().endsWith('*/')) {
    while (lines.length > 0) {
      const line = lines.pop().trim();
      kept.unshift(line);
      if (line.startsWith('/**') || line.startsWith('/*')) break;
    }
  } else {
    while (lines.at(-1)?.trim().startsWith('//')) kept.unshift(lines.pop().trim());
  }
  return kept
    .map((line) =>
      line
        .replace(/^\/\*\*?/, '')
        .replace(/\*\/$/, '')
        .replace(/^\*\s?/, '')
        .replace(/^\/\/\s?/, '')
        .trim(),
    )
    .filter(Boolean)
    .join(' ');
}

const cell = (text) => text.replaceAll('|', '\\|');

/** A field is optional when the schema takes it absent. */
const optional = (schema) => schema.safeParse(undefined).success;

/** The top-level field names of a request schema (`dni`, `email?`), through wrappers, pipes and unions. */
function fields(schema) {
  const def = schema.def;
  switch (def.type) {
    case 'object':
      return Object.entries(schema.shape)
        .map(([name, field]) => (optional(field) ? `${name}?` : name))
        .join(', ');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return fields(def.innerType);
    case 'pipe':
      return fields(def.in);
    case 'union':
      return def.options.map((option) => `{ ${fields(option)} }`).join(' or ');
    case 'intersection':
      return [fields(def.left), fields(def.right)].filter(Boolean).join(', ');
    case 'array':
      return `[${fields(def.element)}]`;
    default:
      return def.type;
  }
}

function inputCell(endpoint) {
  const parts = [];
  if (endpoint.query) parts.push(`query: ${fields(endpoint.query)}`);
  if (endpoint.body) parts.push(`body${optional(endpoint.body) ? ' (optional)' : ''}: ${fields(endpoint.body)}`);
  return parts.length === 0 ? '—' : parts.map(cell).join('<br>');
}

function successCell(endpoint) {
  return Object.entries(endpoint.responses)
    .map(([status, schema]) => (schema.def.type === 'unknown' ? `${status} (file or stream)` : status))
    .join(', ');
}

function accessCell(endpoint) {
  return endpoint.duringTemporaryPassword ? `${endpoint.access}, also with a temporary password` : endpoint.access;
}

function errorsCell(endpoint) {
  const errors = Object.entries(endpoint.errors ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  return errors.length === 0 ? '—' : errors.map(([status, codes]) => `${status} ${codes.join(', ')}`).join('; ');
}

async function contractSection(file) {
  const source = readFileSync(path.join(domainSrc, file), 'utf8');
  const module = await import(pathToFileURL(path.join(domainSrc, file)).href);
  const contracts = Object.entries(module)
    .filter(([, value]) => isContract(value))
    .map(([name, contract]) => ({ name, contract, at: source.search(new RegExp(`export const ${name}\\b`)) }))
    .sort((a, b) => a.at - b.at);
  const lines = [`### \`${file}\``, ''];
  for (const { name, contract, at } of contracts) {
    const about = commentAbove(source, at);
    if (contracts.length > 1) lines.push(`\`${name}\`${about ? `: ${about}` : ''}`, '');
    else if (about) lines.push(about, '');
    lines.push('| Endpoint | Access | Query and body | Success | Declared errors | Notes |');
    lines.push('| --- | --- | --- | --- | --- | --- |');
    for (const [key, endpoint] of Object.entries(contract)) {
      const declaration = new RegExp(`^[ \\t]+${key}: defineEndpoint\\(`, 'gm');
      declaration.lastIndex = at;
      const declared = declaration.exec(source);
      const note = declared ? commentAbove(source, declared.index) : '';
      lines.push(
        `| \`${endpoint.method} ${endpoint.path}\` | ${accessCell(endpoint)} | ${inputCell(endpoint)} | ${successCell(endpoint)} | ${errorsCell(endpoint)} | ${cell(note)} |`,
      );
    }
    lines.push('');
  }
  return lines;
}

/** The generated part: one table per contract file, by path, endpoints in declaration order. */
export async function generatedPart() {
  const files = contractFiles();
  const sections = [];
  for (const file of files) sections.push(...(await contractSection(file)));
  const count = sections.filter((line) => line.startsWith('| `')).length;
  return [
    BEGIN,
    '',
    `${count} endpoints in ${files.length} contract files (paths under \`packages/domain/src/\`, endpoints under \`/api\`).`,
    '',
    ...sections,
    END,
  ].join('\n');
}

/** `current` with its generated part replaced by what the contracts give today. */
export async function renderApiDoc(current) {
  const begin = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  if (begin === -1 || end < begin) throw new Error(`docs/api.md has lost its markers: ${BEGIN} … ${END}`);
  return current.slice(0, begin) + (await generatedPart()) + current.slice(end + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const current = readFileSync(API_DOC, 'utf8');
  const next = await renderApiDoc(current);
  if (next === current) console.log('docs/api.md is up to date');
  else {
    writeFileSync(API_DOC, next);
    console.log('docs/api.md written');
  }
}
