import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { RESOURCES } from '../../resources';
import * as schema from '../platform/db/schema';

/** Every table of the schema by its SQL name. */
const BY_NAME = new Map<string, PgTable>(
  (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => [getTableName(t), t]),
);

/**
 * The table behind each API resource: the table named like the resource, or the config's
 * `table` (three account screens share usr_asn). A resource without a table stops the server
 * at start, not at its first request.
 */
export const TABLES: Readonly<Record<string, PgTable>> = Object.fromEntries(
  RESOURCES.map((r) => {
    const table = BY_NAME.get(r.table ?? r.name);
    if (!table) throw new Error(`Resource ${r.name} has no table ${r.table ?? r.name}`);
    return [r.name, table];
  }),
);
