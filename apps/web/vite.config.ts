import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8082', changeOrigin: true } },
  },
  build: {
    // The manifest lets the bundle-budget test find what /auth loads first.
    manifest: true,
    sourcemap: false,
    // Every browser we support preloads modules natively: no polyfill in the first chunk.
    modulePreload: { polyfill: false },
  },
});
