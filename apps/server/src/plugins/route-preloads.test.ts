import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloadLinks } from './route-preloads.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-a.js', imports: ['_shared-entry.js'] },
    '_shared-entry.js': { file: 'assets/shared-entry-b.js' },
    '_inputs.js': { file: 'assets/inputs-c.js', imports: ['_shared-entry.js'] },
    'src/app/routes/login.tsx': { file: 'assets/login-d.js', imports: ['_inputs.js', 'index.html'] },
    'src/app/routes/register.tsx': { file: 'assets/register-e.js', imports: ['_inputs.js'] },
    'src/app/routes/landing.tsx': { file: 'assets/landing-h.js', imports: ['_shared-entry.js'] },
    'src/app/routes/public-results.tsx': {
      file: 'assets/public-results-f.js',
      imports: ['_inputs.js'],
      css: ['assets/results-g.css'],
    },
  }),
);

describe('routePreloadLinks', () => {
  const links = routePreloadLinks(dist);

  it('hints the chunks of a lazy page opened directly, except those the entry already loads', () => {
    expect(links.get('/login')).toBe(
      '</assets/login-d.js>; rel=modulepreload, </assets/inputs-c.js>; rel=modulepreload',
    );
    expect(links.get('/register')).toBe(
      '</assets/register-e.js>; rel=modulepreload, </assets/inputs-c.js>; rel=modulepreload',
    );
    expect(links.get('/')).toBe('</assets/landing-h.js>; rel=modulepreload');
  });

  it("hints an edition's public results under both addresses, with their stylesheet", () => {
    const results =
      '</assets/public-results-f.js>; rel=modulepreload, </assets/results-g.css>; rel=preload; as=style; crossorigin, </assets/inputs-c.js>; rel=modulepreload';
    expect(links.get('/results/12')).toBe(results);
    expect(links.get('/resultados/12')).toBe(results);
  });

  it('hints nothing for other paths', () => {
    for (const pathname of ['/resultados', '/resultados/12/podio', '/results/abc', '/admin/login']) {
      expect(links.get(pathname)).toBeUndefined();
    }
  });

  it('hints nothing without a manifest', () => {
    expect(routePreloadLinks(path.join(dist, 'missing')).get('/login')).toBeUndefined();
  });
});
