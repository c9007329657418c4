import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TIPTAP_PACKAGES } from './vite.config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const reactRouterEsm = fileURLToPath(
  new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url),
);
/** The browser build of tus-js-client (XMLHttpRequest, localStorage), as Vite bundles it. */
const tusBrowser = fileURLToPath(
  new URL('./node_modules/tus-js-client/lib.esm/browser/index.js', import.meta.url),
);

/**
 * Two projects: `api` (node: domain, resources, server, API and i18n suites; `npm run test:api`
 * runs only this one for the PostgreSQL pass) and `ui` (jsdom: component tests).
 * Timeouts are generous because each file starts an in-memory PGlite.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default is one worker fewer than the cores: a single worker on the 2-core CI
    // machine, where the PostgreSQL pass then waits on the server with a core idle
    // (docs/decisions.md, "CI time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          globalSetup: ['tests/helpers/dbTemplateSetup.ts'],
          include: [
            'domain/**/*.test.ts',
            'resources/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'i18n/**/*.test.ts',
            'tests/build/**/*.test.ts',
          ],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        resolve: {
          // Node (>= 20.19) loads react-router's ESM build for react-admin ("module-sync"); the
          // test files must get the same instance, or <Admin> does not see the test's router.
          alias: [
            { find: /^react-router$/, replacement: reactRouterEsm },
            { find: /^tus-js-client$/, replacement: tusBrowser },
          ],
          dedupe: TIPTAP_PACKAGES,
        },
        test: {
          name: 'ui',
          globalSetup: ['tests/helpers/dbTemplateSetup.ts'],
          // A UI test walks several lazily loaded screens, each allowed UI_WAIT_MS
          // (tests/ui/waits.ts) on a busy machine: 30 s cut one off at 35 s in a loaded CI run.
          testTimeout: 120_000,
          environment: './tests/ui/jsdomEnvironment.ts',
          include: ['src/**/*.test.{ts,tsx}', 'tests/ui/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          setupFiles: ['tests/ui/setup.ts'],
          // Bundled by Vite (not loaded by Node) so the tiptap dedupe of vite.config.ts applies.
          server: { deps: { inline: [/ra-input-rich-text/, /@tiptap\//] } },
        },
      },
    ],
  },
});
