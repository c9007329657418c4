import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22: the API answers 403 in one place. Routes declare their access (a screen, an action,
 * login or public) and a refusal for another reason goes through `forbidden(reason)`; no file
 * but server/openapi/access.ts writes `fail(403`.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('access checks', () => {
  it('answers 403 only through server/openapi/access.ts', () => {
    const offenders = files('server')
      .filter((f) => !f.endsWith('.test.ts') && f !== join('server', 'openapi', 'access.ts'))
      .filter((f) => /fail\(\s*403/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
