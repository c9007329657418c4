import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { scopeOf } from '../../domain/scoping';
import { RESOURCES } from '../../resources';
import type { ResourceConfig } from '../../resources/types';
import type { Db } from '../platform/db/client';
import { fail, MESSAGES } from '../platform/http/http';
import { forbidden } from '../platform/openapi/access';
import { inReach, regionReach } from '../platform/auth/regionReach';
import { allowedYears } from '../platform/cache/settingsCache';
import type { AuthUser } from '../platform/auth/authUser';
import { columnsOf } from './columns';
import { hooksOf } from './hooks';
import { validationMessage } from '../platform/http/validationMessages';
import { TABLES } from './tables';

const OUTSIDE = validationMessage({ key: 'validation.outside_region' });

/**
 * What a resource's region field points at: the referenced resource's table (the resource's own
 * for a field `id`), its id and the column naming the region its rows lie in (that resource's
 * `scope` hook, server/features/<feature>/hooks/).
 */
interface RegionUnit {
  table: PgTable;
  id: AnyPgColumn;
  region: AnyPgColumn;
}

const UNITS = new WeakMap<ResourceConfig, RegionUnit>();

function regionUnit(resource: ResourceConfig): RegionUnit {
  const hit = UNITS.get(resource);
  if (hit) return hit;
  const field = resource.scope!.region!.field;
  // A region field `id`: the rows are units themselves (the region lookups scope m_daerah).
  const target =
    field === 'id' ? resource.name : resource.fields?.find((f) => f.source === field)?.reference;
  const region = target ? hooksOf(target).scope?.region : undefined;
  const table = target ? TABLES[target] : undefined;
  if (!region || !table)
    throw new Error(
      `${resource.name}: scope.region.field ${field} must reference a resource with a scope hook (server/features/<feature>/hooks/)`,
    );
  const unit = { table, id: columnsOf(table).id!, region };
  UNITS.set(resource, unit);
  return unit;
}

/**
 * A region field that leads nowhere, or whose `via` (the account's own region or profile, which
 * the shortcut below and imposeScope compare with) disagrees with where it leads, stops the
 * server at start (crud/registry.ts, once the hooks are registered), not at its first request.
 */
export function checkRegionScopes(): void {
  for (const resource of RESOURCES) {
    const region = resource.scope?.region;
    if (!region) continue;
    const unit = regionUnit(resource);
    if ((region.via === 'daerah') !== (unit.region === unit.id))
      throw new Error(
        `${resource.name}: scope.region.via '${region.via}' does not fit its reference`,
      );
  }
}

/** The account's own unit id for a region field: its profile or its region. */
const ownUnit = (resource: ResourceConfig, user: AuthUser) =>
  resource.scope!.region!.via === 'profil' ? user.profil_id : user.m_daerah_id;

/** Whether the account sees only what it created (opd, upt: every role is an owner role). */
const ownerOnly = (resource: ResourceConfig, user: AuthUser) =>
  !!resource.scope?.owner &&
  user.roles.length > 0 &&
  user.roles.every((r) => resource.scope!.owner!.roles.includes(r));

/** The region condition on a column, through the unit its field references. */
function regionCondition(
  db: Db,
  resource: ResourceConfig,
  table: PgTable,
  user: AuthUser,
): SQL | undefined {
  const region = resource.scope?.region;
  if (!region) return undefined;
  const col = columnsOf(table)[region.field]!;
  const reach = regionReach(db, user);
  if (reach === null) return undefined;
  // The common case (a pemda account) compares with its own profile or region directly.
  if (reach.length === 1 && typeof reach[0] === 'number') {
    const own = ownUnit(resource, user);
    return own === null ? sql`false` : eq(col, own);
  }
  const unit = regionUnit(resource);
  if (unit.region === unit.id) return inReach(col, reach);
  const units = db.select({ id: unit.id }).from(unit.table).where(inReach(unit.region, reach));
  return inArray(col, units);
}

/**
 * A condition on values fixed in the code (a resource's base filter, the index exclusion),
 * written into the statement text as drizzle's `inlineParams()` writes them, as the review
 * queues do. A kept (named) statement is planned once as a generic plan; with `lomba = $3` the
 * planner cannot see that nearly every row matches, and the innovation list's statement ran
 * some 18 % slower on PostgreSQL than with the value written in (docs/performance.md, third
 * round of the innovation list, "Fixed values written into the statement"). Never for a value
 * from a request.
 */
const fixed = (condition: SQL) => condition.inlineParams();

/**
 * Conditions every read, update and delete of the resource carries for this account: region,
 * ownership, allowed years, no index records, and the resource's fixed filter.
 */
export async function scopeConditions(
  db: Db,
  resource: ResourceConfig,
  table: PgTable,
  user: AuthUser | null,
  /** `years: false`: not the allowed years (the archive has its own range of years). */
  opts: { list: boolean; years?: boolean },
): Promise<SQL[]> {
  const cols = columnsOf(table);
  const conds: SQL[] = [];
  for (const [field, values] of Object.entries(resource.baseFilter ?? {})) {
    conds.push(fixed(inArray(cols[field]!, [...values])));
  }
  const scope = resource.scope;
  if (!scope || !user) return conds;
  const region = regionCondition(db, resource, table, user);
  if (region) conds.push(region);
  if (ownerOnly(resource, user)) conds.push(eq(cols[scope.owner!.field]!, user.id));
  if (scope.year && opts.years !== false && !scopeOf(user.roles).allYears) {
    const years = await allowedYears(db);
    conds.push(years.length ? inArray(cols[scope.year]!, years) : sql`false`);
  }
  if (opts.list && scope.excludeIndex) conds.push(fixed(ne(cols[scope.excludeIndex]!, 1)));
  return conds;
}

/**
 * Before validation: what the account does not choose. Owners are set, and a single-region
 * account's region field is set to its own region; another region sent is refused (422).
 */
export function imposeScope(
  resource: ResourceConfig,
  user: AuthUser,
  record: Record<string, unknown>,
  mode: 'create' | 'update',
): void {
  const scope = resource.scope;
  if (!scope) return;
  if (mode === 'create' && ownerOnly(resource, user)) record[scope.owner!.field] = user.id;
  const region = scope.region;
  if (!region || scopeOf(user.roles).allRegions) return;
  if (!isSingleRegion(user)) return;
  const own = ownUnit(resource, user);
  if (own === null) throw forbidden(MESSAGES.noRegion);
  // Another region is refused, never silently replaced; empty or absent means "mine".
  const sent = record[region.field];
  if (sent !== undefined && sent !== null && sent !== '' && String(sent) !== String(own)) {
    throw fail(422, MESSAGES.invalid, { [region.field]: OUTSIDE });
  }
  if (mode === 'create' || region.field in record) record[region.field] = own;
}

/** An account whose only regional reach is its own region. */
const isSingleRegion = (user: AuthUser) => scopeOf(user.roles).singleRegion;

/**
 * After validation: the values must stay inside the account's scope: the resource's fixed
 * filter, a region among the account's regions, an allowed year.
 */
export async function checkScope(
  db: Db,
  resource: ResourceConfig,
  user: AuthUser,
  values: Record<string, unknown>,
): Promise<void> {
  for (const [field, allowed] of Object.entries(resource.baseFilter ?? {})) {
    if (field in values && !allowed.map(String).includes(String(values[field]))) {
      throw fail(422, MESSAGES.invalid, { [field]: MESSAGES.choice });
    }
  }
  const scope = resource.scope;
  if (!scope) return;
  if (scope.region && scope.region.field in values) await checkRegion(db, resource, user, values);
  if (scope.year && scope.year in values && !scopeOf(user.roles).allYears) {
    const years = await allowedYears(db);
    if (!years.includes(Number(values[scope.year]))) {
      throw fail(422, MESSAGES.invalid, {
        [scope.year]: MESSAGES.yearOutside,
      });
    }
  }
}

async function checkRegion(
  db: Db,
  resource: ResourceConfig,
  user: AuthUser,
  values: Record<string, unknown>,
) {
  const { field } = resource.scope!.region!;
  const reach = regionReach(db, user);
  if (reach === null || values[field] === null) return;
  const unit = regionUnit(resource);
  const rows = await db
    .select({ id: unit.id })
    .from(unit.table)
    .where(and(eq(unit.id, Number(values[field])), inReach(unit.region, reach)))
    .limit(1);
  if (!rows.length) throw fail(422, MESSAGES.invalid, { [field]: OUTSIDE });
}
