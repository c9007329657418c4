import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAllowed } from '../../domain/access';
import { mayAct } from '../../domain/actions';
import { DOCUMENT_ACCESS, DOCUMENT_UNITS } from '../../domain/documents';
import { WORKFLOW_READERS } from '../../domain/innovationWorkflow';
import { ROLES } from '../../domain/roles';
import { getResource } from '../../resources';
import { mayUploadMedia } from '../../server/features/media/services/mediaQuota';

/**
 * Issue 22: the API answers 403 in one place. Routes declare their access (a screen, an action,
 * login or public) and a refusal for another reason goes through `forbidden(reason)`; no file
 * but server/platform/openapi/access.ts writes `fail(403`.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('access checks', () => {
  it('answers 403 only through server/platform/openapi/access.ts', () => {
    const offenders = files('server')
      .filter(
        (f) => !f.endsWith('.test.ts') && f !== join('server', 'platform', 'openapi', 'access.ts'),
      )
      .filter((f) => /fail\(\s*403/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/**
 * Files another change is splitting (issue 36): they still assert `c.var.user!` and choose
 * scopes with `hasAnyRole`. Whoever finishes them empties these lists.
 */
const USER_ASSERTED: string[] = [];
const ROLES_BY_HAND = [join('server', 'platform', 'openapi', 'access.ts')];

describe('declared access, scope and account', () => {
  const sources = files('server').filter((f) => !f.endsWith('.test.ts'));

  it('reads the account behind a logged-in access as c.var.account, never c.var.user!', () => {
    const offenders = sources
      .filter((f) => !USER_ASSERTED.includes(f))
      .filter((f) => /c\.var\.user\s*!/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('matches roles only in the access check: scopes come from scopeOf, access from domain', () => {
    const offenders = sources
      .filter((f) => !ROLES_BY_HAND.includes(f))
      .filter((f) => /\bhasAnyRole\b/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/** Declared actions that restate what the resources' access decides, held to it role by role. */
describe('actions derived from the resources', () => {
  const accounts = [[], ...ROLES.map((r) => [r])].map((roles) => ({ roles }));

  it('media.upload: whoever creates or updates a resource with a file field', () => {
    const drift = accounts.filter((a) => mayAct('media.upload', a.roles) !== mayUploadMedia(a));
    expect(drift).toEqual([]);
  });

  it("a unit's document reads: show on the parent, or reviewing an innovation", () => {
    const drift = DOCUMENT_UNITS.flatMap((unit) => {
      const { parent, read } = DOCUMENT_ACCESS[unit];
      const show = getResource(parent)!.access.show;
      return accounts
        .filter((a) => {
          const reviews = unit !== 'daerah' && a.roles.some((r) => WORKFLOW_READERS.includes(r));
          const declared = read.some((action) => mayAct(action, a.roles));
          return declared !== (isAllowed(show, a) || reviews);
        })
        .map((a) => `${unit}: ${a.roles.join(',')}`);
    });
    expect(drift).toEqual([]);
  });
});
