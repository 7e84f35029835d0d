#!/usr/bin/env node
// Compiles the server for production: one ES module, apps/server/dist/main.js, that Node runs without a
// transpiler, and beside it the modules of the worker threads: dist/render-worker.js (started by render-pool.ts)
// and dist/sheet-worker.js (started by sheet-cage.ts). The domain package (TypeScript sources) is bundled in; every other package stays in node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** Bare imports stay external, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@carreras/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: path.join(serverRoot, 'src/main.ts'),
    'render-worker': path.join(serverRoot, 'src/modules/results/render-worker.ts'),
    'sheet-worker': path.join(serverRoot, 'src/modules/imports/sheet-worker.ts'),
  },
  // dist/ sits beside src/, so paths taken from import.meta.dirname (config.ts) name the same folders.
  outdir: path.join(serverRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Class and function names stay as written: errors and logs name them.
  keepNames: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
