import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 36 item 8: the published contract passes Redocly's `recommended` rules with no error,
 * as an outside tool would read it. The linter is a dev dependency run in-process on the
 * document the app serves (GET /api/openapi.json): nothing is downloaded. Warnings are allowed
 * (ambiguous-looking paths such as `/crud/x/{id}` beside `/crud/x/lookup`, probes without a 4xx).
 */

let t: TestApp;
let problems: NormalizedProblem[];

beforeAll(async () => {
  // The document does not depend on the demo data: the bare seed is enough.
  t = await createTestApp({ demo: false });
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  const config = await createConfig({ extends: ['recommended'] });
  problems = await lintFromString({
    source: await res.text(),
    absoluteRef: 'openapi.json',
    config,
  });
});
afterAll(() => t.close());

describe('contract lint (Redocly recommended)', () => {
  it('reports no error', () => {
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('ran the rules (a document it could not read would report nothing at all)', () => {
    // `info` has no license (the portal is not published under one): one warning every run.
    expect(problems.some((p) => p.ruleId === 'info-license')).toBe(true);
  });
});
