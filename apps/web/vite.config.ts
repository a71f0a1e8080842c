import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress-plugin.ts';

// The API runs as a separate process in development; in production the server serves dist/ itself.
const apiTarget = process.env.API_URL ?? 'http://localhost:3100';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // The point of sale's service worker (/sw.js, registered by pos-main with scope /pos): it precaches the built
    // shell so a till reloads /pos with the network off. Navigations outside /pos never reach it.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        // pdfmake's fonts make the receipt chunk large; the admin's vendor chunk too
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/pos(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // brotli and gzip copies of the build, served as they are by the API server (plugins/web-assets.ts)
    precompress(),
  ],
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
