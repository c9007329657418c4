import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import { columnsOf, listSelection, serializeRow } from '../../server/crud/columns';
import { answerOnlyKeys } from '../../server/crud/listExtras';
import { TABLES } from '../../server/crud/tables';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The list path renders its SQL and maps its rows itself (server/crud/listSql.ts): every list
 * and lookup row must be exactly the record as drizzle reads it (dates, timestamps, decimals,
 * booleans, json), limited to the list columns, with no secret column.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asJson = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

async function expectSameRows(name: string, data: Record<string, unknown>[]) {
  const resource = RESOURCES.find((r) => r.name === name)!;
  const table = TABLES[name]!;
  const keys = Object.keys(listSelection(resource, table));
  const ids = data.map((r) => r.id as number);
  const records = (await t.db
    .select()
    .from(table)
    .where(inArray(columnsOf(table).id as AnyPgColumn, ids))) as Record<string, unknown>[];
  const byId = new Map(records.map((r) => [r.id, serializeRow(table, r)]));
  for (const row of data) {
    const record = byId.get(row.id)!;
    const expected = Object.fromEntries(keys.map((k) => [k, record[k]]));
    expect(
      // `label` (lookups), `_labels` (the referenced records' names) and list facts ride along.
      Object.keys(row).filter((k) => k !== 'label' && !answerOnlyKeys().has(k)),
      name,
    ).toEqual(keys);
    expect(row, name).toMatchObject(asJson(expected) as object);
    expect(row).not.toHaveProperty('password');
  }
}

describe('list and lookup rows are the records as stored', () => {
  it('for every resource superadmin can list, sorted both ways, first and later pages', async () => {
    let checked = 0;
    for (const resource of RESOURCES) {
      const base = `/api/crud/${resource.name}`;
      const first = await t.call('GET', `${base}?per_page=100`, { as: 'superadmin' });
      if (first.status !== 200 || first.body.data.length === 0) continue;
      await expectSameRows(resource.name, first.body.data);
      const total = first.body.total as number;
      const desc = await t.call('GET', `${base}?per_page=3&page=1&orderDirection=desc`, {
        as: 'superadmin',
      });
      expect(desc.body.total, resource.name).toBe(total);
      await expectSameRows(resource.name, desc.body.data);
      const lookup = await t.call('GET', `${base}/lookup?per_page=100`, { as: 'superadmin' });
      if (lookup.status === 200) {
        await expectSameRows(resource.name, lookup.body.data);
        for (const row of lookup.body.data as Record<string, unknown>[])
          expect(row.label).toBe(String(row[resource.recordLabel] ?? row.id));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  }, 60_000);

  it('answers an empty later page with the real total', async () => {
    const base = '/api/crud/m_daerah?tingkat[0]=1&per_page=100';
    const page = await t.call('GET', `${base}&page=5`, { as: 'superadmin' });
    expect(page.body.data).toEqual([]);
    expect(page.body.total).toBe(38);
  });
});
