import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DASHBOARD_COLD_MAX_MS,
  type DbRun,
  EVALUATION_MAX_FLOOR_RATIO,
  EVALUATION_MAX_MS,
  EXPORT_MAX_MS,
  fmtInt,
  LABEL,
  type Machine,
  RECOUNT_MAX_MS,
  sec,
  slowestExport,
  targetText,
} from './report';
import { surgeMarkdown } from './surgeReport';

/**
 * The bench's results as files and as the README's markdown table (bench/report.ts: the runs and
 * their targets).
 */

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
            ? `${s.floorKind === 'static' || s.floorKind === 'bytes' ? `${s.floorKind} ` : ''}${fmtInt(s.floor.rps)} | ${s.floor.p99Ms} | ${s.ratio.rps} | ${s.ratio.p99} | `
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
          `${s.reference ? '-' : t?.pass ? 'PASS' : 'MISS'} (${targetText(r.db, s)}) |`,
      );
    }
  }
  for (const r of runs)
    for (const x of r.skipped ?? []) lines.push('', `Not measured (${LABEL[r.db]}): ${x}.`);
  for (const r of runs) if (r.surge) lines.push(...surgeMarkdown(r.surge, r.targets));
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
          `${x.rankingP99Ms ?? '-'} ms | ${x.dashboardsColdMaxMs !== undefined ? `${x.dashboardsColdMaxMs} ms` : '-'} | ${x.evaluation.p50Ms} / ${x.evaluation.p95Ms} / ${x.evaluation.maxMs} ms${x.evaluationFloor ? ` (floor p95 ${x.evaluationFloor.p95Ms} ms)` : ''} | ` +
          `${x.evaluation.regionUpdated ? 'yes' : 'no'} | ${x.reviewCounts.checked - x.reviewCounts.mismatches.length} of ${x.reviewCounts.checked} | ` +
          `${pass ? 'PASS' : 'MISS'} (recount < ${fmtInt(RECOUNT_MAX_MS[r.db])} ms, evaluation p95 ${x.evaluationFloor ? `<= ${EVALUATION_MAX_FLOOR_RATIO} x the floor's` : `< ${EVALUATION_MAX_MS} ms`}, dashboards cold <= ${DASHBOARD_COLD_MAX_MS} ms) |`,
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
