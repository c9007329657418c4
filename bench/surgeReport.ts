import type { TargetCheck } from './report';
import {
  SURGE_MAX_READ_RATIO,
  SURGE_MAX_RECOMPUTE_PER_CHANGE,
  SURGE_MAX_WRITE_P99_MS,
} from './surge';
import type { SurgeRun } from './surgeFigures';

/** The `deadline surge` against its targets (issue 40) and its rows in the README's section. */

export function checkSurgeTargets(run: SurgeRun): TargetCheck[] {
  const scenario = 'deadline surge';
  const slow = run.routes.filter((r) => r.p99Ratio === null || r.p99Ratio > SURGE_MAX_READ_RATIO);
  const readErrors = run.routes.reduce((n, r) => n + r.readOnly.errors + r.surge.errors, 0);
  const w = run.writes;
  const x = run.recompute;
  return [
    {
      scenario,
      text:
        `PostgreSQL deadline surge reads: p99 under the surge / read-only ` +
        run.routes.map((r) => `${r.name} x${r.p99Ratio ?? ' n/a (no answer)'}`).join(', ') +
        ` (each <= ${SURGE_MAX_READ_RATIO})`,
      pass: slow.length === 0,
    },
    {
      scenario,
      text:
        `PostgreSQL deadline surge writes: p99 ${w.p99Ms} ms (<= ${SURGE_MAX_WRITE_P99_MS}), ` +
        `${w.rps}/s of ${run.statedWriteRate} stated by ${run.sessions} sessions`,
      pass: w.p99Ms <= SURGE_MAX_WRITE_P99_MS,
    },
    {
      scenario,
      text: `PostgreSQL deadline surge errors: reads ${readErrors}, writes ${w.errors} (0)`,
      pass: readErrors === 0 && w.errors === 0,
    },
    // Without the server's counters the figure is unknown: said, and not judged.
    {
      scenario,
      text:
        x.perChange === null
          ? `PostgreSQL deadline surge recomputations per key per change: n/a (` +
            (x.metric
              ? `${x.recomputations} over ${x.keys} keys, no change counter`
              : 'no counter') +
            ', not judged)'
          : `PostgreSQL deadline surge recomputations per key per change: worst ${x.perChange} ` +
            `(${x.worst?.key}: ${x.worst?.recomputations} for ${x.worst?.changes} changes) (<= ${SURGE_MAX_RECOMPUTE_PER_CHANGE})`,
      pass: x.perChange === null || x.perChange <= SURGE_MAX_RECOMPUTE_PER_CHANGE,
    },
  ];
}

/** The surge's table for the README's bench section. */
export function surgeMarkdown(run: SurgeRun, targets: TargetCheck[]): string[] {
  const pass = targets.filter((t) => t.scenario === 'deadline surge').every((t) => t.pass);
  const c = run.cpu.surge;
  const q = run.cpu.readOnly;
  const lines = [
    '',
    `Deadline surge (PostgreSQL, one API process): ${run.sessions} pemda sessions of as many regions ` +
      `write at ${run.statedWriteRate}/s (achieved ${run.writes.rps}/s) while the routes below are read; ` +
      `each route's p99 under the surge beside its read-only p99 of the same run. ` +
      `${pass ? 'PASS' : 'MISS'} (read p99 <= ${SURGE_MAX_READ_RATIO} x read-only, write p99 <= ` +
      `${SURGE_MAX_WRITE_P99_MS} ms, 0 errors, <= ${SURGE_MAX_RECOMPUTE_PER_CHANGE} recomputation per key per change).`,
    '',
    '| Route (role, connections) | read-only req/s | read-only p99 ms | surge req/s | surge p99 ms | p99 ratio | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...run.routes.map(
      (r) =>
        `| ${r.name} (${r.role}, ${r.connections}) | ${r.readOnly.rps} | ${r.readOnly.p99Ms} | ` +
        `${r.surge.rps} | ${r.surge.p99Ms} | ${r.p99Ratio ?? 'no answer'} | ${r.readOnly.errors + r.surge.errors} |`,
    ),
    `| writes (${run.sessions} sessions) | - | - | ${run.writes.rps} | ${Number.isFinite(run.writes.p99Ms) ? run.writes.p99Ms : 'no answer'} | - | ${run.writes.errors} |`,
    '',
    `Database CPU per request: ${q ? `${q.postgresMsPerReq} ms read-only` : '-'}, ` +
      `${c ? `${c.postgresMsPerReq} ms under the surge (server ${c.serverMsPerReq} ms; other load ${Math.round(c.otherPct)}%)` : '-'}. ` +
      `Recomputations per cache key: ${run.recompute.metric ? `${run.recompute.recomputations} over ${run.recompute.keys} keys, worst ${run.recompute.perChange ?? 'n/a'} per change` : 'n/a'}.`,
  ];
  return lines;
}
