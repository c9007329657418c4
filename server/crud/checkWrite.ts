import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { checkField, type RuleFailure } from '../../domain/checkRule';
import { mapEmbedSrc } from '../../domain/mapEmbed';
import { checkFileList } from '../../domain/media';
import type { FieldConfig, ResourceConfig } from '../../resources/types';
import { MESSAGES } from '../platform/http/http';
import { columnKind, columnsOf } from './columns';
import { validationMessage } from '../platform/http/validationMessages';

type Coerced = { ok: true; value: unknown } | { ok: false; failure: RuleFailure };
const ok = (value: unknown): Coerced => ({ ok: true, value });
const no = (key: string, args?: RuleFailure['args']): Coerced => ({
  ok: false,
  failure: { key, args },
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/;
const MAX_TEXT = 200_000;

/** One submitted value as the field stores it: the column's type, then the field's shape. */
function coerce(field: FieldConfig, col: AnyPgColumn, raw: unknown): Coerced {
  if (field.kind === 'files') {
    // A file list is never null: empty means no files.
    const list = checkFileList(raw === undefined || raw === null || raw === '' ? [] : raw);
    if (list.ok) return ok(list.files);
    return no(list.reason === 'shape' ? 'validation.file_list' : 'validation.media_file');
  }
  const res = coerceColumn(field, col, raw);
  if (!res.ok || res.value === null || field.format !== 'mapEmbed') return res;
  const src = mapEmbedSrc(String(res.value));
  return src ? ok(src) : no('validation.map_embed');
}

/** One submitted value as the column's type; empty strings become null. */
function coerceColumn(field: FieldConfig, col: AnyPgColumn, raw: unknown): Coerced {
  if (raw === undefined || raw === null || raw === '') return ok(null);
  if (field.choices?.length) {
    const hit = field.choices.find((c) => String(c.id) === String(raw));
    if (!hit) return no('validation.choice');
    raw = hit.id;
  }
  switch (columnKind(col)) {
    case 'integer': {
      const n =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^-?\d+$/.test(raw.trim())
            ? Number(raw)
            : NaN;
      if (!Number.isInteger(n)) return no('validation.integer');
      if (Math.abs(n) > 2_147_483_647) return no('validation.maxval', { n: 2_147_483_647 });
      return ok(n);
    }
    case 'decimal': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
      if (!Number.isFinite(n)) return no('validation.number');
      if (Math.abs(n) >= 1e10) return no('validation.maxval', { n: 9_999_999_999 });
      return ok(String(n));
    }
    case 'boolean':
      if (typeof raw === 'boolean') return ok(raw);
      if (raw === 1 || raw === '1' || raw === 'true') return ok(true);
      if (raw === 0 || raw === '0' || raw === 'false') return ok(false);
      return no('validation.boolean');
    case 'date':
      if (typeof raw !== 'string' || !DATE.test(raw) || Number.isNaN(Date.parse(raw)))
        return no('validation.date');
      return ok(raw);
    case 'timestamp':
      if (
        typeof raw !== 'string' ||
        !DATETIME.test(raw) ||
        Number.isNaN(Date.parse(raw.replace(' ', 'T')))
      )
        return no('validation.datetime');
      return ok(new Date(raw.replace(' ', 'T')));
    case 'json':
      return typeof raw === 'object' ? ok(raw) : no('validation.text');
    default:
      if (typeof raw === 'number' || typeof raw === 'boolean') return ok(String(raw));
      if (typeof raw !== 'string') return no('validation.text');
      {
        // varchar(n) columns hold at most n characters; text columns MAX_TEXT.
        const max = (col as { length?: number }).length ?? MAX_TEXT;
        if (raw.length > max) return no('validation.max_length', { n: max });
      }
      return ok(raw);
  }
}

export type WriteMode = 'create' | 'update';

/**
 * The values a write stores, checked against the resource's fields: types from the table's
 * columns, rules from the fields' `required` and `rule`, each failure as its Indonesian message
 * under the field. Unknown and read-only keys were refused before (fieldOutcomes.ts); on update
 * only the fields sent are checked.
 */
export function checkWrite(
  resource: ResourceConfig,
  table: PgTable,
  mode: WriteMode,
  body: unknown,
): { values: Record<string, unknown>; errors: Record<string, string> } {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { values, errors: { _: MESSAGES.invalid } };
  }
  const sent = body as Record<string, unknown>;
  const cols = columnsOf(table);
  const writable = resource.fields.filter((f) => f.form !== false && cols[f.source]);
  for (const field of writable) {
    // A field not sent is left alone: unchanged on update, the column default on create.
    if (!(field.source in sent)) continue;
    const res = coerce(field, cols[field.source]!, sent[field.source]);
    if (res.ok) values[field.source] = res.value;
    else errors[field.source] = validationMessage(res.failure);
  }
  for (const field of writable) {
    if (errors[field.source]) continue;
    // On create every rule applies (a missing mandatory field fails); on update only to sent fields.
    if (mode === 'update' && !(field.source in values)) continue;
    const failure = checkField(field, values[field.source], { ...sent, ...values });
    if (failure) errors[field.source] = validationMessage(failure);
  }
  return { values, errors };
}
