import { inArray } from 'drizzle-orm';
import type { ResourceConfig } from '../../resources/types';
import type { Db } from '../platform/db/client';
import { fail, MESSAGES } from '../platform/http/http';
import { columnsOf } from './columns';
import { validationMessage } from '../platform/http/validationMessages';
import { TABLES } from './tables';

/** `"1, 4,9"` -> [1, 4, 9]; null when a part is not a positive integer. */
function ids(value: string): number[] | null {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (!parts.every((p) => /^\d{1,9}$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
}

/**
 * A comma-joined reference list (`multiple`) names only rows that exist: a single reference is
 * held to this by its foreign key, a list has none, so it is checked here, with the same 422
 * "Data rujukan tidak ditemukan" under the field.
 */
export async function checkReferenceLists(
  db: Db,
  resource: ResourceConfig,
  values: Record<string, unknown>,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const f of resource.fields) {
    const value = values[f.source];
    if (!f.multiple || !f.reference || typeof value !== 'string' || value.trim() === '') continue;
    const wanted = ids(value);
    const target = TABLES[f.reference];
    const idCol = target && columnsOf(target).id;
    if (!wanted || !target || !idCol) {
      errors[f.source] = validationMessage({ key: 'validation.reference' });
      continue;
    }
    const found = await db.select({ id: idCol }).from(target).where(inArray(idCol, wanted));
    if (found.length !== wanted.length)
      errors[f.source] = validationMessage({ key: 'validation.reference' });
  }
  if (Object.keys(errors).length) throw fail(422, MESSAGES.invalid, errors);
}
