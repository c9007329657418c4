import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * ra-input-rich-text's tiptap extensions must share one @tiptap/core and one ProseMirror: the
 * package.json `overrides` pin the version, and `dedupe` keeps a single copy in the bundle.
 */
export const TIPTAP_PACKAGES = ['@tiptap/core', '@tiptap/pm'];

export default defineConfig({
  // Every asset also as .br and .gz (server/platform/http/frontend.ts sends the best one the browser takes).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  resolve: {
    dedupe: TIPTAP_PACKAGES,
    // The polyfill node-polyglot requires: the browsers' own Object.entries (src/shims/).
    alias: [{ find: /^object\.entries$/, replacement: '/src/shims/objectEntries.cjs' }],
  },
  // The manifest (dist/.vite/manifest.json) lets the size-budget test find each page's chunks.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    commonjsOptions: { include: [/node_modules/, /src\/shims\//] },
  },
  // The API runs on 3001 in development (`npm run dev`); the browser talks to `/api` and opens
  // the public portal's pages, which the server makes (server/features/portal/routes/portalPages.ts).
  server: {
    proxy: Object.fromEntries(
      [
        '/api',
        '/panduan',
        '/pengumuman',
        '/laporan',
        '/dokumen',
        '/berita',
        '/galeri',
        '/pemenang',
        '/landing',
        '/sitemap.xml',
        '/robots.txt',
        '/beranda',
        '/urusan',
        '/tentang',
        '/data',
      ].map((path) => [path, { target: 'http://localhost:3001', changeOrigin: true }]),
    ),
  },
});
