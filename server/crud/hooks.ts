import type { PgTable } from 'drizzle-orm/pg-core';
import { RESOURCES } from '../../resources';
import type { ResourceConfig } from '../../resources/types';
import { SERVER_HOOKS } from '../features/resourceHooks';
import type { ResourceHooks, TableHooks } from './hookTypes';
import { TABLES } from './tables';

export type { ListExtras, ResourceHooks, TableHooks, WriteContext } from './hookTypes';

/**
 * The hook slot of the generic engine: what a resource registers in server/features/<feature>/hooks/ (write
 * side effects and checks, list extras, its region column). The engine calls whatever is there
 * and names no resource or table itself (tests/build/crudNamesNoTable.test.ts).
 */
const NONE: ResourceHooks = {};
const REGISTERED: Readonly<Record<string, ResourceHooks | undefined>> = SERVER_HOOKS;

/** The server hooks of a resource (by config or name); none registered: no hooks. */
export const hooksOf = (resource: ResourceConfig | string): ResourceHooks =>
  REGISTERED[typeof resource === 'string' ? resource : resource.name] ?? NONE;

const WRITE_HOOKS = [
  'guardRecord',
  'beforeWrite',
  'beforeDelete',
  'afterWrite',
  'recordContext',
] as const;

/**
 * The write hooks of each table. They belong to the table, not to one screen: resources sharing
 * a table must register the same ones, or the server stops at start (not at the first write of
 * the screen that forgot them).
 */
const BY_TABLE = new Map<PgTable, TableHooks>();
const FIRST = new Map<PgTable, string>();
for (const resource of RESOURCES) {
  const table = TABLES[resource.name]!;
  const hooks = hooksOf(resource);
  const seen = BY_TABLE.get(table);
  if (!seen) {
    BY_TABLE.set(table, Object.fromEntries(WRITE_HOOKS.map((k) => [k, hooks[k]])));
    FIRST.set(table, resource.name);
    continue;
  }
  for (const k of WRITE_HOOKS) {
    if (seen[k] !== hooks[k])
      throw new Error(
        `Resources ${FIRST.get(table)} and ${resource.name} share a table but not its ${k} hook (server/features/resourceHooks.ts)`,
      );
  }
}

/** The write hooks of a table, whichever resource writes it (routes outside the engine). */
export const hooksFor = (table: PgTable): TableHooks => BY_TABLE.get(table) ?? NONE;
