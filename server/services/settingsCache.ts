/**
 * The settings cache is shared by the generic engine (server/crud/) and the services, so it
 * lives below both, in server/settingsCache.ts; this re-export keeps the services' path.
 */
export { allSettings, allowedYears, forgetSettings } from '../settingsCache';
