import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs as a separate process in development; in production the server serves dist/ itself.
const apiTarget = process.env.API_URL ?? 'http://localhost:3100';

export default defineConfig({
  base: '/',
  plugins: [react()],
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
