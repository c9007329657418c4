import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Two projects: `api` (node: domain, resources, server, API and i18n suites; `npm run test:api`
 * runs only this one for the PostgreSQL pass) and `ui` (jsdom: component tests).
 * Timeouts are generous because each file starts an in-memory PGlite.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: [
            'domain/**/*.test.ts',
            'resources/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'i18n/**/*.test.ts',
          ],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/ui/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
    ],
  },
});
