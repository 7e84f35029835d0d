import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

// docs/api.md's endpoint tables are generated from the contracts (scripts/api-doc.mjs): a new or changed
// endpoint shows up in the reference, or this fails.
const ROOT = resolve(import.meta.dirname, '../../..');
const generator = pathToFileURL(resolve(ROOT, 'scripts/api-doc.mjs')).href;

interface ApiDocGenerator {
  API_DOC: string;
  renderApiDoc(current: string): Promise<string>;
}

it('docs/api.md lists every endpoint as the contracts declare it', async () => {
  const { API_DOC, renderApiDoc } = (await import(generator)) as ApiDocGenerator;
  const current = readFileSync(API_DOC, 'utf8');
  const expected = await renderApiDoc(current);
  expect(expected === current, 'docs/api.md is stale: run npm run api-doc').toBe(true);
});

it('sees an endpoint missing from the reference', async () => {
  const { API_DOC, renderApiDoc } = (await import(generator)) as ApiDocGenerator;
  const current = readFileSync(API_DOC, 'utf8');
  const withoutLogin = current.replace(/^\| `POST \/auth\/login` .*\n/m, '');
  expect(withoutLogin).not.toBe(current);
  expect(await renderApiDoc(withoutLogin)).toBe(await renderApiDoc(current));
});
