import { inArray } from 'drizzle-orm';
import { parseYears } from '../../domain/scoping';
import type { Db } from '../db/client';
import { app_settings } from '../db/schema';

const TTL_MS = 5_000;
const cache = new WeakMap<Db, { at: number; years: number[] }>();

/**
 * Allowed years (`data_tahun_all`), read at most every few seconds per database: every scoped
 * list needs them and they change a few times a year.
 */
export async function allowedYears(db: Db): Promise<number[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.years;
  const rows = await db
    .select({ value: app_settings.setting_value })
    .from(app_settings)
    .where(inArray(app_settings.name, ['data_tahun_all']));
  const years = parseYears(rows[0]?.value);
  cache.set(db, { at: Date.now(), years });
  return years;
}

/** Forget cached settings after an app_settings write. */
export const forgetSettings = (db: Db) => cache.delete(db);
