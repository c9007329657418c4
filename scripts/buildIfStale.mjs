// Builds the front end (vite build) when dist/ is missing or older than its sources. Used by
// `npm start` and by the size-budget test, so both reuse an up-to-date dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'i18n',
  'resources',
  'domain',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, f) => Math.max(m, newest(join(path, f))), st.mtimeMs);
}

/** True when dist/ (its index.html and Vite manifest) is older than any build input. */
export function isStale(root = process.cwd()) {
  const marker = join(root, 'dist/.vite/manifest.json');
  if (!existsSync(join(root, 'dist/index.html')) || !existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return built < Math.max(...SOURCES.map((s) => newest(join(root, s))));
}

/** Runs `vite build` when needed; returns whether it built. Throws when the build fails. */
export function buildIfStale(root = process.cwd(), log = console.log) {
  if (!isStale(root)) return false;
  log('Membangun antarmuka (vite build)...');
  // NODE_ENV production whatever the caller runs under (vitest sets `test`, which would build
  // React's development code).
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status})`);
  return true;
}
