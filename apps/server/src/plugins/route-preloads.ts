import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_PAGE_PATH } from '@carreras/domain/results/results-page-data';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Client routes loaded lazily whose chunks are worth fetching with the entry when the route is opened directly. */
const lazyPages: Record<string, string> = {
  '/': 'src/app/routes/landing.tsx',
  '/login': 'src/app/routes/login.tsx',
  '/register': 'src/app/routes/register.tsx',
  '/results/:id': 'src/app/routes/public-results.tsx',
};

/** The hints for a request's path (without its query): the lazy page's own, or none. */
export interface RoutePreloads {
  get(pathname: string): string | undefined;
}

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

/**
 * Reads the Vite manifest of the build and returns, per lazy page, a `Link` header value that lets the browser
 * fetch that page's chunks while the entry still downloads, instead of one round trip after it has run.
 * Without a manifest (an older build) there are no hints and nothing else changes.
 */
export function routePreloadLinks(webDist: string): RoutePreloads {
  const links = linksByRoute(webDist);
  return { get: (pathname) => links.get(RESULTS_PAGE_PATH.test(pathname) ? '/results/:id' : pathname) };
}

function linksByRoute(webDist: string): Map<string, string> {
  const links = new Map<string, string>();
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return links;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // index.html already lists the entry and its imports.
  const loadedByEntry = new Set<string>();
  staticClosure(manifest, 'index.html', loadedByEntry);
  for (const [route, key] of Object.entries(lazyPages)) {
    const chunks = new Set<string>();
    staticClosure(manifest, key, chunks);
    const hints = [...chunks]
      .filter((chunk) => !loadedByEntry.has(chunk))
      .flatMap((chunk) => {
        const { file, css = [] } = manifest[chunk] as ManifestChunk;
        // crossorigin as Vite's own <link rel=stylesheet crossorigin>: a preload in another mode is not reused,
        // and the browser downloads the stylesheet twice.
        return [
          `</${file}>; rel=modulepreload`,
          ...css.map((sheet) => `</${sheet}>; rel=preload; as=style; crossorigin`),
        ];
      });
    if (hints.length > 0) links.set(route, hints.join(', '));
  }
  return links;
}
