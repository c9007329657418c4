/**
 * `npm run bench:profile`: where the product spends its time on the innovation list. Loads the
 * bench dataset into a fresh PostgreSQL database, starts the API under `node --cpu-prof`, loads
 * the list for PROFILE_SECONDS (10), stops it, and prints the functions with the most self time
 * (grouped by package or source file). The .cpuprofile stays in bench/results/profile/ for
 * Chrome DevTools. Env: BENCH_DATABASE_URL as for `npm run bench`; PROFILE_SCENARIO `list`
 * (default), `review` (the four review queues) or `lookup`; PROFILE_DATABASE_URL a database
 * loaded before (`npm run bench:seed`), kept, instead of a fresh one.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb } from '../server/platform/db/client';
import { DEMO_PASSWORD, BENCH_USER, loadDataset, YEARS } from './dataset';
import { login, runScenario } from './load';
import { startServer } from './server';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const OUT = join(ROOT, 'bench/results/profile');

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time per function and per package/file, from a .cpuprofile. */
function summarise(file: string) {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const group = (url: string) => {
    if (!url) return '(native / idle / gc)';
    const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (nm) return nm[1]!;
    if (url.startsWith('node:')) return url;
    return url.replace(/^file:\/\//, '').replace(ROOT + '/', '');
  };
  const groups = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, t] of self) {
    const f = byId.get(id)!.callFrame;
    const g = group(f.url);
    groups.set(g, (groups.get(g) ?? 0) + t);
    const name = `${f.functionName || '(anonymous)'} ${g}:${f.lineNumber + 1}`;
    fns.set(name, (fns.get(name) ?? 0) + t);
  }
  const pct = (t: number) => `${((100 * t) / total).toFixed(1)}%`.padStart(6);
  console.log(`\nSelf time by package / file (${(total / 1e6).toFixed(1)} s sampled):`);
  for (const [g, t] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${pct(t)}  ${g}`);
  console.log('\nTop functions by self time:');
  for (const [f, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${pct(t)}  ${f}`);
}

const SCENARIO = process.env.PROFILE_SCENARIO ?? 'list';
const KEPT = process.env.PROFILE_DATABASE_URL;

function pathsOf(profilIds: number[]): string[] {
  if (SCENARIO === 'review')
    return [
      '/api/nomor_registrasi/request/lookup',
      '/api/review/approved/lookup',
      '/api/review/rejected/lookup',
      '/api/review/qc/lookup',
    ].flatMap((q) =>
      YEARS.flatMap((y) => [0, 1, 2].map((p) => `${q}?tahun=${y}&page=${p}&per_page=20`)),
    );
  if (SCENARIO === 'lookup')
    return ['kab', 'kota', 'ban', 'sum', 'jaw'].map((p) => `/api/crud/m_daerah/lookup?search=${p}`);
  return profilIds.flatMap((id) =>
    YEARS.map(
      (y) =>
        `/api/crud/iga2020_inovasi?page=0&per_page=20&orderBy=nama&orderDirection=asc&profil_id=${id}&tahun=${y}`,
    ),
  );
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const dbName = `bench_${Date.now()}`;
  const url = new URL(KEPT ?? ADMIN_URL);
  if (!KEPT) {
    await admin.query(`CREATE DATABASE ${dbName}`);
    url.pathname = `/${dbName}`;
  }
  try {
    let profilIds: number[];
    if (KEPT) {
      const kept = new pg.Client({ connectionString: KEPT });
      await kept.connect();
      const { rows } = await kept.query<{ id: number }>('select id from profil_pemda order by id');
      await kept.end();
      profilIds = rows.map((r) => r.id);
    } else {
      const handle = await openDb({ databaseUrl: url.toString() });
      profilIds = (await loadDataset(handle, console.log)).profilIds;
      await handle.close();
    }
    mkdirSync(OUT, { recursive: true });
    const srv = await startServer({
      cwd: ROOT,
      dbEnv: { DATABASE_URL: url.toString(), DATA_DIR: OUT },
      args: [
        `--cpu-prof`,
        `--cpu-prof-dir=${OUT}`,
        '--import',
        'tsx',
        'server/main.ts',
        '--api-only',
      ],
    });
    const before = new Set(readdirSync(OUT));
    try {
      const token = await login(srv.baseUrl, BENCH_USER, DEMO_PASSWORD);
      const paths = pathsOf(profilIds);
      let i = 0;
      const r = await runScenario({
        name: `${SCENARIO} (profiled)`,
        baseUrl: srv.baseUrl,
        token,
        nextPath: () => paths[(i += 7919) % paths.length]!,
        connections: 50,
        seconds: SECONDS,
        warmupSeconds: 2,
      });
      console.log(`under the profiler: ${r.rps} req/s, p99 ${r.p99Ms} ms`);
    } finally {
      await srv.stop();
    }
    const made = readdirSync(OUT).filter((f) => f.endsWith('.cpuprofile') && !before.has(f));
    if (!made.length) throw new Error('no .cpuprofile written');
    console.log(`profile: bench/results/profile/${made[0]}`);
    summarise(join(OUT, made[0]!));
  } finally {
    if (!KEPT) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
