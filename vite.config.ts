// Builds the Preact web app (web/) into dist/web, which the Worker serves as static assets.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const backend = 'http://127.0.0.1:8787';

export default defineConfig({
  root: dir('./web'),
  publicDir: dir('./web/public'),
  plugins: [preact()],
  resolve: {
    alias: {
      // The web may import pure rules and types from worker/games (never bots, DOs or db; a lint checks).
      '@games': dir('./worker/games'),
      '@schema': dir('./schema'),
    },
  },
  build: {
    outDir: dir('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // Inline nothing as data: URLs; the CSP is 'self' only.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/ws': { target: backend, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/ws': { target: backend, ws: true, changeOrigin: false },
    },
  },
});
