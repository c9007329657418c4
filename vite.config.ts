import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * ra-input-rich-text's tiptap extensions must share one @tiptap/core and one ProseMirror: the
 * package.json `overrides` pin the version, and `dedupe` keeps a single copy in the bundle.
 */
export const TIPTAP_PACKAGES = ['@tiptap/core', '@tiptap/pm'];

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: TIPTAP_PACKAGES },
  build: { outDir: 'dist', emptyOutDir: true },
  // The API runs on 3001 in development (`npm run dev`); the browser only ever talks to `/api`.
  server: {
    proxy: { '/api': { target: 'http://localhost:3001', changeOrigin: true } },
  },
});
