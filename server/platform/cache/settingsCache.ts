import { countCache } from './cacheStats';
import { parseYears } from '../../../domain/scoping';
import { busFor } from './cacheBus';
import type { Db } from '../db/client';
import { app_settings } from '../db/schema';

/** How long a node trusts its copy (SETTINGS_CACHE_MS; server/boot.ts sets it from the env). */
let ttlMs = 5_000;
export const setSettingsTtl = (ms: number) => void (ttlMs = ms);
export const settingsTtl = () => ttlMs;
type Settings = Readonly<Record<string, string | null>>;
const cache = new WeakMap<Db, { at: number; settings: Settings }>();

/**
 * The app settings by name, read at most every few seconds per database: scoped lists and
 * period rules need them on every call and they change a few times a year. Writes through the
 * API forget the cache at once (the app_settings hook, server/features/settings/hooks/app_settings.ts), on
 * every API node when REDIS_URL connects them (server/platform/cache/cacheBus.ts).
 */
export async function allSettings(db: Db): Promise<Settings> {
  const hit = cache.get(db);
  const fresh = !!hit && Date.now() - hit.at < ttlMs;
  countCache('settings', fresh);
  if (fresh && hit) return hit.settings;
  const rows = await db
    .select({ name: app_settings.name, value: app_settings.setting_value })
    .from(app_settings);
  const settings = Object.fromEntries(rows.map((r) => [r.name, r.value]));
  cache.set(db, { at: Date.now(), settings });
  return settings;
}

/** Allowed years (`data_tahun_all`). */
export const allowedYears = async (db: Db): Promise<number[]> =>
  parseYears((await allSettings(db)).data_tahun_all);

/** Forget cached settings after an app_settings write, here and on the other nodes. */
export function forgetSettings(db: Db): void {
  cache.delete(db);
  busFor(db)?.publish({ kind: 'settings' });
}

/** Forget this process's copy only (another node wrote the settings). */
export const dropSettings = (db: Db) => void cache.delete(db);
