import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './precompress/build-plugin.ts';
import { serviceWorkerPlugin } from './service-worker/build-plugin.ts';

export default defineConfig({
  plugins: [react(), serviceWorkerPlugin(), precompressPlugin()],
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
  },
});
