import { join } from 'node:path';
import madge from 'madge';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import graph of the application's own folders, as `npx madge --circular --extensions
 * ts,tsx --ts-config tsconfig.json src server domain resources i18n` sees it. Parsing ~500 files
 * takes about 20 s on an idle machine, so the graph is read once and the wait is generous: a
 * busy machine makes it slower, never different.
 */
const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'domain', 'resources', 'i18n'];
let graph: Record<string, string[]>;
let cycles: string[][];

beforeAll(async () => {
  const result = await madge(
    FOLDERS.map((f) => join(ROOT, f)),
    { baseDir: ROOT, fileExtensions: ['ts', 'tsx'], tsConfig: join(ROOT, 'tsconfig.json') },
  );
  graph = result.obj();
  cycles = result.circular();
}, 600_000);

/** `src/pages/<folder>/...` -> folder; undefined for files outside a page folder. */
const pageFolder = (file: string) => /^src\/pages\/([^/]+)\//.exec(file)?.[1];

/** The app's roots mount the public pages (login, forgot, reset) themselves. */
const ROOTS = new Set(['src/App.tsx', 'src/AdminApp.tsx']);

describe('imports', () => {
  it('form no cycle', () => {
    expect(Object.keys(graph).length).toBeGreaterThan(300);
    expect(cycles.map((c) => c.join(' > '))).toEqual([]);
  });

  it("reach another page's folder only through its declaration (index.ts)", () => {
    const crossings = Object.entries(graph).flatMap(([file, deps]) =>
      deps
        .filter((dep) => {
          const target = pageFolder(dep);
          if (!target || target === pageFolder(file) || ROOTS.has(file)) return false;
          return dep !== `src/pages/${target}/index.ts`;
        })
        .map((dep) => `${file} -> ${dep}`),
    );
    // A helper two pages share lives in src/shared/, not in one of the pages.
    expect(crossings).toEqual([]);
  });
});
