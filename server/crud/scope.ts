import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hasAnyRole } from '../../domain/roles';
import {
  ALL_YEARS_ROLES,
  AREA_ROLES,
  OWN_REGION_ROLES,
  PROVINCE_ROLES,
  REGION_FREE_ROLES,
} from '../../domain/scoping';
import type { ResourceConfig } from '../../resources/types';
import type { Db } from '../db/client';
import { m_daerah, profil_pemda, wilayah_daerah } from '../db/schema';
import { fail, MESSAGES } from '../http';
import type { AuthUser } from '../services/users';
import { columnsOf } from './columns';
import { validationMessage } from './messages';
import { allowedYears } from './settingsCache';

const OUTSIDE = validationMessage({ key: 'validation.outside_region' });

/** The m_daerah ids an account may work on, as subqueries/values; null = every region. */
function regionSets(db: Db, user: AuthUser): (number | SQL | ReturnType<Db['select']>)[] | null {
  if (hasAnyRole(user.roles, REGION_FREE_ROLES)) return null;
  const sets: (number | SQL | ReturnType<Db['select']>)[] = [];
  const own = user.m_daerah_id;
  if (own !== null && hasAnyRole(user.roles, OWN_REGION_ROLES)) sets.push(own);
  if (own !== null && hasAnyRole(user.roles, PROVINCE_ROLES)) {
    sets.push(
      db.select({ id: m_daerah.id }).from(m_daerah).where(eq(m_daerah.parent_id, own)) as never,
    );
  }
  const chosen = user.daerah_verifikasi ?? [];
  if (user.area > 0 && hasAnyRole(user.roles, AREA_ROLES)) {
    // Narrowed to chosen regions (issue 9): only those that lie within the area.
    sets.push(
      db
        .select({ id: wilayah_daerah.m_daerah_id })
        .from(wilayah_daerah)
        .where(
          and(
            eq(wilayah_daerah.wilayah_id, user.area),
            chosen.length ? inArray(wilayah_daerah.m_daerah_id, chosen) : undefined,
          ),
        ) as never,
    );
  } else if (chosen.length && hasAnyRole(user.roles, AREA_ROLES)) {
    sets.push(
      db.select({ id: m_daerah.id }).from(m_daerah).where(inArray(m_daerah.id, chosen)) as never,
    );
  }
  return sets;
}

function inRegions(col: AnyPgColumn, sets: ReturnType<typeof regionSets> & object): SQL {
  if (sets.length === 0) return sql`false`;
  const parts = sets.map((s) => (typeof s === 'number' ? eq(col, s) : inArray(col, s as never)));
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}

/** Whether the account sees only what it created (opd, upt: every role is an owner role). */
const ownerOnly = (resource: ResourceConfig, user: AuthUser) =>
  !!resource.scope?.owner &&
  user.roles.length > 0 &&
  user.roles.every((r) => resource.scope!.owner!.roles.includes(r));

/** The region condition on a column, following `via`. */
function regionCondition(
  db: Db,
  resource: ResourceConfig,
  table: PgTable,
  user: AuthUser,
): SQL | undefined {
  const region = resource.scope?.region;
  if (!region) return undefined;
  const col = columnsOf(table)[region.field]!;
  const sets = regionSets(db, user);
  if (sets === null) return undefined;
  // The common case (a pemda account) compares with its own profile directly.
  if (region.via === 'profil' && sets.length === 1 && typeof sets[0] === 'number') {
    return user.profil_id === null ? sql`false` : eq(col, user.profil_id);
  }
  if (region.via === 'daerah') return inRegions(col, sets);
  const profiles = db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(inRegions(profil_pemda.m_daerah_id, sets));
  return inArray(col, profiles);
}

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
    conds.push(inArray(cols[field]!, [...values]));
  }
  const scope = resource.scope;
  if (!scope || !user) return conds;
  const region = regionCondition(db, resource, table, user);
  if (region) conds.push(region);
  if (ownerOnly(resource, user)) conds.push(eq(cols[scope.owner!.field]!, user.id));
  if (scope.year && opts.years !== false && !hasAnyRole(user.roles, ALL_YEARS_ROLES)) {
    const years = await allowedYears(db);
    conds.push(years.length ? inArray(cols[scope.year]!, years) : sql`false`);
  }
  if (opts.list && scope.excludeIndex) conds.push(ne(cols[scope.excludeIndex]!, 1));
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
  if (!region || hasAnyRole(user.roles, REGION_FREE_ROLES)) return;
  if (!isSingleRegion(user)) return;
  const own = region.via === 'profil' ? user.profil_id : user.m_daerah_id;
  if (own === null) throw fail(403, MESSAGES.noRegion);
  // Another region is refused, never silently replaced; empty or absent means "mine".
  const sent = record[region.field];
  if (sent !== undefined && sent !== null && sent !== '' && String(sent) !== String(own)) {
    throw fail(422, MESSAGES.invalid, { [region.field]: OUTSIDE });
  }
  if (mode === 'create' || region.field in record) record[region.field] = own;
}

/** An account whose only regional reach is its own region. */
const isSingleRegion = (user: AuthUser) =>
  !hasAnyRole(user.roles, PROVINCE_ROLES) && !hasAnyRole(user.roles, AREA_ROLES);

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
  if (scope.year && scope.year in values && !hasAnyRole(user.roles, ALL_YEARS_ROLES)) {
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
  const { field, via } = resource.scope!.region!;
  const sets = regionSets(db, user);
  if (sets === null || values[field] === null) return;
  const id = Number(values[field]);
  const target = via === 'profil' ? profil_pemda : m_daerah;
  const col = via === 'profil' ? profil_pemda.m_daerah_id : m_daerah.id;
  const rows = await db
    .select({ id: target.id })
    .from(target)
    .where(and(eq(target.id, id), inRegions(col, sets)))
    .limit(1);
  if (!rows.length) throw fail(422, MESSAGES.invalid, { [field]: OUTSIDE });
}
