import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import madge from 'madge';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_ORDER } from './featureOrder';

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

/**
 * The layers, lowest first (issue 36 item 4): what a file under `files` may not import. `$1` in
 * `mayNot` stands for the first group `files` captured, so a rule can say "another feature than
 * mine". Tests are not layered: they check one layer through another. A rule on a folder that
 * does not exist yet holds vacuously, and starts holding the day the folder appears.
 */
const LAYERS: { files: RegExp; mayNot: string; why: string }[] = [
  { files: /^domain\//, mayNot: '^(?!domain/)', why: 'domain/ imports only domain/' },
  {
    files: /^resources\//,
    mayNot: '^(?!resources/|domain/)',
    why: 'the resource registry is shared by client and server: it imports neither, nor their texts',
  },
  {
    files: /^i18n\//,
    mayNot: '^(?!i18n/|resources/|domain/)',
    why: 'i18n/ renders the codes of domain/ and names the resources of the registry',
  },
  { files: /^server\//, mayNot: '^src/', why: 'the server does not import the client' },
  {
    files: /^server\/platform\//,
    mayNot: '^server/(?!platform/)',
    why: 'what every feature uses (http, auth, db, storage, cache, runtime, the contract) imports no feature and not the engine',
  },
  {
    files: /^server\/crud\//,
    mayNot: '^server/(?!crud/|platform/)',
    why: 'the generic engine sits on the platform; the features hand it their hooks when the app starts (server/features/register.ts)',
  },
  {
    files: /^server\/features\/[^/]+\/services\//,
    mayNot: '^server/features/[^/]+/routes/',
    why: 'services do not call routes',
  },
  {
    files: /^server\/features\/([^/]+)\//,
    mayNot: '^server/features/(?!$1/)[^/]+/(?!services/|schemas/)',
    why: "a feature uses another feature's services and answer schemas, never its routes or resource hooks",
  },
  {
    files: /^server\/features\/([^/]+)\//,
    mayNot: '^server/(?!features/|platform/|crud/)',
    why: 'a feature sits on the platform and the engine, never on the composition (app, boot, seed)',
  },
  {
    files: /^src\//,
    mayNot: '^server/(?!app\\.ts$)',
    why: 'the client types the API from server/app.ts (AppType), type-only, and nothing else',
  },
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every `from '<spec>'` of a source file with whether it is `import type` / `export type`. */
const specifiers = (file: string) =>
  [
    ...readFileSync(join(ROOT, file), 'utf8').matchAll(
      /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gm,
    ),
  ].map((m) => ({ typeOnly: !!m[1], spec: m[2]! }));

/** Where a relative specifier of `file` lands, relative to the project root. */
const target = (file: string, spec: string) => relative(ROOT, resolve(ROOT, dirname(file), spec));

describe('layers', () => {
  it('run one way: no file imports a layer its rule forbids', () => {
    const back = LAYERS.flatMap(({ files, mayNot, why }) =>
      Object.entries(graph).flatMap(([file, deps]) => {
        const m = files.exec(file);
        if (!m || isTest(file)) return [];
        const forbidden = new RegExp(mayNot.replace('$1', m[1] ?? ''));
        return deps.filter((d) => forbidden.test(d)).map((d) => `${file} -> ${d} (${why})`);
      }),
    );
    expect(back).toEqual([]);
  });

  it('run down between features: a feature imports only features before it in FEATURE_ORDER', () => {
    const feature = (file: string) => /^server\/features\/([^/]+)\//.exec(file)?.[1];
    const present = [...new Set(Object.keys(graph).map(feature).filter(Boolean))].sort();
    // Every feature has its place, so a new one cannot slip past the rule.
    expect(present).toEqual([...FEATURE_ORDER].sort());
    const rank = (f: string) => FEATURE_ORDER.indexOf(f as (typeof FEATURE_ORDER)[number]);
    const up = Object.entries(graph).flatMap(([file, deps]) => {
      const from = feature(file);
      if (!from || isTest(file)) return [];
      return deps
        .filter((d) => {
          const to = feature(d);
          return to !== undefined && to !== from && rank(to) > rank(from);
        })
        .map((d) => `${file} -> ${d}`);
    });
    expect(up).toEqual([]);
  });

  it('let the client reach the server by type only', () => {
    const clientFiles = Object.entries(graph).filter(
      ([file, deps]) => file.startsWith('src/') && deps.some((d) => d.startsWith('server/')),
    );
    // The typed client (src/providers/api.ts) needs AppType: a test that finds none tests nothing.
    expect(clientFiles.length).toBeGreaterThan(0);
    const valueImports = clientFiles.flatMap(([file]) =>
      specifiers(file)
        .filter((s) => s.spec.startsWith('.') && target(file, s.spec).startsWith('server/'))
        .filter((s) => !s.typeOnly)
        .map((s) => `${file}: ${s.spec}`),
    );
    expect(valueImports).toEqual([]);
  });
});

/**
 * Thin routes (issue 36 item 2): a route file declares, validates, calls a service and answers.
 * The queries are the services' (server/features/<feature>/services/).
 */
const ROUTE_FILES = [/^server\/features\/[^/]+\/routes\/.+\.ts$/];
/** The database: its client and its schema (a folder), as the graph names them. */
const DATABASE = /^server\/platform\/db\/(client\.ts$|schema\/)/;
/** madge leaves packages out of the graph: the sources are read for these. */
const DATABASE_PACKAGES = /^(drizzle-orm|postgres|@electric-sql\/pglite)(\/|$)/;

describe('routes', () => {
  const routeFiles = () =>
    Object.keys(graph).filter((f) => !isTest(f) && ROUTE_FILES.some((r) => r.test(f)));

  it('import neither the database client nor its schema', () => {
    expect(routeFiles().length).toBeGreaterThan(30);
    const reach = routeFiles().flatMap((file) =>
      graph[file]!.filter((d) => DATABASE.test(d)).map((d) => `${file} -> ${d}`),
    );
    expect(reach).toEqual([]);
  });

  it('import no database package', () => {
    const reach = routeFiles().flatMap((file) =>
      specifiers(file)
        .filter((s) => DATABASE_PACKAGES.test(s.spec))
        .map((s) => `${file} -> ${s.spec}`),
    );
    expect(reach).toEqual([]);
  });
});
