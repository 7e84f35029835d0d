import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const TEMPLATE = path.join(import.meta.dirname, 'sw.js');

/** The worker with this build's hashed files and a version derived from them (a new build drops old caches). */
export function renderServiceWorker(template: string, fileNames: string[], indexHtml: string): string {
  const urls = fileNames
    .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
    .sort()
    .map((name) => `/${name}`);
  const version = createHash('sha256').update(JSON.stringify(urls)).update(indexHtml).digest('hex').slice(0, 16);
  const versionPlaceholder = "'__BUILD_VERSION__'";
  const urlsPlaceholder = "['__PRECACHE_URLS__']";
  if (!template.includes(versionPlaceholder) || !template.includes(urlsPlaceholder)) {
    throw new Error('service-worker/sw.js has lost its build placeholders');
  }
  return template.replace(versionPlaceholder, JSON.stringify(version)).replace(urlsPlaceholder, JSON.stringify(urls));
}

/** Writes /sw.js next to index.html in production builds (the dev server has no worker). */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'carreras-service-worker',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      const index = bundle['index.html'];
      const indexHtml = index?.type === 'asset' ? String(index.source) : '';
      const source = renderServiceWorker(readFileSync(TEMPLATE, 'utf8'), Object.keys(bundle), indexHtml);
      writeFileSync(path.join(outDir, 'sw.js'), source);
    },
  };
}
