import { inArray } from 'drizzle-orm';
import { getResource } from '../../resources';
import type { FieldConfig, ResourceConfig } from '../../resources/types';
import type { Db } from '../platform/db/client';
import { columnsOf } from './columns';
import { TABLES } from './tables';

/** Where a list or show row carries its labels. */
export const LABELS_KEY = '_labels';

/** Labels of referenced records: target resource name -> id -> its recordLabel. */
export type LabelMap = Map<string, Map<number, string>>;

/** Ids to label, per target resource name. */
export type LabelWants = Map<string, Set<number>>;

const asId = (v: unknown): number | null => {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The registered target of a reference field that has a table to read labels from. */
export function labelTarget(field: FieldConfig | undefined): ResourceConfig | undefined {
  if (!field?.reference || (field.kind !== 'reference' && field.kind !== 'text')) return undefined;
  const target = getResource(field.reference);
  return target && TABLES[target.name] ? target : undefined;
}

/** The ids a value holds: one id, or a comma-joined list of them (a `text` reference). */
const idsOf = (value: unknown): number[] =>
  (typeof value === 'string' && value.includes(',') ? value.split(',') : [value])
    .map((v) => asId(typeof v === 'string' ? v.trim() : v))
    .filter((id): id is number => id !== null);

export function want(wants: LabelWants, target: ResourceConfig, value: unknown) {
  for (const id of idsOf(value)) {
    if (!wants.has(target.name)) wants.set(target.name, new Set());
    wants.get(target.name)!.add(id);
  }
}

/**
 * One query per target resource, whatever the number of rows: labels only (a name, never the
 * record), read without the target's scope because the caller may already read the row that
 * points at it.
 */
export async function readLabels(db: Db, wants: LabelWants): Promise<LabelMap> {
  const out: LabelMap = new Map();
  await Promise.all(
    [...wants].map(async ([name, ids]) => {
      const target = getResource(name)!;
      const table = TABLES[name]!;
      const cols = columnsOf(table);
      const label = cols[target.recordLabel] ?? cols.id!;
      const rows = (await db
        .select({ id: cols.id!, label })
        .from(table)
        .where(inArray(cols.id!, [...ids]))) as { id: number; label: unknown }[];
      out.set(name, new Map(rows.map((r) => [Number(r.id), String(r.label ?? r.id)])));
    }),
  );
  return out;
}

/** The label of a value: its record's label, or the labels of a list joined by ", ". */
export const labelOf = (labels: LabelMap, target: ResourceConfig, value: unknown) => {
  const found = idsOf(value).flatMap((id) => {
    const label = labels.get(target.name)?.get(id);
    return label === undefined ? [] : [label];
  });
  return found.length ? found.join(', ') : undefined;
};

/**
 * Rows of a list or show answer with `_labels: {field: label}` for their reference fields, so
 * screens print "Kabupaten Aceh Besar", not 213, without a call per row.
 */
export async function withLabels(
  db: Db,
  resource: ResourceConfig,
  rows: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const refs = resource.fields.flatMap((f) => {
    const target = labelTarget(f);
    return target ? [{ field: f, target }] : [];
  });
  if (!refs.length || !rows.length) return rows;
  const wants: LabelWants = new Map();
  for (const row of rows) for (const r of refs) want(wants, r.target, row[r.field.source]);
  if (!wants.size) return rows;
  const labels = await readLabels(db, wants);
  return rows.map((row) => {
    const found: Record<string, string> = {};
    for (const r of refs) {
      const label = labelOf(labels, r.target, row[r.field.source]);
      if (label !== undefined) found[r.field.source] = label;
    }
    return { ...row, [LABELS_KEY]: found };
  });
}
