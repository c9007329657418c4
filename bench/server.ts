import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const BENCH_JWT_SECRET = 'bench-jwt-secret-0123456789-abcdefghijklmnopqrst'; // 48 chars

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** VmRSS / VmHWM of a process in MB, from /proc (Linux); null when unavailable. */
export function procMemMb(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) =>
      Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export interface ServerUnderTest {
  port: number;
  pid: number;
  baseUrl: string;
  bootMs: number;
  /** Starts a fresh peak window (e.g. per scenario) and returns the previous window's peak. */
  resetPeak(): number;
  /** Peak VmRSS (MB) sampled every 100 ms since start or the last resetPeak(). */
  peakRssMb(): number;
  /** VmHWM (MB) as the kernel reports it: peak RSS over the process's whole life. */
  hwmMb(): number;
  /** Last lines the server printed (for error messages). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`node --import tsx server/main.ts --api-only`) as a child process and
 * waits until it answers HTTP. `dbEnv` is DATA_DIR or DATABASE_URL.
 */
export async function startServer(opts: {
  cwd: string;
  dbEnv: Record<string, string>;
  timeoutMs?: number;
  /** Node arguments of the process; default: the product's API server. */
  args?: string[];
}): Promise<ServerUnderTest> {
  const port = await freePort();
  const t0 = performance.now();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'production',
    PORT: String(port),
    SEED_DEMO: '1',
    JWT_SECRET: BENCH_JWT_SECRET,
    ...opts.dbEnv,
    // BENCH_SERVER_ENV='WRITE_THREAD=0,WRITE_PRIORITY=0': settings of the server under test, for
    // an A/B of one setting on the same machine (the server's own environment stays minimal).
    ...Object.fromEntries(
      (process.env.BENCH_SERVER_ENV ?? '')
        .split(',')
        .filter(Boolean)
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    ),
  };
  const child: ChildProcess = spawn(
    process.execPath,
    opts.args ?? ['--import', 'tsx', 'server/main.ts', '--api-only'],
    { cwd: opts.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const pid = child.pid!;
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null = null;
  const exitPromise = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      resolve();
    }),
  );

  let peak = 0;
  let hwm = 0;
  const sample = () => {
    const m = procMemMb(pid);
    if (!m) return;
    if (m.rss > peak) peak = m.rss;
    if (m.hwm > hwm) hwm = m.hwm;
  };
  const timer = setInterval(sample, 100);
  timer.unref();

  const stop = async () => {
    clearInterval(timer);
    if (exited === null) {
      sample();
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exitPromise;
      clearTimeout(t);
    }
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (exited !== null) throw new Error(`server exited (${exited}) before answering:\n${out}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer within the time limit:\n${out}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/me`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      break; // any HTTP answer (401 included) means it is up
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const bootMs = Math.round(performance.now() - t0);
  sample();

  return {
    port,
    pid,
    baseUrl,
    bootMs,
    resetPeak() {
      sample();
      const p = peak;
      peak = procMemMb(pid)?.rss ?? 0;
      return p;
    },
    peakRssMb: () => peak,
    hwmMb: () => {
      sample();
      return hwm;
    },
    output: () => out,
    stop,
  };
}
