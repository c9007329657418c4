/**
 * Two API nodes behind haproxy on one machine (issue 28 item 6): what `npm run cluster:demo`
 * starts, what tests/api/twoNodes.test.ts checks and what the bench's two-node scenario loads.
 *
 *   client ──► haproxy :proxy ──round robin──► node1 :p1 ─┐
 *                                          └─► node2 :p2 ─┼─► PostgreSQL (one database)
 *                                                         ├─► S3 (s3rver here, any S3 in production)
 *                                                         └─► Redis (limits, cache invalidation)
 *
 * Each node is the product's own server (`node --import tsx server/main.ts`) with STORAGE=s3,
 * REDIS_URL, DATABASE_URL and one JWT_SECRET, so a token from one node is good on the other.
 * The nodes start one after the other: the first migrates and seeds an empty database, the
 * second finds it ready. docs/deploy.md describes the same layout on several machines.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { addMultipartOperations } from './s3rverMultipart';
import { awaitS3rverWrites } from './s3rverWrites';
import { connectRedis } from '../server/sharedState';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** s3rver's built-in account. */
const S3_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * What haproxy asks each node, every two seconds: GET /api/readyz, 200 only while the node's
 * database answers, every migration is applied, its storage answers and it is not stopping.
 */
export const HEALTH_PATH = '/api/readyz';

/** haproxy adds this header to every answer: which node served it (`node1`, `node2`). */
export const SERVED_BY = 'x-served-by';

export interface ClusterOptions {
  /** PostgreSQL database the nodes share (it must exist: see ensureDatabase). */
  databaseUrl: string;
  redisUrl: string;
  /** Before every Redis key and channel of this cluster. */
  redisPrefix: string;
  jwtSecret: string;
  proxyPort: number;
  nodePorts: [number, number];
  /** The local S3 server's port; 0: any free one. */
  s3Port: number;
  /** Node folders (DATA_DIR), the S3 server's files and haproxy.cfg live here. */
  stateDir: string;
  /** Serve the built front end too (the demo); the test and the bench serve the API only. */
  frontend?: boolean;
  /** More environment for both nodes (e.g. SETTINGS_CACHE_MS, NODE_ENV). */
  nodeEnv?: Record<string, string>;
  /** Each line a node or haproxy prints, with its name. */
  onOutput?: (name: string, line: string) => void;
  log?: (message: string) => void;
  /** How long a node may take to answer after it starts (first start: migrations and seed). */
  startTimeoutMs?: number;
}

export interface ClusterProcess {
  name: string;
  pid: number;
  child: ChildProcess;
  /** The last lines it printed. */
  output(): string;
  exited: Promise<number | null>;
}

export interface ClusterNode extends ClusterProcess {
  port: number;
  url: string;
}

export interface Cluster {
  proxyUrl: string;
  nodes: [ClusterNode, ClusterNode];
  proxy: ClusterProcess;
  s3: { endpoint: string; bucket: string; directory: string };
  /** Stops haproxy, then both nodes (they finish their requests), then the S3 server. */
  stop(): Promise<void>;
}

const BUCKET = 'iid-cluster';

/** The haproxy executable: on PATH, or in the sbin folders Debian installs it to. */
export function findHaproxy(): string {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const file = join(dir, 'haproxy');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  throw new Error(
    'haproxy tidak ditemukan: pasang dengan `apt-get install -y haproxy`.\n' +
      '(haproxy is not installed: `apt-get install -y haproxy`.)',
  );
}

/** haproxy's configuration for the two nodes (docs/deploy.md shows the production one). */
export function haproxyConfig(proxyPort: number, nodePorts: number[]): string {
  return `# Written by scripts/cluster.ts (npm run cluster:demo); docs/deploy.md explains each line.
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  # A node that refuses the connection (stopping, restarting): try the other one.
  retries 2
  option redispatch 1
  timeout connect 5s
  timeout client 120s
  timeout server 120s
  timeout http-request 30s
  timeout http-keep-alive 10s

frontend portal
  bind 127.0.0.1:${proxyPort}
  default_backend api

backend api
  balance roundrobin
  # ${HEALTH_PATH}: 200 while the node's database, migrations and storage are fine and it is not
  # stopping (503 otherwise); two failed checks take a node out, one good one puts it back.
  option httpchk
  http-check send meth GET uri ${HEALTH_PATH} ver HTTP/1.1 hdr host localhost
  http-check expect status 200
  default-server check inter 2s fall 2 rise 1
  http-response set-header ${SERVED_BY} %s
${nodePorts.map((p, i) => `  server node${i + 1} 127.0.0.1:${p}`).join('\n')}
`;
}

/** Creates the database when it is missing; answers whether it did. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<boolean> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE "${name}"`);
    return true;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server `adminUrl` names. */
export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onOutput?: (name: string, line: string) => void,
  ipc = false,
): ClusterProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    // A node started with an IPC channel stops by itself when this process dies (even by kill
    // -9): server/platform/runtime/lifecycle.ts watchParent.
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  let out = '';
  let partial = '';
  const take = (d: Buffer) => {
    out = (out + d.toString()).slice(-8_000);
    if (!onOutput) return;
    const lines = (partial + d.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onOutput(name, line);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<number | null>((r) =>
    child.on('exit', (code, signal) => r(code ?? (signal ? 128 : null))),
  );
  return { name, pid: child.pid!, child, output: () => out, exited };
}

/** Stops a process with `signal`, then SIGKILL after `graceMs`; resolves when it is gone. */
async function stopProcess(p: ClusterProcess, signal: NodeJS.Signals, graceMs: number) {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill(signal);
  const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  await p.exited;
  clearTimeout(timer);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `url` until it answers 200, or throws: when `p` exits first (with what it printed),
 * or after `timeoutMs` (a deadline for a start that hangs, not a measure of speed).
 */
async function waitForOk(url: string, p: ClusterProcess, timeoutMs: number): Promise<void> {
  let gone: number | null | undefined;
  void p.exited.then((code) => (gone = code));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone !== undefined)
      throw new Error(`${p.name} berhenti (exit ${gone}) sebelum menjawab:\n${p.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(
        `${p.name} tidak menjawab ${url} dalam ${timeoutMs / 1000} s:\n${p.output()}`,
      );
    await pause(200);
  }
}

/**
 * Starts the layout: the local S3 server, node1 (migrates and seeds an empty database), node2,
 * then haproxy in front. Whatever fails on the way, what was started is stopped again.
 */
export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const log = o.log ?? (() => undefined);
  const timeoutMs = o.startTimeoutMs ?? 300_000;
  const haproxy = findHaproxy();
  // Redis first: a node would stop with the same message, but only after the other started.
  (await connectRedis(o.redisUrl)).disconnect();

  const started: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    while (started.length) {
      try {
        await started.pop()!();
      } catch (e) {
        console.error((e as Error).message);
      }
    }
  };
  try {
    const s3Dir = join(o.stateDir, 's3');
    mkdirSync(s3Dir, { recursive: true });
    const s3server = new S3rver({
      port: o.s3Port,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    // Resumable uploads (tus) need ListParts, AbortMultipartUpload and DeleteObjects.
    addMultipartOperations(s3server);
    awaitS3rverWrites(s3server);
    const { port: s3Port } = await s3server.run();
    started.push(() => s3server.close());
    const s3 = { endpoint: `http://127.0.0.1:${s3Port}`, bucket: BUCKET, directory: s3Dir };
    log(`S3 (s3rver) di ${s3.endpoint}, bucket ${BUCKET}, berkas di ${s3Dir}`);

    const nodes: ClusterNode[] = [];
    for (const [i, port] of o.nodePorts.entries()) {
      const name = `node${i + 1}`;
      const dataDir = join(o.stateDir, name);
      mkdirSync(dataDir, { recursive: true });
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: o.databaseUrl,
        JWT_SECRET: o.jwtSecret,
        SEED_DEMO: '1',
        STORAGE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: BUCKET,
        S3_FORCE_PATH_STYLE: '1',
        ...S3_KEYS,
        REDIS_URL: o.redisUrl,
        REDIS_PREFIX: o.redisPrefix,
        APP_URL: `http://127.0.0.1:${o.proxyPort}`,
        // haproxy runs on this machine and names the client in X-Forwarded-For.
        TRUST_PROXY: 'loopback',
        ...o.nodeEnv,
      };
      const args = ['--import', 'tsx', 'server/main.ts', ...(o.frontend ? [] : ['--api-only'])];
      const p = run(name, process.execPath, args, env, o.onOutput, true);
      const node: ClusterNode = { ...p, port, url: `http://127.0.0.1:${port}` };
      started.push(() => stopProcess(p, 'SIGTERM', 20_000));
      log(`${name} (pid ${p.pid}) dimulai di ${node.url}...`);
      // One at a time: the first start on an empty database migrates and seeds it.
      await waitForOk(`${node.url}${HEALTH_PATH}`, p, timeoutMs);
      log(`${name} siap.`);
      nodes.push(node);
    }

    mkdirSync(o.stateDir, { recursive: true });
    const cfg = join(o.stateDir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(o.proxyPort, o.nodePorts));
    const check = spawnSync(haproxy, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
    if (check.status !== 0)
      throw new Error(`haproxy menolak ${cfg}:\n${check.stdout}${check.stderr}`);
    // -db: in the foreground, no daemon; SIGTERM stops it.
    const proxy = run(
      'haproxy',
      haproxy,
      ['-db', '-f', cfg],
      { PATH: process.env.PATH },
      o.onOutput,
    );
    started.push(() => stopProcess(proxy, 'SIGTERM', 5_000));
    const proxyUrl = `http://127.0.0.1:${o.proxyPort}`;
    await waitForOk(`${proxyUrl}${HEALTH_PATH}`, proxy, 60_000);
    log(`haproxy (pid ${proxy.pid}) di ${proxyUrl} -> ${nodes.map((n) => n.url).join(', ')}`);

    let stopping: Promise<void> | null = null;
    return {
      proxyUrl,
      nodes: nodes as [ClusterNode, ClusterNode],
      proxy,
      s3,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}

/** Removes a state folder made for one run (the test's, the bench's). */
export const removeState = (dir: string) => rmSync(dir, { recursive: true, force: true });
