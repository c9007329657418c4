import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API runs on 3001 in development (`npm run dev`); the browser only ever talks to `/api`. */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': { target: 'http://localhost:3001', changeOrigin: true } },
  },
});
