import type { JSONParsed } from 'hono/utils/types';
import type { activityAccounts, ActivityRow } from './services/activities';
import type { dashboardSummary } from './services/summary';
import type { activeSessions } from './services/sessions';
import type { publicUser } from './services/users';

/**
 * The answer shapes of the API's own (non-/crud) endpoints, derived from the code that produces
 * them and as JSON carries them (dates become strings). The client and the tests import these
 * types (`import type`, erased at build) instead of keeping copies.
 */

/** GET /api/summary `data`. */
export type Summary = Awaited<ReturnType<typeof dashboardSummary>>;

/** One entry of GET /api/activities `data`. */
export type Activity = JSONParsed<ActivityRow>;

/** One account of GET /api/activities/accounts. */
export type ActivityAccount = Awaited<ReturnType<typeof activityAccounts>>[number];

/** The account of POST /api/login and GET /api/me. */
export type PublicUser = ReturnType<typeof publicUser>;

/** POST /api/session/refresh and POST /api/me/password `data`. */
export interface FreshToken {
  token: string;
  expires_in: number;
}

/** One entry of GET /api/sessions `data`: a live session of the account, `current` the caller's. */
export type SessionInfo = JSONParsed<
  Awaited<ReturnType<typeof activeSessions>>[number] & { current: boolean }
>;
