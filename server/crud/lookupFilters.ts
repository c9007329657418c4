import { and, eq } from 'drizzle-orm';
import type { ResourceConfig } from '../../resources/types';
import type { Db } from '../platform/db/client';
import { fail, MESSAGES } from '../platform/http/http';
import { columnsOf } from './columns';
import { validationMessage } from '../platform/http/validationMessages';
import { TABLES } from './tables';

/**
 * The server side of `lookupFilter`: a picked reference must match the form values it follows
 * (an OPD account's agency belongs to the account's region), whatever a crafted request sends.
 */
export async function checkLookupFilters(
  db: Db,
  resource: ResourceConfig,
  values: Record<string, unknown>,
  merged: Record<string, unknown>,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const field of resource.fields) {
    if (!field.lookupFilter || !field.reference) continue;
    const follows = Object.entries(field.lookupFilter);
    const touched = field.source in values || follows.some(([, from]) => from in values);
    const picked = merged[field.source];
    if (!touched || picked === null || picked === undefined || picked === '') continue;
    const table = TABLES[field.reference];
    if (!table) continue;
    const cols = columnsOf(table);
    const conditions = follows.flatMap(([target, from]) => {
      const wanted = merged[from];
      return wanted === null || wanted === undefined || wanted === '' || !cols[target]
        ? []
        : [eq(cols[target], wanted)];
    });
    if (!conditions.length) continue;
    const [hit] = await db
      .select({ id: cols.id! })
      .from(table)
      .where(and(eq(cols.id!, picked), ...conditions))
      .limit(1);
    if (!hit) errors[field.source] = validationMessage({ key: 'validation.choice' });
  }
  if (Object.keys(errors).length) throw fail(422, MESSAGES.invalid, errors);
}
