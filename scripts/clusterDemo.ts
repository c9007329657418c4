/**
 * `npm run cluster:demo` (issue 28 item 6): the portal as two API nodes behind haproxy on this
 * machine, on the machine's PostgreSQL and Redis, with a local S3 server (s3rver). Open the
 * proxy's address; Ctrl-C stops everything. scripts/cluster.ts starts the layout.
 *
 * Env: CLUSTER_PORT (8080) the proxy; the nodes take the next two ports and S3 the third.
 * CLUSTER_PG_URL (postgres://root@127.0.0.1:5432/postgres) the server, where the database
 * CLUSTER_DB (iid_cluster) is created when missing; CLUSTER_REDIS_URL (redis://127.0.0.1:6379);
 * CLUSTER_DIR (./data-cluster) the nodes' folders, the S3 files and haproxy.cfg, kept between
 * runs like the database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// @ts-expect-error plain JavaScript module shared with `npm start`
import { buildIfStale } from './buildIfStale.mjs';
import { ROOT, databaseUrlOf, ensureDatabase, startCluster, type Cluster } from './cluster';

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const adminUrl = process.env.CLUSTER_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const dbName = process.env.CLUSTER_DB ?? 'iid_cluster';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const stateDir = resolve(ROOT, process.env.CLUSTER_DIR ?? 'data-cluster');

/** One secret for both nodes, kept so sessions survive a restart of the demo. */
function sharedSecret(): string {
  mkdirSync(stateDir, { recursive: true });
  const file = join(stateDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  if (!Number.isInteger(port) || port < 1 || port > 65532) {
    console.error(`CLUSTER_PORT tidak valid: ${process.env.CLUSTER_PORT}`);
    process.exit(1);
  }
  buildIfStale();
  const created = await ensureDatabase(adminUrl, dbName);
  console.log(
    `PostgreSQL: basis data ${dbName} ${created ? 'dibuat' : 'sudah ada'} (${adminUrl.replace(/\/\/[^@/]*@/, '//***@')})`,
  );
  let cluster: Cluster | null = null;
  let stopping = false;
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${why}: menghentikan haproxy, node1, node2 dan S3...`);
    await cluster?.stop();
    console.log('Selesai.');
    process.exit(0);
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => void stop(sig));

  cluster = await startCluster({
    databaseUrl: databaseUrlOf(adminUrl, dbName),
    redisUrl,
    redisPrefix: `iid-cluster:${dbName}:`,
    jwtSecret: sharedSecret(),
    proxyPort: port,
    nodePorts: [port + 1, port + 2],
    s3Port: port + 3,
    stateDir,
    frontend: true,
    nodeEnv: { NODE_ENV: 'production' },
    log: (m) => console.log(m),
    onOutput: (name, line) => {
      if (line.trim()) console.log(`[${name}] ${line}`);
    },
  });
  if (stopping) return;
  const [a, b] = cluster.nodes;
  console.log(`
Portal (dua node di belakang haproxy): ${cluster.proxyUrl}
  node1 ${a.url} (pid ${a.pid}), node2 ${b.url} (pid ${b.pid}); header ${'x-served-by'} menyebut node yang menjawab
  PostgreSQL ${dbName}, Redis ${redisUrl}, S3 ${cluster.s3.endpoint} (bucket ${cluster.s3.bucket})
Akun demo: superadmin, admin, pemda, ... (kata sandi Demo#2026). Ctrl-C menghentikan semuanya.`);

  // A node or haproxy that dies alone: say so and stop the rest, rather than serve half a demo.
  for (const p of [cluster.proxy, ...cluster.nodes])
    void p.exited.then((code) => {
      if (!stopping) void stop(`${p.name} berhenti sendiri (exit ${code})`);
    });
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
