/**
 * The settings cache lives in server/settingsCache.ts (it reads one table, which the generic
 * engine does not name); this re-export keeps the older importers' path.
 */
export { allSettings, allowedYears, forgetSettings } from '../settingsCache';
