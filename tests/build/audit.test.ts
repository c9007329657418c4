import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classifyAudit, verdict } from '../../scripts/audit';

/**
 * The dependency audit step of .ci/run (issue 21, "Done when"): a high or critical advisory
 * makes CI red; an audit endpoint that does not answer is reported loudly and CI goes on.
 * The npm outputs below are what npm 10/11 print with --json.
 */
const SCRIPT = join(import.meta.dirname, '../../scripts/audit.ts');

const report = (vulnerabilities: object, counts: object) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts },
      dependencies: { prod: 420, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 420 },
    },
  });

const HIGH_IN_A_DEPENDENCY = report(
  {
    'sanitize-html': {
      name: 'sanitize-html',
      severity: 'high',
      isDirect: true,
      via: [
        'htmlparser2',
        {
          source: 1096000,
          name: 'sanitize-html',
          title: 'Cross-site scripting through a crafted tag',
          url: 'https://github.com/advisories/GHSA-xxxx-0000-test',
          severity: 'high',
          range: '<2.20.0',
        },
      ],
      effects: [],
      range: '<2.20.0',
      nodes: ['node_modules/sanitize-html'],
      fixAvailable: true,
    },
  },
  { high: 1, total: 1 },
);

const ONLY_MODERATE = report(
  {
    nodemailer: {
      name: 'nodemailer',
      severity: 'moderate',
      via: [
        { name: 'nodemailer', title: 'Header injection', url: 'https://x', severity: 'moderate' },
      ],
      fixAvailable: true,
    },
  },
  { moderate: 1, total: 1 },
);

/** What this machine's registry answers (it serves no audit endpoint). */
const REFUSED = JSON.stringify({
  message:
    '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  headers: { allow: ['GET,HEAD'] },
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

const OFFLINE = JSON.stringify({
  message:
    'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
  error: { summary: '', detail: '' },
});

const NO_LOCKFILE = JSON.stringify({
  error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: '' },
});

describe('dependency audit verdict', () => {
  it('fails CI on a high advisory and names the package, the advisory and its link', () => {
    const { lines, code } = verdict(classifyAudit(HIGH_IN_A_DEPENDENCY), false);
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain(
      'high: sanitize-html: Cross-site scripting through a crafted tag https://github.com/advisories/GHSA-xxxx-0000-test',
    );
  });

  it('fails CI on a critical advisory even when npm only counts it', () => {
    expect(verdict(classifyAudit(report({}, { critical: 2, total: 2 })), false).code).toBe(1);
  });

  it('passes with advisories below high, and says how many', () => {
    const { lines, code } = verdict(classifyAudit(ONLY_MODERATE), false);
    expect(code).toBe(0);
    expect(lines).toEqual([
      'audit: no high or critical advisory in the runtime dependencies (below the bar: 1 moderate)',
    ]);
  });

  it.each([
    ['refused (405)', REFUSED, '405 Method Not Allowed'],
    ['offline', OFFLINE, 'ECONNREFUSED'],
  ])('reports an audit endpoint that %s loudly, and CI goes on', (_, printed, reason) => {
    const outcome = classifyAudit(printed);
    expect(outcome).toMatchObject({ kind: 'unreachable' });
    const { lines, code } = verdict(outcome, false);
    expect(code).toBe(0);
    expect(lines.join('\n')).toContain('audit: NOT RUN');
    expect(lines.join('\n')).toContain(reason);
    // AUDIT_REQUIRED=1, for a machine where the endpoint must answer.
    expect(verdict(outcome, true).code).toBe(1);
  });

  it('fails CI when npm cannot audit the project itself (no lockfile, no JSON)', () => {
    expect(verdict(classifyAudit(NO_LOCKFILE), false)).toEqual({
      lines: ['audit: npm audit failed: ENOLOCK: This command requires an existing lockfile.'],
      code: 1,
    });
    expect(verdict(classifyAudit('', 'npm ERR! something'), false).code).toBe(1);
  });
});

describe('npm run audit:deps (the script as CI runs it)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A one-dependency project in a scratch folder, with or without its lockfile. */
  function project(withLockfile: boolean): string {
    const dir = mkdtempSync(join(tmpdir(), 'audit-'));
    dirs.push(dir);
    const dependencies = { a: '1.0.0' };
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'scratch', version: '1.0.0', dependencies }),
    );
    if (withLockfile) {
      const root = { name: 'scratch', version: '1.0.0', dependencies };
      const packages = { '': root, 'node_modules/a': { version: '1.0.0' } };
      const lock = {
        name: 'scratch',
        version: '1.0.0',
        lockfileVersion: 3,
        requires: true,
        packages,
      };
      writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock));
    }
    return dir;
  }

  // npm audits the scratch project (--prefix) against a registry on port 9 (discard), which
  // refuses at once; without retries nothing waits on npm's backoff.
  const audit = (dir: string) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        SCRIPT,
        `--prefix=${dir}`,
        '--registry=http://127.0.0.1:9/',
        '--fetch-retries=0',
      ],
      { encoding: 'utf8' },
    );

  it('exits 0 with the warning when the registry does not answer', () => {
    const result = audit(project(true));
    expect(result.stderr).toContain('audit: NOT RUN');
    expect(result.stderr).toContain('ECONNREFUSED');
    expect(result.status).toBe(0);
  }, 120_000); // npm and tsx start in a child process: seconds on a busy machine

  it('exits 1 when the project has no lockfile', () => {
    const result = audit(project(false));
    expect(result.stderr).toContain('ENOLOCK');
    expect(result.status).toBe(1);
  }, 120_000);
});
