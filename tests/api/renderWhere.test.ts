import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../../resources';
import { renderedInOneWalk } from '../../server/crud/renderWhere';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The list path renders its WHERE clause in one walk (server/crud/renderWhere.ts) instead of
 * drizzle's sqlToQuery. Every condition the lists and lookups build, for each kind of account,
 * with filters and a search, must come out exactly as drizzle writes it, parameters included.
 */
const seen = vi.hoisted(() => [] as { dialect: PgDialect; where: SQL; label: string }[]);
const current = vi.hoisted(() => ({ label: '' }));
vi.mock('../../server/crud/renderWhere', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/crud/renderWhere')>();
  return {
    ...actual,
    renderWhere: (dialect: PgDialect, where: SQL) => {
      seen.push({ dialect, where, label: current.label });
      return actual.renderWhere(dialect, where);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROLES = ['superadmin', 'admin', 'pemda', 'opd', 'upt', 'provinsi', 'verifikator', 'viewer'];

describe('the list WHERE clause rendered in one walk', () => {
  it('is drizzle’s text and parameters for every resource and kind of account', async () => {
    for (const as of ROLES) {
      for (const resource of RESOURCES) {
        const base = `/api/crud/${resource.name}`;
        for (const path of [
          `${base}?per_page=5&search=${encodeURIComponent('Kab. inovasi 100%_')}&id=1&id=2&id=null`,
          `${base}/lookup?search=a`,
        ]) {
          current.label = `${as} ${path}`;
          await t.call('GET', path, { as });
        }
      }
    }
    let walked = 0;
    for (const { dialect, where, label } of seen) {
      const drizzle = dialect.sqlToQuery(where);
      const mine = renderedInOneWalk(dialect, where);
      if (mine === null) continue;
      walked++;
      expect({ sql: mine.sql, params: mine.params }, label).toEqual({
        sql: drizzle.sql,
        params: drizzle.params,
      });
    }
    // Most conditions take the walk (region subqueries go to drizzle); none is lost.
    expect(seen.length).toBeGreaterThan(2 * RESOURCES.length);
    expect(walked).toBeGreaterThan(seen.length / 2);
  });

  it('takes the walk for the innovation list with its filters, and writes the fixed values in', async () => {
    seen.length = 0;
    const res = await t.call(
      'GET',
      '/api/crud/iga2020_inovasi?per_page=5&tahun=2025&profil_id=1&search=layanan',
      { as: 'superadmin' },
    );
    expect(res.status).toBe(200);
    const { dialect, where } = seen[0]!;
    const mine = renderedInOneWalk(dialect, where);
    expect(mine).not.toBeNull();
    expect(mine!.sql).toContain('"iga2020_inovasi"."lomba" in (0)');
    expect(mine!.sql).toContain('"iga2020_inovasi"."is_index" <> 1');
    // The request's values as parameters, in the query string's order; the fixed ones written in.
    expect(mine!.params).toEqual([2025, 1, '%layanan%']);
  });
});
