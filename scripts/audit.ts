// The dependency audit of CI (`npm run audit:deps`, run by .ci/run): `npm audit --omit=dev
// --audit-level=high --json`, told apart by what npm printed:
// - a report with a high or critical advisory in a runtime dependency, not accepted below: exit 1;
// - a report without one: exit 0, the lower ones counted;
// - the registry's audit endpoint did not answer (refused, 405, offline): a loud warning and exit
//   0; AUDIT_REQUIRED=1 makes it exit 1 instead;
// - anything else npm could not do (no lockfile, ...): exit 1 with npm's words.
// Why an unanswered audit does not fail CI: docs/decisions.md, "Dependency audit in CI".
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const AUDIT_ARGS = ['audit', '--omit=dev', '--audit-level=high', '--json'];

/**
 * High or critical advisories accepted after review, by advisory URL, each with the heading of its
 * entry in docs/decisions.md (which says why and until when). None so far.
 */
export const ACCEPTED_ADVISORIES: Record<string, string> = {};

const BLOCKING: readonly string[] = ['high', 'critical'];

type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';
type Advisory = { name?: string; title?: string; url?: string; severity?: Severity };
type Vulnerability = { name: string; severity: Severity; via: (string | Advisory)[] };
type Report = {
  vulnerabilities?: Record<string, Vulnerability>;
  metadata?: { vulnerabilities?: Partial<Record<Severity | 'total', number>> };
};
type Printed = Report & { message?: unknown; error?: { code?: string; summary?: string } };

export type AuditOutcome =
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'advisories'; findings: string[] }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'error'; reason: string };

/** What `npm audit --json` printed, sorted into the four outcomes above. */
export function classifyAudit(stdout: string, stderr = ''): AuditOutcome {
  let printed: Printed;
  try {
    printed = JSON.parse(stdout) as Printed;
  } catch {
    return { kind: 'error', reason: (stderr || stdout).trim() || 'npm audit printed nothing' };
  }
  if (typeof printed !== 'object' || printed === null) {
    return { kind: 'error', reason: stdout.trim() };
  }
  if (printed.metadata?.vulnerabilities) return judgeReport(printed);
  // npm's auditError() prints {message, method, uri, headers, statusCode, body} when the request
  // to the audit endpoint failed (an HTTP error status, or no answer at all); no other failure
  // of `npm audit` prints a top-level `message`.
  if (typeof printed.message === 'string') return { kind: 'unreachable', reason: printed.message };
  const reason = [printed.error?.code, printed.error?.summary].filter(Boolean).join(': ');
  return { kind: 'error', reason: reason || stderr.trim() || stdout.trim() };
}

function judgeReport(report: Report): AuditOutcome {
  const findings = new Map<string, string>();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via) {
      // A string names the dependency that carries the advisory; its own entry lists it.
      if (typeof via === 'string' || !BLOCKING.includes(via.severity ?? 'info')) continue;
      if (via.url && via.url in ACCEPTED_ADVISORIES) continue;
      const name = via.name ?? vulnerability.name;
      findings.set(
        `${name} ${via.url ?? via.title}`,
        `${via.severity}: ${name}: ${via.title} ${via.url ?? ''}`.trim(),
      );
    }
  }
  const counts = Object.fromEntries(
    Object.entries(report.metadata?.vulnerabilities ?? {}).filter(
      (entry): entry is [string, number] => entry[0] !== 'total' && (entry[1] ?? 0) > 0,
    ),
  );
  // Counted but not itemised (an npm that reports differently): blocking all the same.
  const uncounted =
    Object.keys(report.vulnerabilities ?? {}).length === 0 &&
    BLOCKING.some((severity) => (counts[severity] ?? 0) > 0);
  if (uncounted) findings.set('', `${JSON.stringify(counts)} (npm audit --omit=dev lists them)`);
  return findings.size > 0
    ? { kind: 'advisories', findings: [...findings.values()] }
    : { kind: 'clean', counts };
}

/** The lines to print and the exit code for an outcome. */
export function verdict(
  outcome: AuditOutcome,
  auditRequired: boolean,
): { lines: string[]; code: number } {
  switch (outcome.kind) {
    case 'clean': {
      const below = Object.entries(outcome.counts).map(([severity, n]) => `${n} ${severity}`);
      const note = below.length ? ` (below the bar: ${below.join(', ')})` : '';
      return {
        lines: [`audit: no high or critical advisory in the runtime dependencies${note}`],
        code: 0,
      };
    }
    case 'advisories':
      return {
        lines: [
          'audit: FAILED, high or critical advisories in the runtime dependencies:',
          ...outcome.findings.map((finding) => `  - ${finding}`),
          'Upgrade the package; an exception accepted after review goes in docs/decisions.md and',
          'ACCEPTED_ADVISORIES (scripts/audit.ts).',
        ],
        code: 1,
      };
    case 'unreachable': {
      const banner = '!'.repeat(78);
      return {
        lines: [
          banner,
          'audit: NOT RUN, the registry audit endpoint did not answer:',
          `  ${outcome.reason}`,
          'No advisory was checked. CI goes on: a silent endpoint says nothing about the code.',
          'Run `npm run audit:deps` where the endpoint answers (AUDIT_REQUIRED=1: fatal here).',
          banner,
        ],
        code: auditRequired ? 1 : 0,
      };
    }
    case 'error':
      return { lines: [`audit: npm audit failed: ${outcome.reason}`], code: 1 };
  }
}

function main(): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Extra arguments go to npm (e.g. --registry=...).
  const run = spawnSync(npm, [...AUDIT_ARGS, ...process.argv.slice(2)], { encoding: 'utf8' });
  if (run.error) throw run.error;
  const outcome = classifyAudit(run.stdout, run.stderr);
  const { lines, code } = verdict(outcome, process.env.AUDIT_REQUIRED === '1');
  for (const line of lines) (outcome.kind === 'clean' ? console.log : console.error)(line);
  process.exitCode = code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
