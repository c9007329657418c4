/**
 * The real server as child processes, for the tests of what an operator sees: starting,
 * stopping, a second start. Every process started here is remembered and killed (by its pid) in
 * killStarted(), which each test file calls in afterAll, so a failed test leaves no server behind.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const ROOT = process.cwd();
export const DEMO_PASSWORD = 'Demo#2026';

export interface Started {
  child: ChildProcess;
  pid: number;
  /** Everything printed on stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or 128 + signal number stand-in) when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started = new Set<number>();

/** A free TCP port (bound on every interface, as the server binds by default). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port')),
      );
    });
  });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A copy of a data folder made while no server runs on it. */
export function copyDir(from: string, prefix: string): string {
  const to = tempDir(prefix);
  cpSync(from, to, { recursive: true });
  return to;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Environment of a server over `dataDir` on `port`; PGlite unless DATABASE_URL is given. */
export function serverEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    DATABASE_URL: '',
    ...extra,
  };
}

/**
 * Starts `node <args>` in the project folder (e.g. server/main.ts or scripts/start.mjs).
 * `detached`: in a process group of its own (its pid is the group id), as a terminal or a
 * service manager starts it, so a test can signal the whole group and look for what is left.
 */
export function startNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  opts: { detached?: boolean } = {},
): Started {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.detached ?? false,
  });
  const pid = child.pid!;
  started.add(pid);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, pid, output: () => out, exited };
}

/** The API server directly: `node --import tsx server/main.ts --api-only`. */
export function startApi(env: NodeJS.ProcessEnv): Started {
  return startNode(['--import', 'tsx', 'server/main.ts', '--api-only'], env);
}

/** Whether the process exists and is not a zombie waiting to be reaped. */
export function pidAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/** Pids whose parent is `pid` (Linux /proc). */
export function childPids(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** Remembers a pid the test did not start itself (the API child of start.mjs) for cleanup. */
export function remember(pid: number): void {
  started.add(pid);
}

/** Kills (SIGKILL) every process started or remembered here that is still alive. */
export function killStarted(): void {
  for (const pid of started) {
    if (pidAlive(pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
  started.clear();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it is true; throws with `what` after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  /** What is awaited; a function when its words are read at the timeout (a server's output). */
  what: string | (() => string),
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for: ${typeof what === 'string' ? what : what()}`);
    await sleep(200);
  }
}

/** Whether something accepts a TCP connection on host:port. */
export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(5_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Waits until the server answers HTTP on the port, or fails early if it exits. */
export async function waitUntilServing(
  srv: Started,
  port: number,
  timeoutMs = 180_000,
): Promise<void> {
  let gone = false;
  void srv.exited.then(() => (gone = true));
  await waitFor(
    async () => {
      if (gone) throw new Error(`server exited before answering:\n${srv.output()}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/me`, {
          signal: AbortSignal.timeout(3_000),
        });
        await res.arrayBuffer();
        return true; // any HTTP answer (401) means it serves
      } catch {
        return false;
      }
    },
    `the server on port ${port}`,
    timeoutMs,
  );
}

/** Logs in as a demo account and returns the bearer token. */
export async function login(port: number, username = 'superadmin'): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token: string } };
  if (!res.ok || !body.data) throw new Error(`login failed: ${res.status}`);
  return body.data.token;
}

/**
 * Every file under `dir` with its size and modification time, or with a hash of its bytes
 * (`bytes: true`).
 */
export function listing(dir: string, opts: { bytes?: boolean } = {}): string[] {
  const lines: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      const st = statSync(path);
      if (st.isDirectory()) walk(path, `${rel}${name}/`);
      else if (opts.bytes) {
        const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
        lines.push(`${rel}${name} ${st.size} ${hash}`);
      } else lines.push(`${rel}${name} ${st.size} ${st.mtimeMs}`);
    }
  };
  walk(dir, '');
  return lines;
}

/** A seeded data folder, made once by a server that was then stopped: copy it per test. */
export async function seededTemplate(prefix: string): Promise<string> {
  const dir = tempDir(prefix);
  const port = await freePort();
  const srv = startApi(serverEnv(port, dir));
  try {
    await waitUntilServing(srv, port);
  } finally {
    srv.child.kill('SIGTERM');
    const timer = setTimeout(() => srv.child.kill('SIGKILL'), 60_000);
    await srv.exited;
    clearTimeout(timer);
  }
  return dir;
}

/** The live processes of process group `pgid` (`pgrep -g`), zombies excluded. */
export function groupMembers(pgid: number): number[] {
  const run = spawnSync('pgrep', ['-g', String(pgid)], { encoding: 'utf8' });
  return run.stdout
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => pidAlive(pid));
}

/** Every process below `pid` (children, grandchildren, ...). */
export function descendants(pid: number): number[] {
  const all: number[] = [];
  for (const child of childPids(pid)) all.push(child, ...descendants(child));
  return all;
}

/** The database a test server runs on: what `env()` gives its processes. */
export interface ServerDb {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  env(port: number, extra?: Record<string, string>): NodeJS.ProcessEnv;
}

async function pgAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Seeded databases for server processes, on the database of the test run: a PGlite folder
 * seeded once and copied for each fresh() (several servers never share one folder), or, when
 * DATABASE_URL is set, one PostgreSQL database of this file, seeded once, with a fresh DATA_DIR
 * (JWT secret) per fresh() holding a copy of the seed's uploads (the files its rows name).
 */
export async function serverDbs(prefix: string): Promise<{
  fresh(): ServerDb;
  cleanup(): Promise<void>;
}> {
  const dirs: string[] = [];
  const mk = (p: string) => {
    const d = tempDir(p);
    dirs.push(d);
    return d;
  };
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl = '';
  let dbName = '';
  if (adminUrl) {
    dbName = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
    await pgAdmin(adminUrl, `CREATE DATABASE "${dbName}"`);
    const target = new URL(adminUrl);
    target.pathname = `/${dbName}`;
    databaseUrl = target.toString();
  }
  const template = mk(`${prefix}tpl-`);
  const seedPort = await freePort();
  const seeding = startApi(serverEnv(seedPort, template, { DATABASE_URL: databaseUrl }));
  try {
    await waitUntilServing(seeding, seedPort);
  } finally {
    seeding.child.kill('SIGTERM');
    const timer = setTimeout(() => seeding.child.kill('SIGKILL'), 60_000);
    await seeding.exited;
    clearTimeout(timer);
  }
  return {
    fresh() {
      const dataDir = adminUrl ? mk(`${prefix}files-`) : copyDir(template, `${prefix}`);
      const uploads = join(template, 'uploads');
      if (adminUrl && existsSync(uploads))
        cpSync(uploads, join(dataDir, 'uploads'), { recursive: true });
      if (!adminUrl) dirs.push(dataDir);
      return {
        kind: adminUrl ? 'postgres' : 'pglite',
        dataDir,
        env: (port, extra = {}) =>
          serverEnv(port, dataDir, { DATABASE_URL: databaseUrl, ...extra }),
      };
    },
    async cleanup() {
      for (const d of dirs) removeDir(d);
      if (adminUrl) await pgAdmin(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    },
  };
}
