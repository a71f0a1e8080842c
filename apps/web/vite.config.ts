import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

// The API runs as a separate process in development; in production the server serves dist/ itself.
const apiTarget = process.env.API_URL ?? 'http://localhost:3100';

export default defineConfig({
  base: '/',
  // brotli and gzip copies of the build, served as they are by the API server (plugins/web-assets.ts)
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI make one large vendor chunk; the routes themselves are split with lazy imports.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});
