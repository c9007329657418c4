/**
 * The generic engine stores what a resource's config declares writable: for every resource,
 * every field with `form` not false gets a valid value (by its kind, rule, choices, or an
 * existing referenced row), the write succeeds, and the row read back holds every value.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canDo } from '../../domain/access';
import { fileRules } from '../../domain/media';
import { ROLES } from '../../domain/roles';
import { RESOURCES } from '../../resources';
import { fieldApplies, type FieldConfig, type ResourceConfig } from '../../resources/types';
import { columnKind, columnsOf } from '../../server/crud/columns';
import { TABLES } from '../../server/crud/tables';
import { verifyPassword } from '../../server/platform/auth/password';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { PNG } from '../helpers/sampleFiles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAP = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3960!2d107.6!3d-6.9';
let serial = 0;
type Row = Record<string, unknown>;

/** The demo account (username = role) that writes a resource: create if any may, else update. */
function writer(r: ResourceConfig): { as: string; mode: 'create' | 'update' } | null {
  for (const mode of ['create', 'update'] as const) {
    const role = ROLES.find((role) => canDo(r.access, mode, { roles: [role] }));
    if (role) return { as: role, mode };
  }
  return null;
}

/** The table a column points at: its foreign key, else the field's `reference`. */
function referencedTable(table: PgTable, col: AnyPgColumn, field: FieldConfig): PgTable | null {
  for (const fk of getTableConfig(table).foreignKeys) {
    const ref = fk.reference();
    if (ref.columns.length === 1 && ref.columns[0]!.name === col.name) return ref.foreignTable;
  }
  return field.reference ? TABLES[field.reference]! : null;
}

/** Whether a column must hold a value no other row holds (alone or first in a composite key). */
function isUnique(table: PgTable, col: AnyPgColumn): boolean {
  return (
    col.isUnique ||
    getTableConfig(table).uniqueConstraints.some((u) => u.columns[0]?.name === col.name)
  );
}

async function firstRow(table: PgTable, conds: SQL[] = []): Promise<Row | null> {
  const rows = (await t.db
    .select()
    .from(table)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(columnsOf(table).id!)
    .limit(1)) as Row[];
  return rows[0] ?? null;
}

/** A file uploaded for `field` of `resource` (a picture for image fields, else a PDF). */
async function uploadedFile(as: string, resource?: string, field?: FieldConfig): Promise<string> {
  const form = new FormData();
  if (field && fileRules(field).accept === 'image')
    form.append('file', new Blob([PNG]), 'foto.png');
  else
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), 'lampiran.pdf');
  if (resource && field) {
    form.append('resource', resource);
    form.append('field', field.source);
  }
  const res = await t.app.request('/api/media/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
    body: form,
  });
  return ((await res.json()) as { data: { file_url: string } }).data.file_url;
}

/** An id of `target` for column `col` of `table`: unused there when the column is unique. */
async function referenceId(table: PgTable, col: AnyPgColumn, target: PgTable): Promise<number> {
  const targetId = columnsOf(target).id!;
  const conds = isUnique(table, col)
    ? [notInArray(targetId, t.db.select({ v: col }).from(table) as never)]
    : [];
  const row = await firstRow(target, conds);
  if (row) return row.id as number;
  // Every row is taken: make a new one through its own resource.
  const resource = RESOURCES.find((r) => TABLES[r.name] === target && !r.baseFilter)!;
  return createThrough(resource);
}

/** A valid value for one field, by its kind, column type, rules and choices. */
async function valueFor(resource: ResourceConfig, field: FieldConfig, as: string) {
  const table = TABLES[resource.name]!;
  const col = columnsOf(table)[field.source]!;
  const rule = field.rule;
  const minval = rule?.type === 'minval' ? rule.n : 0;
  const n = ++serial;
  if (field.choices?.length) return field.choices[field.choices.length - 1]!.id;
  const target = referencedTable(table, col, field);
  if (target) return referenceId(table, col, target);
  if (field.kind === 'files')
    return [{ name: `Lampiran ${n}`, value: await uploadedFile(as, resource.name, field) }];
  if (field.kind === 'password') return `Sandi#Uji${n}panjang`;
  if (field.format === 'mapEmbed') return MAP;
  if (field.kind === 'email' || rule?.type === 'email') return `uji${n}@example.com`;
  if (rule?.type === 'phone') return `0812${String(n).padStart(8, '0')}`;
  if (field.kind === 'file' || field.kind === 'image')
    return uploadedFile(as, resource.name, field);
  if (rule?.type === 'nip') return `19800101200501${String(n % 10_000).padStart(4, '0')}`;
  if (field.kind === 'url') return `https://example.com/berkas-${n}.pdf`;
  // A bounded number (award years, ranks): a value inside its bounds.
  if (rule?.type === 'between') return rule.min + (n % (rule.max - rule.min + 1));
  switch (columnKind(col)) {
    case 'integer':
      return field.source === 'tahun' ? new Date().getFullYear() : Math.max(minval, 7) + n;
    case 'decimal':
      return Math.max(minval, 0) + 12.5;
    case 'boolean':
      return true;
    case 'date':
      return '2026-03-15';
    case 'timestamp':
      return '2026-03-15 10:20:30';
    case 'json':
      return { uji: n };
  }
  const max = (col as { length?: number }).length ?? 200;
  if (rule?.type === 'alpha') return `Uji${'abcdefghij'.slice(0, n % 10)}`.slice(0, max);
  const text = `U${n} isian uji ${resource.name} ${field.source}`.slice(0, max);
  return field.kind === 'richtext' ? `<p>${text}</p>` : text;
}

/** One write per value of a field others depend on (an account's role), so each field applies. */
function variants(resource: ResourceConfig): Row[] {
  const deciders = new Set(
    resource.fields.flatMap((f) => (f.visibleWhen ? [f.visibleWhen.field] : [])),
  );
  let out: Row[] = [{}];
  for (const source of deciders) {
    const choices = resource.fields.find((f) => f.source === source)?.choices ?? [];
    out = out.flatMap((v) => choices.map((c) => ({ ...v, [source]: c.id })));
  }
  return out;
}

/** A body with every writable field that applies, valid for `as`. */
async function bodyFor(resource: ResourceConfig, preset: Row, as: string): Promise<Row> {
  const cols = columnsOf(TABLES[resource.name]!);
  const body: Row = {};
  for (const field of resource.fields) {
    if (field.form === false) continue;
    expect(cols[field.source], `${resource.name}.${field.source} has a column`).toBeDefined();
    body[field.source] =
      field.source in preset ? preset[field.source] : await valueFor(resource, field, as);
  }
  const me = (await t.call('GET', '/api/me', { as })).body.data as Row;
  // A picker following other fields (an account's OPD follows its region) takes a row that fits;
  // a followed field the form does not offer is the account's own (imposed by the server).
  for (const field of resource.fields) {
    if (!field.lookupFilter || !fieldApplies(field, body)) continue;
    const target = TABLES[field.reference!]!;
    const tcols = columnsOf(target);
    const fixed = Object.entries(field.lookupFilter).filter(([, from]) => !(from in body));
    const row = await firstRow(
      target,
      fixed.map(([targetCol, from]) => eq(tcols[targetCol]!, me[from] as number)),
    );
    expect(row, `${resource.name}.${field.source}: a row to pick`).not.toBeNull();
    body[field.source] = row!.id;
    for (const [targetCol, from] of Object.entries(field.lookupFilter)) {
      if (from in body) body[from] = row![targetCol];
    }
  }
  for (const field of resource.fields) {
    if (field.rule?.type === 'match') body[field.source] = body[field.rule.field];
    // Fields that do not apply to this record are not part of its form.
    if (field.visibleWhen && !fieldApplies(field, body)) delete body[field.source];
  }
  return body;
}

async function createThrough(resource: ResourceConfig): Promise<number> {
  const as = writer(resource)!.as;
  const body = await bodyFor(resource, variants(resource)[0]!, as);
  const r = await t.call('POST', `/api/crud/${resource.name}`, { as, body });
  expect(r.status, `${resource.name}: ${JSON.stringify(r.body)}`).toBe(201);
  return r.body.data.id as number;
}

/** Whether the stored column value is what was sent, as the column stores that kind. */
async function holds(field: FieldConfig | undefined, sent: unknown, stored: unknown) {
  if (field?.kind === 'password')
    return typeof stored === 'string' && (await verifyPassword(stored, String(sent)));
  if (stored instanceof Date)
    return stored.getTime() === new Date(String(sent).replace(' ', 'T')).getTime();
  if (typeof stored === 'object' && stored !== null) return isDeepStrictEqual(stored, sent);
  if (typeof sent === 'number') return Number(stored) === sent;
  if (typeof sent === 'boolean') return stored === sent;
  return String(stored) === String(sent);
}

const declaresWritable = (r: ResourceConfig) => r.fields.some((f) => f.form !== false);

describe('every resource stores every field its config declares writable', () => {
  it('some account may write every resource that declares writable fields', () => {
    expect(RESOURCES.filter((r) => declaresWritable(r) && !writer(r)).map((r) => r.name)).toEqual(
      [],
    );
  });

  const cases = RESOURCES.filter((r) => declaresWritable(r) && writer(r));
  it.each(cases.map((r) => [r.name, r] as const))('%s', async (name, resource) => {
    const { as, mode } = writer(resource)!;
    const table = TABLES[name]!;
    const idCol = columnsOf(table).id!;
    for (const preset of variants(resource)) {
      const body = await bodyFor(resource, preset, as);
      expect(Object.keys(body).length).toBeGreaterThan(0);
      let id: number;
      if (mode === 'create') {
        const r = await t.call('POST', `/api/crud/${name}`, { as, body });
        expect(r.status, `${name} ${JSON.stringify(preset)}: ${JSON.stringify(r.body)}`).toBe(201);
        id = r.body.data.id;
      } else {
        const list = await t.call('GET', `/api/crud/${name}?per_page=1`, { as });
        id = list.body.data[0].id;
        const r = await t.call('PUT', `/api/crud/${name}/${id}`, { as, body });
        expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
      }
      const [row] = (await t.db.select().from(table).where(eq(idCol, id))) as Row[];
      for (const [source, sent] of Object.entries(body)) {
        const field = resource.fields.find((f) => f.source === source);
        expect(
          await holds(field, sent, row![source]),
          `${name}.${source}: sent ${JSON.stringify(sent)}, stored ${JSON.stringify(row![source])}`,
        ).toBe(true);
      }
    }
  });
});
