import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { scopeOf } from '../../../domain/scoping';
import type { Db } from '../db/client';
import { m_daerah, wilayah_daerah } from '../db/schema';
import type { AuthUser } from './authUser';

/** The m_daerah ids an account may work on: ids and subqueries of ids, any of which admits. */
export type RegionReach = (number | SQL | ReturnType<Db['select']>)[];

/**
 * The regions an account reaches (spec 6, data scoping): its own region, a province itself and
 * its kabupaten/kota, an area's regions (narrowed to the chosen ones, issue 9); null = every region.
 */
export function regionReach(db: Db, user: AuthUser): RegionReach | null {
  const scope = scopeOf(user.roles);
  if (scope.allRegions) return null;
  const sets: RegionReach = [];
  const own = user.m_daerah_id;
  if (own !== null && scope.ownRegion) sets.push(own);
  if (own !== null && scope.province) {
    // A province sees itself as well as its districts and cities (issue 27 B3).
    if (!sets.includes(own)) sets.push(own);
    sets.push(
      db.select({ id: m_daerah.id }).from(m_daerah).where(eq(m_daerah.parent_id, own)) as never,
    );
  }
  const chosen = user.daerah_verifikasi ?? [];
  if (user.area > 0 && scope.area) {
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
  } else if (chosen.length && scope.area) {
    sets.push(
      db.select({ id: m_daerah.id }).from(m_daerah).where(inArray(m_daerah.id, chosen)) as never,
    );
  }
  return sets;
}

/** A column holding an m_daerah id lies within the reach (an empty reach admits nothing). */
export function inReach(col: AnyPgColumn, reach: RegionReach): SQL {
  if (reach.length === 0) return sql`false`;
  const parts = reach.map((s) => (typeof s === 'number' ? eq(col, s) : inArray(col, s as never)));
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}
