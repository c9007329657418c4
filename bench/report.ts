import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { DatasetInfo, LoadTimes } from './dataset';
import type { EvaluationFigures, RecountFigures } from './indexBench';
import type { ScenarioResult } from './load';

export type DbKind = 'pglite' | 'postgres';
const LABEL: Record<DbKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

/** The index engine and the review queues at national scale (issues 9 and 10). */
export interface IndexRun {
  recount: RecountFigures;
  evaluation: EvaluationFigures;
  /** p99 of the ranking-index load scenario */
  rankingP99Ms: number | null;
  /** review queue totals through the API against counts from the tables, per queue and year */
  reviewCounts: { checked: number; mismatches: string[] };
  /** the slowest dashboard's first answer right after the recount moved every year (cold) */
  dashboardsColdMaxMs?: number;
  /** each report export (Excel, PDF) of one year, timed once warm to its last byte (issue 24) */
  exports?: ExportTiming[];
}

export interface ExportTiming {
  path: string;
  status: number;
  bytes: number;
  ms: number;
}

/** A report export of 546 rows, to its last byte (issue 24). */
const EXPORT_MAX_MS = 2000;

export interface DbRun {
  db: DbKind;
  /** API processes (node:cluster); 1 when absent (older results) */
  workers?: number;
  /** API nodes behind haproxy (scripts/cluster.ts); one, without a proxy, when absent */
  nodes?: number;
  /** e.g. 'PostgreSQL 15.20' or 'PGlite 0.3.x' */
  dbVersion: string;
  load: LoadTimes;
  counts: DatasetInfo['counts'];
  /** FK triggers were off during the bulk insert (session_replication_role = replica) */
  fkTriggersSkipped: boolean;
  serverBootMs: number;
  /** peak VmRSS of the server child over the whole run (sampled every 100 ms), MB */
  serverPeakRssMb: number;
  /** VmHWM of the server child at the end, MB */
  serverHwmMb: number;
  scenarios: ScenarioResult[];
  /** scenarios whose routes this branch lacks (they run once the routes exist) */
  skipped?: string[];
  index?: IndexRun;
  targets: TargetCheck[];
}

export interface TargetCheck {
  scenario: string;
  text: string;
  pass: boolean;
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  totalMemMb: number;
  node: string;
  platform: string;
  commit: string | null;
}

export function machine(cwd: string): Machine {
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd,
      encoding: 'utf8',
    }).trim();
    if (dirty) commit += '-dirty';
  } catch {
    commit = null;
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    totalMemMb: Math.round(os.totalmem() / 1024 / 1024),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    commit,
  };
}

/**
 * Scenarios judged by their warm p99 at a stated load (10 connections; the CSV one at a time):
 * the ranking (issue 10), the dashboards (issue 23), the reports (issue 24), the award ranking and
 * the progress report (issue 25), the open index as CSV (issue 26).
 */
const LATENCY_P99_MS: Readonly<Record<string, number>> = {
  'ranking-index': 50,
  dashboards: 50,
  'report screens': 50,
  'award ranking': 50,
  'progress report': 50,
  'open index CSV': 100,
};
/** Lists against their floors on PostgreSQL (issue 28). */
const LIST_MIN_RATIO = 0.8;
const LIST_MAX_P99_RATIO = 1.5;
/** The review queue's own p99 at 50 connections (issue 28). */
const REVIEW_MAX_P99_MS = 300;
/** The landing page against the same bytes as static files (issue 26). */
const LANDING_MIN_RATIO = 0.8;
/** A dashboard's first answer after an invalidation (issue 23). */
const DASHBOARD_COLD_MAX_MS = 300;
/** Two nodes behind the proxy keep this share of one node's req/s (issue 28: no coordination cost). */
const TWO_NODES_MIN_RATIO = 0.8;

/** The target of a scenario, in words (the README table's last column). */
function targetText(db: DbKind, s: ScenarioResult): string {
  if (s.oneNode) return `>= ${TWO_NODES_MIN_RATIO} x one node's req/s`;
  const p99 = LATENCY_P99_MS[s.name];
  if (p99 !== undefined) return `p99 <= ${p99} ms`;
  if (s.floorKind === 'static') return `>= ${LANDING_MIN_RATIO} x static file req/s`;
  if (db === 'postgres' && s.ratio) {
    const parts = [
      `>= ${LIST_MIN_RATIO} x both floors' req/s`,
      `p99 <= ${LIST_MAX_P99_RATIO} x same-SQL floor`,
    ];
    if (s.name === 'review list') parts.push(`p99 <= ${REVIEW_MAX_P99_MS} ms`);
    return parts.join(', ');
  }
  if (db === 'postgres') return '>= 1,500 req/s, p99 < 25 ms';
  return '>= 300 req/s';
}

/**
 * PostgreSQL lists against both floors (same run, same machine): >= 0.8 of each floor's req/s
 * and a p99 within 1.5 x the same-SQL floor's; the review queue also p99 <= 300 ms. Without a
 * floor >= 1,500 req/s with p99 < 25 ms. PGlite lists >= 300 req/s. The latency scenarios: their
 * p99 on both databases. The landing page: >= 0.8 x the static file's req/s. Two nodes behind
 * haproxy: >= 0.8 x one node's req/s.
 */
export function checkTargets(db: DbKind, scenarios: ScenarioResult[]): TargetCheck[] {
  return scenarios.map((s) => {
    const errs = s.non2xx + s.errors + s.timeouts;
    const text = (figures: string) =>
      `${LABEL[db]} ${s.name}: ${figures}, errors ${errs} (0) [${targetText(db, s)}]`;
    if (s.oneNode) {
      return {
        scenario: s.name,
        text: text(
          `two nodes behind haproxy, ${s.rps} req/s, ${s.oneNode.ratio} x one node's ${s.oneNode.rps}`,
        ),
        pass: s.oneNode.ratio >= TWO_NODES_MIN_RATIO && errs === 0,
      };
    }
    const p99 = LATENCY_P99_MS[s.name];
    if (p99 !== undefined) {
      return {
        scenario: s.name,
        text: text(`p99 ${s.p99Ms} ms at ${s.connections} connections`),
        pass: s.p99Ms <= p99 && errs === 0,
      };
    }
    if (s.floorKind === 'static' && s.ratio) {
      return {
        scenario: s.name,
        text: text(`${s.rps} req/s, ${s.ratio.rps} x the static file's ${s.floor!.rps}`),
        pass: s.ratio.rps >= LANDING_MIN_RATIO && errs === 0,
      };
    }
    if (db === 'postgres' && s.ratio) {
      const tuned = s.tunedRatio;
      const pass =
        s.ratio.rps >= LIST_MIN_RATIO &&
        s.ratio.p99 <= LIST_MAX_P99_RATIO &&
        (tuned === undefined || tuned.rps >= LIST_MIN_RATIO) &&
        (s.name !== 'review list' || s.p99Ms <= REVIEW_MAX_P99_MS) &&
        errs === 0;
      return {
        scenario: s.name,
        text: text(
          `${s.ratio.rps} x the same-SQL floor's req/s, p99 ${s.ratio.p99} x its p99` +
            (tuned ? `; ${tuned.rps} x the tuned floor's req/s, p99 ${tuned.p99} x` : '') +
            `; p99 ${s.p99Ms} ms`,
        ),
        pass,
      };
    }
    if (db === 'postgres') {
      const pass = s.rps >= 1500 && s.p99Ms < 25 && errs === 0;
      return {
        scenario: s.name,
        text: `PostgreSQL ${s.name}: ${s.rps} req/s (>= 1500), p99 ${s.p99Ms} ms (< 25), errors ${errs} (0)`,
        pass,
      };
    }
    const pass = s.rps >= 300 && errs === 0;
    return {
      scenario: s.name,
      text: `PGlite ${s.name}: ${s.rps} req/s (>= 300), errors ${errs} (0)`,
      pass,
    };
  });
}

const fmtInt = (n: number) => n.toLocaleString('en-US');

/** Full recount under 3 s on PostgreSQL, 15 s on PGlite; one evaluation's update under 100 ms. */
const RECOUNT_MAX_MS: Record<DbKind, number> = { postgres: 3000, pglite: 15000 };
const EVALUATION_MAX_MS = 100;

export function checkIndexTargets(db: DbKind, x: IndexRun): TargetCheck[] {
  const max = RECOUNT_MAX_MS[db];
  return [
    {
      scenario: 'recount',
      text: `${LABEL[db]} full recount (every year, every stored answer): ${x.recount.totalMs} ms (< ${max})`,
      pass: x.recount.totalMs < max,
    },
    {
      scenario: 'evaluation',
      text:
        `${LABEL[db]} update after one evaluation: p95 ${x.evaluation.p95Ms} ms (< ${EVALUATION_MAX_MS}), ` +
        `max ${x.evaluation.maxMs} ms, region updated at once: ${x.evaluation.regionUpdated ? 'yes' : 'no'}`,
      pass: x.evaluation.p95Ms < EVALUATION_MAX_MS && x.evaluation.regionUpdated,
    },
    ...(x.dashboardsColdMaxMs !== undefined
      ? [
          {
            scenario: 'dashboards cold',
            text: `${LABEL[db]} dashboards cold (first answer after the recount): slowest ${x.dashboardsColdMaxMs} ms (<= ${DASHBOARD_COLD_MAX_MS})`,
            pass: x.dashboardsColdMaxMs <= DASHBOARD_COLD_MAX_MS,
          },
        ]
      : []),
    ...(x.exports?.length
      ? [
          {
            scenario: 'report exports',
            text: `${LABEL[db]} report exports (${x.exports.length}, warm): slowest ${slowestExport(x.exports).ms} ms ${slowestExport(x.exports).path} (<= ${EXPORT_MAX_MS}), all 200: ${x.exports.every((e) => e.status === 200) ? 'yes' : 'NO'}`,
            pass: x.exports.every((e) => e.status === 200 && e.ms <= EXPORT_MAX_MS),
          },
        ]
      : []),
    {
      scenario: 'review counts',
      text:
        `${LABEL[db]} review queue totals = database counts: ${x.reviewCounts.checked - x.reviewCounts.mismatches.length} ` +
        `of ${x.reviewCounts.checked} queue-years` +
        (x.reviewCounts.mismatches.length ? ` (${x.reviewCounts.mismatches.join('; ')})` : ''),
      pass: x.reviewCounts.mismatches.length === 0,
    },
  ];
}
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const slowestExport = (xs: ExportTiming[]) => xs.reduce((a, b) => (b.ms > a.ms ? b : a));

export function markdown(runs: DbRun[], m: Machine, when: string, notes: string[]): string {
  const lines: string[] = [];
  const first = runs[0];
  const conns = first?.scenarios[0]?.connections ?? 0;
  const secs = first?.scenarios[0]?.seconds ?? 0;
  const counts = first?.counts;
  lines.push(
    `Measured ${when.slice(0, 10)} on ${m.cpus} CPU (${m.cpuModel}), ${fmtInt(Math.round(m.totalMemMb / 1024))} GB RAM, ` +
      `Node ${m.node}${m.commit ? `, commit \`${m.commit}\`` : ''}. ` +
      `Loopback, autocannon with ${conns} connections, ${secs} s measured after a warm-up, ` +
      `as \`superadmin\`; load generator, server and database share the same machine.`,
  );
  if (counts) {
    lines.push('');
    lines.push(
      `Data: ${fmtInt(counts.pemda)} pemda, ${fmtInt(counts.inovasi)} innovations (2023-2026, three stages), ` +
        `${fmtInt(counts.jawaban)} innovation indicator answers` +
        (counts.jawabanDaerah ? `, ${fmtInt(counts.jawabanDaerah)} region answers` : '') +
        (counts.registrasi
          ? `; ${fmtInt(counts.registrasi.dikirim)} sent, ${fmtInt(counts.registrasi.terverifikasi)} verified, ` +
            `${fmtInt(counts.registrasi.ditolak)} rejected (the rest drafts)`
          : '') +
        '.',
    );
  }
  lines.push('');
  lines.push(
    '| Database | Scenario | req/s | p50 ms | p99 ms | floor req/s | floor p99 ms | req/s ratio | p99 ratio | tuned req/s | tuned p99 ms | req/s / tuned | non-2xx / errors | Server peak RSS | Server CPU / req | Floor CPU / req | Tuned CPU / req | Other load | Target |',
  );
  lines.push(
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  const cpuMs = (v: number | undefined) => (v !== undefined ? `${v} ms` : '-');
  for (const r of runs) {
    for (const s of r.scenarios) {
      const t = r.targets.find((x) => x.scenario === s.name);
      lines.push(
        `| ${LABEL[r.db]}${(r.workers ?? 1) > 1 ? ` × ${r.workers} workers` : ''}${r.nodes ? ` × ${r.nodes} nodes (haproxy)` : ''} | ${s.name}${s.connections !== conns ? ` (${s.connections} connections)` : ''} | ${fmtInt(s.rps)} | ${s.p50Ms} | ${s.p99Ms} | ` +
          (s.floor && s.ratio
            ? `${s.floorKind === 'static' ? 'static ' : ''}${fmtInt(s.floor.rps)} | ${s.floor.p99Ms} | ${s.ratio.rps} | ${s.ratio.p99} | `
            : s.oneNode
              ? `one node: ${fmtInt(s.oneNode.rps)} | ${s.oneNode.p99Ms} | ${s.oneNode.ratio} | - | `
              : '- | - | - | - | ') +
          (s.tuned && s.tunedRatio
            ? `${fmtInt(s.tuned.rps)} | ${s.tuned.p99Ms} | ${s.tunedRatio.rps} | `
            : '- | - | - | ') +
          `${s.non2xx} / ${s.errors + s.timeouts} | ${s.peakRssMb ? `${Math.round(s.peakRssMb)} MB` : '-'} | ` +
          `${s.cpu ? `${s.cpu.serverMsPerReq} ms` : '-'} | ` +
          `${cpuMs(s.floor?.serverMsPerReq)} | ${cpuMs(s.tuned?.serverMsPerReq)} | ` +
          `${s.cpu ? `${Math.round(s.cpu.otherPct)}%` : '-'} | ` +
          `${t?.pass ? 'PASS' : 'MISS'} (${targetText(r.db, s)}) |`,
      );
    }
  }
  for (const r of runs)
    for (const x of r.skipped ?? []) lines.push('', `Not measured (${LABEL[r.db]}): ${x}.`);
  const withIndex = runs.filter((r) => r.index);
  if (withIndex.length) {
    lines.push('');
    lines.push(
      '| Database | Full recount (all years) | Slowest year | Ranking p99 | Dashboards cold (slowest) | Evaluation p50 / p95 / max | Region updated | Review totals = database | Target |',
    );
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |');
    for (const r of withIndex) {
      const x = r.index!;
      const slowest = x.recount.years.reduce((a, b) => (b.ms > a.ms ? b : a), x.recount.years[0]!);
      const pass = r.targets
        .filter((t) =>
          ['recount', 'evaluation', 'review counts', 'dashboards cold'].includes(t.scenario),
        )
        .every((t) => t.pass);
      lines.push(
        `| ${LABEL[r.db]} | ${fmtInt(Math.round(x.recount.totalMs))} ms | ${slowest ? `${slowest.tahun}: ${fmtInt(Math.round(slowest.ms))} ms` : '-'} | ` +
          `${x.rankingP99Ms ?? '-'} ms | ${x.dashboardsColdMaxMs !== undefined ? `${x.dashboardsColdMaxMs} ms` : '-'} | ${x.evaluation.p50Ms} / ${x.evaluation.p95Ms} / ${x.evaluation.maxMs} ms | ` +
          `${x.evaluation.regionUpdated ? 'yes' : 'no'} | ${x.reviewCounts.checked - x.reviewCounts.mismatches.length} of ${x.reviewCounts.checked} | ` +
          `${pass ? 'PASS' : 'MISS'} (recount < ${fmtInt(RECOUNT_MAX_MS[r.db])} ms, evaluation p95 < ${EVALUATION_MAX_MS} ms, dashboards cold <= ${DASHBOARD_COLD_MAX_MS} ms) |`,
      );
    }
    lines.push('');
    lines.push(
      '"Full recount" is `POST /api/indeks/hitung-ulang` for each bench year in turn: every stored ' +
        'region and innovation answer. "Evaluation" is `POST /api/inovasi/{id}/evaluasi` with every ' +
        "answered indicator accepted, one at a time, each of another region's innovation: it stores " +
        'the verified points and recomputes the region\'s index before it answers; "Region updated" ' +
        "reads the region's breakdown right after.",
    );
  }
  const withExports = runs.filter((r) => r.index?.exports?.length);
  if (withExports.length) {
    lines.push('');
    lines.push(
      '| Database | Report exports (one year, national) | Excel: median / slowest | PDF: median / slowest | Slowest export | Target |',
    );
    lines.push('| --- | ---: | ---: | ---: | --- | --- |');
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
    for (const r of withExports) {
      const xs = r.index!.exports!;
      const of = (f: string) =>
        xs.filter((e) => e.path.includes(`/download-${f}`)).map((e) => e.ms);
      const worst = slowestExport(xs);
      const t = r.targets.find((x) => x.scenario === 'report exports');
      lines.push(
        `| ${LABEL[r.db]} | ${xs.length} | ${median(of('excel'))} / ${Math.max(...of('excel'))} ms | ` +
          `${median(of('pdf'))} / ${Math.max(...of('pdf'))} ms | \`${worst.path.replace('/api', '')}\` ${fmtInt(worst.ms)} ms | ` +
          `${t?.pass ? 'PASS' : 'MISS'} (each <= ${fmtInt(EXPORT_MAX_MS)} ms to the last byte, warm) |`,
      );
    }
  }
  lines.push('');
  lines.push(
    '| Database | Seed (546 pemda, indicators) | 40k innovations | 800k answers | ANALYZE | Total load | Server boot |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of runs.filter((x) => (x.workers ?? 1) === 1 && !x.nodes)) {
    lines.push(
      `| ${LABEL[r.db]}${r.fkTriggersSkipped ? ' ¹' : ''} | ${sec(r.load.seedMs)} | ${sec(r.load.inovasiMs)} | ${sec(r.load.jawabanMs)} | ` +
        `${sec(r.load.analyzeMs)} | ${sec(r.load.totalMs)} | ${sec(r.serverBootMs)} |`,
    );
  }
  if (runs.some((r) => r.fkTriggersSkipped)) {
    lines.push('');
    lines.push(
      '¹ Set-based `INSERT ... SELECT FROM generate_series`; the per-row foreign-key triggers are ' +
        'off during the bulk insert (`SET LOCAL session_replication_role = replica`, every row is ' +
        'built by joining existing keys). With them on, the 800k answers take about 4x longer on PGlite.',
    );
  }
  lines.push('');
  if (runs.some((r) => r.nodes)) {
    lines.push(
      '"× 2 nodes (haproxy)": `scripts/cluster.ts`, the layout of `npm run cluster:demo`, on the ' +
        'same database; its floor columns hold node1 addressed alone right before and right after ' +
        '(mean), and its CPU / req counts both nodes and haproxy. Everything shares the same cores, ' +
        'so the ratio shows what the layout costs, not a speed-up (docs/deploy.md).',
    );
    lines.push('');
  }
  lines.push(
    '"Server CPU / req" is the server process\'s CPU time per request (PGlite runs inside it, so ' +
      'it includes the database work there). "Other load" is the share of the machine used by ' +
      'processes outside the bench (server, bench, its PostgreSQL backends) during the ' +
      'measured window; above ~10% the throughput figures are pessimistic.',
  );
  for (const n of notes) {
    lines.push('');
    lines.push(n);
  }
  lines.push('');
  lines.push(
    'Run it with `npm run bench` (`BENCH_SECONDS=3 npm run bench` for a quick smoke run).',
  );
  return lines.join('\n');
}

/** Writes bench/results/<stamp>-<db>.json per run and bench/results/latest.json. */
export function writeResults(
  dir: string,
  stamp: string,
  when: string,
  m: Machine,
  runs: DbRun[],
  notes: string[],
): string[] {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const r of runs) {
    const w = (r.workers ?? 1) > 1 ? `-${r.workers}w` : r.nodes ? `-${r.nodes}nodes` : '';
    const file = join(dir, `${stamp}-${r.db}${w}.json`);
    writeFileSync(file, JSON.stringify({ date: when, machine: m, ...r }, null, 2) + '\n');
    written.push(file);
  }
  const latest = join(dir, 'latest.json');
  writeFileSync(latest, JSON.stringify({ date: when, machine: m, notes, runs }, null, 2) + '\n');
  written.push(latest);
  return written;
}

export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

/** The markdown as Prettier would write it (aligned tables), so `npm run lint` stays clean. */
export async function prettyMarkdown(md: string, file: string): Promise<string> {
  try {
    const prettier = await import('prettier');
    const config = (await prettier.resolveConfig(file)) ?? {};
    return (await prettier.format(md, { ...config, parser: 'markdown' })).trimEnd();
  } catch {
    return md;
  }
}

/** Replaces the text between the bench markers; returns false (file untouched) without them. */
export function updateReadme(file: string, md: string): boolean {
  if (!existsSync(file)) return false;
  const text = readFileSync(file, 'utf8');
  const a = text.indexOf(README_START);
  const b = text.indexOf(README_END);
  if (a < 0 || b < 0 || b < a) return false;
  const next = `${text.slice(0, a + README_START.length)}\n\n${md}\n\n${text.slice(b)}`;
  if (next !== text) writeFileSync(file, next);
  return true;
}
