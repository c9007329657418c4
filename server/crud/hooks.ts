import type { PgTable } from 'drizzle-orm/pg-core';
import { RESOURCES } from '../../resources';
import type { ResourceConfig } from '../../resources/types';
import type { FileFieldServices, ResourceHooks, TableHooks } from './hookTypes';
import { TABLES } from './tables';

export type {
  FileFieldServices,
  ListExtras,
  ResourceHooks,
  TableHooks,
  WriteContext,
} from './hookTypes';

/**
 * The hook slot of the generic engine: what the features register (server/features/register.ts)
 * when the app starts (crud/registry.ts): each resource's hooks (write side effects and checks, list extras, its
 * region column) and the file-field services. The engine calls whatever is there and imports no
 * feature (tests/build/importCycles.test.ts) and names no resource or table itself
 * (tests/build/crudNamesNoTable.test.ts).
 */
const NONE: ResourceHooks = {};

interface Registered {
  hooks: Readonly<Record<string, ResourceHooks | undefined>>;
  files: FileFieldServices;
  byTable: Map<PgTable, TableHooks>;
}
let registered: Registered | null = null;

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
function tableHooks(hooks: Registered['hooks']): Map<PgTable, TableHooks> {
  const byTable = new Map<PgTable, TableHooks>();
  const first = new Map<PgTable, string>();
  for (const resource of RESOURCES) {
    const table = TABLES[resource.name]!;
    const own = hooks[resource.name] ?? NONE;
    const seen = byTable.get(table);
    if (!seen) {
      byTable.set(table, Object.fromEntries(WRITE_HOOKS.map((k) => [k, own[k]])));
      first.set(table, resource.name);
      continue;
    }
    for (const k of WRITE_HOOKS) {
      if (seen[k] !== own[k])
        throw new Error(
          `Resources ${first.get(table)} and ${resource.name} share a table but not its ${k} hook (server/features/resourceHooks.ts)`,
        );
    }
  }
  return byTable;
}

/** Holds what the features hand over (crud/registry.ts checks it); the same again changes nothing. */
export function setRegistered(input: {
  hooks: Readonly<Record<string, ResourceHooks | undefined>>;
  files: FileFieldServices;
}): void {
  if (registered?.hooks === input.hooks && registered.files === input.files) return;
  registered = { ...input, byTable: tableHooks(input.hooks) };
}

/** Reading a hook before the features registered would silently skip it: stop instead. */
function current(): Registered {
  if (!registered)
    throw new Error(
      'The features have not registered with the engine (server/features/register.ts)',
    );
  return registered;
}

/** The server hooks of a resource (by config or name); none registered: no hooks. */
export const hooksOf = (resource: ResourceConfig | string): ResourceHooks =>
  current().hooks[typeof resource === 'string' ? resource : resource.name] ?? NONE;

/** The write hooks of a table, whichever resource writes it (routes outside the engine). */
export const hooksFor = (table: PgTable): TableHooks => current().byTable.get(table) ?? NONE;

/** The media feature's services for file fields. */
export const fileFields = (): FileFieldServices => current().files;
