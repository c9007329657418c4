// Compressed size of what a page downloads before it is usable, read from Vite's manifest
// (dist/.vite/manifest.json). `node scripts/bundleSize.mjs` prints the table; the size-budget
// test (tests/build/bundleSize.test.ts) holds the budgets.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Which chunks start each stage of the first load (matched by source path or chunk name). */
export const STAGES = {
  /** The login, forgot and reset pages: the entry chunk and what it imports statically. */
  login: ['index.html'],
  /** After login, before the first dashboard paints: the console chunk (src/AdminApp.tsx) added. */
  console: ['index.html', 'src/AdminApp.tsx'],
};

/** The manifest key of a chunk by its source path; a shared chunk is keyed `_<name>-<hash>.js`. */
function keyOf(manifest, source) {
  if (manifest[source]) return source;
  const name = source.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const key = Object.keys(manifest).find(
    (k) => manifest[k].src === source || (k.startsWith('_') && manifest[k].name === name),
  );
  if (!key) throw new Error(`not in the Vite manifest: ${source}`);
  return key;
}

/**
 * KiB budgets of brotli-compressed JavaScript (and CSS) per stage, as a browser downloads them.
 * The public pages are plain React + React Router with their own CSS and catalog (src/public/),
 * about 96 KB; the console adds react-admin, MUI and emotion after sign-in.
 */
export const BUDGETS_KB = { login: 120, console: 300 };
export const TARGETS_KB = { login: 120, console: 300 };

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/**
 * The files loaded before `roots` are usable: each root's own file, its CSS, and everything it
 * imports statically (recursively). Dynamic imports (lazy screens, charts, the editor) are left
 * out: they load later.
 */
export function initialFiles(manifest, roots) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the Vite manifest: ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.map((r) => keyOf(manifest, r)).forEach(visit);
  return [...files];
}

/** Bytes of a built file as sent: the precompressed .br/.gz next to it, else compressed here. */
export function compressedSize(dist, file, encoding) {
  const path = join(dist, file);
  const suffix = encoding === 'br' ? '.br' : '.gz';
  if (existsSync(path + suffix)) return readFileSync(path + suffix).length;
  const raw = readFileSync(path);
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    : gzipSync(raw, { level: 9 }).length;
}

/** Per stage: its files and their total brotli and gzip size in bytes. */
export function measure(dist) {
  const manifest = readManifest(dist);
  const out = {};
  for (const [stage, roots] of Object.entries(STAGES)) {
    const files = initialFiles(manifest, roots);
    const sum = (enc) => files.reduce((n, f) => n + compressedSize(dist, f, enc), 0);
    out[stage] = { files, br: sum('br'), gzip: sum('gzip') };
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const [stage, m] of Object.entries(measure(dist))) {
    console.log(
      `${stage.padEnd(8)} brotli ${kb(m.br).padStart(9)}  gzip ${kb(m.gzip).padStart(9)}  ` +
        `budget ${BUDGETS_KB[stage]} KB  (${m.files.length} files: ${m.files.join(', ')})`,
    );
  }
}
