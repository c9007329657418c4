import { isDeepStrictEqual } from 'node:util';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceConfig } from '../../resources/types';
import { columnsOf } from './columns';
import { validationMessage } from '../platform/http/validationMessages';
import type { WriteMode } from './checkWrite';
import { answerOnlyKeys } from './listExtras';

/** Fields the generic engine writes for this resource: declared, form-writable, with a column. */
export function writableFields(resource: ResourceConfig, table: PgTable): Set<string> {
  const cols = columnsOf(table);
  return new Set(
    resource.fields.filter((f) => f.form !== false && cols[f.source]).map((f) => f.source),
  );
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Whether a value sent back equals the stored one, as the API answered it: timestamps as ISO
 * text, decimals as numbers, ids as numbers or their text.
 */
export function sameAsStored(sent: unknown, stored: unknown): boolean {
  if (sent === undefined) return true;
  if (stored === undefined || stored === null) return isEmpty(sent);
  if (stored instanceof Date) {
    if (sent instanceof Date) return sent.getTime() === stored.getTime();
    return typeof sent === 'string' && Date.parse(sent) === stored.getTime();
  }
  if (typeof stored === 'object') return isDeepStrictEqual(sent, stored);
  if (sent === null || typeof sent === 'object') return false;
  if (typeof stored === 'number' || typeof stored === 'bigint') {
    return String(sent).trim() !== '' && Number(sent) === Number(stored);
  }
  if (typeof stored === 'boolean') return sent === stored || String(sent) === String(stored);
  // Decimal columns come from the driver as text ("1.50") and are answered as numbers (1.5).
  if (typeof stored === 'string' && typeof sent === 'number') return Number(stored) === sent;
  return String(sent) === String(stored);
}

/**
 * Every field of a write gets an explicit outcome: a writable field goes on to validation; a
 * server-owned or read-only one (id, timestamps, creator, computed and `form: false` columns)
 * is dropped only when it equals the stored value (a form echoing the record back still saves);
 * the answer's `_labels` and list facts are dropped; anything else is refused. Answers the refused fields with their messages (the caller answers
 * 422 naming them with any other invalid field); removes the echoed fields from `record`.
 */
export function refuseUnwritable(
  resource: ResourceConfig,
  table: PgTable,
  record: Record<string, unknown>,
  mode: WriteMode,
  /** The stored row on update; on create, the values the server imposes (owner, region). */
  baseline: Record<string, unknown> | null,
): Record<string, string> {
  const cols = columnsOf(table);
  const writable = writableFields(resource, table);
  const declared = new Set(resource.fields.map((f) => f.source));
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if (writable.has(key)) continue;
    // The labels and facts the read answered beside the row (referenceLabels.ts,
    // listExtras.ts): never stored.
    if (answerOnlyKeys().has(key)) {
      delete record[key];
      continue;
    }
    const known = key in cols || declared.has(key);
    const echoed = !!baseline && key in baseline && sameAsStored(value, baseline[key]);
    // On create nothing is stored yet: a server-owned field may only come empty or as imposed.
    if (known && (echoed || (mode === 'create' && isEmpty(value)))) {
      delete record[key];
      continue;
    }
    errors[key] = validationMessage({
      key: known ? 'validation.read_only' : 'validation.unknown_field',
    });
  }
  return errors;
}
