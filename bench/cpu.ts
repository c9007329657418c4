import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * CPU accounting for a scenario (Linux /proc): who used the machine's CPU while it ran. The bench
 * shares the machine with whatever else runs there; `otherPct` shows how much that was, so a
 * noisy run can be recognised (and rerun) instead of being mistaken for a slow server.
 */
export interface CpuUse {
  /** wall seconds of the window */
  seconds: number;
  /** CPU-seconds: server child, PostgreSQL backends, the bench process (autocannon), everything else */
  serverS: number;
  postgresS: number;
  benchS: number;
  otherS: number;
  /** share of the machine's capacity (cores x seconds) used by other processes, % */
  otherPct: number;
  /** server CPU per request, ms (the efficiency figure least sensitive to contention) */
  serverMsPerReq: number;
  postgresMsPerReq: number;
}

const HZ = 100; // USER_HZ on Linux

function procTicks(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]); // utime + stime
  } catch {
    return 0;
  }
}

/** Ticks of a process and its direct children (the workers of a node:cluster server). */
function treeTicks(pid: number): number {
  let total = procTicks(pid);
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) total += procTicks(d);
    } catch {
      /* gone */
    }
  }
  return total;
}

/** Busy jiffies of the whole machine (everything but idle and iowait). */
function machineBusy(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = v;
  return (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
}

/**
 * Ticks of the PostgreSQL backends serving `dbName` (their process title names the database;
 * backends come and go, exited ones are lost). Other databases' backends count as "other".
 */
function postgresTicks(dbName: string | null): Map<string, number> {
  const m = new Map<string, number>();
  if (!dbName) return m;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (title.includes(` ${dbName} `)) m.set(d, procTicks(d));
    } catch {
      /* gone */
    }
  }
  return m;
}

export interface CpuMark {
  t: number;
  busy: number;
  server: number;
  pg: Map<string, number>;
  bench: number;
  dbName: string | null;
}

/**
 * `serverPid`: the server process, or every process of the layout under test (two nodes and
 * their proxy); `dbName`: the PostgreSQL database whose backends to count (null for PGlite).
 */
export function cpuMark(serverPid: number | number[], dbName: string | null): CpuMark | null {
  try {
    const u = process.cpuUsage();
    return {
      t: performance.now(),
      busy: machineBusy(),
      server: [serverPid].flat().reduce((n, pid) => n + treeTicks(pid), 0),
      pg: postgresTicks(dbName),
      dbName,
      bench: (u.user + u.system) / 1e6,
    };
  } catch {
    return null; // not Linux
  }
}

export function cpuSince(
  a: CpuMark | null,
  serverPid: number | number[],
  requests: number,
): CpuUse | null {
  const b = a && cpuMark(serverPid, a.dbName);
  if (!a || !b) return null;
  const seconds = (b.t - a.t) / 1000;
  const busyS = (b.busy - a.busy) / HZ;
  const serverS = (b.server - a.server) / HZ;
  let pgTicks = 0;
  for (const [pid, ticks] of b.pg) pgTicks += ticks - (a.pg.get(pid) ?? 0);
  const postgresS = pgTicks / HZ;
  const benchS = b.bench - a.bench;
  const otherS = Math.max(0, busyS - serverS - postgresS - benchS);
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return {
    seconds: r1(seconds),
    serverS: r1(serverS),
    postgresS: r1(postgresS),
    benchS: r1(benchS),
    otherS: r1(otherS),
    otherPct: r1((100 * otherS) / (seconds * os.cpus().length)),
    serverMsPerReq: requests > 0 ? r2((1000 * serverS) / requests) : 0,
    postgresMsPerReq: requests > 0 ? r2((1000 * postgresS) / requests) : 0,
  };
}

/** Share of the machine's CPU capacity busy over `ms`, % (Linux; null elsewhere). */
export async function machineBusyPct(ms = 1000): Promise<number | null> {
  try {
    const a = machineBusy();
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, ms));
    const b = machineBusy();
    const secs = (performance.now() - t0) / 1000;
    return (100 * (b - a)) / HZ / (secs * os.cpus().length);
  } catch {
    return null;
  }
}

/**
 * Waits (up to `maxMs`) until the machine is quiet (busy < `threshold` % while the bench itself
 * is idle), so other work on a shared machine does not end up in the figures. Returns the last
 * busy figure seen.
 */
export async function waitForQuiet(
  maxMs: number,
  threshold = 15,
  log: (m: string) => void = () => undefined,
): Promise<number | null> {
  const deadline = Date.now() + maxMs;
  let busy = await machineBusyPct();
  let told = false;
  while (busy !== null && busy > threshold && Date.now() < deadline) {
    if (!told)
      log(
        `    machine busy (${Math.round(busy)}%), waiting up to ${Math.round(maxMs / 1000)} s for it to settle...`,
      );
    told = true;
    busy = await machineBusyPct();
  }
  return busy;
}
