import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressPlugin } from './precompress/build-plugin.ts';
import { serviceWorkerPlugin } from './service-worker/build-plugin.ts';

const mergeRefs = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea (inside every Table) imports only `useMergeRefs` from @floating-ui/react, but that
 * import brings the whole package's modules with it, so the public results page downloaded the popover
 * positioning code. ScrollArea gets the same hook from src/lib/merge-refs.ts; popovers and tooltips still
 * use the package.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '@floating-ui/react' &&
        importer &&
        /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]/.test(importer)
      ) {
        return mergeRefs;
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [scrollAreaWithoutFloatingUi(), react(), serviceWorkerPlugin(), precompressPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Read by the server to hint the chunks of a lazy page opened directly (plugins/web-app.ts).
    manifest: true,
    // Every browser the product supports knows modulepreload; the polyfill would only add bytes to the entry.
    modulePreload: {
      polyfill: false,
      // The live results load the code applying deltas with the first delta, and it then loads what it imports:
      // listing those files in the results page for a preload would add to every first visit of the page.
      resolveDependencies: (file, deps) => (file.includes('apply-live-delta') ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Everything the entry needs statically in one file: every page loads all of it anyway, and one file
        // compresses better (about 5 KB gzip) and costs fewer requests than the dozen small shared chunks the
        // automatic splitting made of it. Lazy pages keep their own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
