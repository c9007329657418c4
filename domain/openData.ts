/**
 * The open data API (issue 26 item 4): its endpoints, which are also the scopes a key may
 * carry, and the header that carries a key. Shared by the server (server/features/openData/routes/openData.ts,
 * server/features/accounts/services/apiKeys.ts) and the api-access screen (src/pages/apiAccess).
 */
export const OPEN_DATA_SCOPES = ['indeks', 'inovasi', 'pemda', 'lencana'] as const;
export type OpenDataScope = (typeof OPEN_DATA_SCOPES)[number];

/**
 * The key travels in its own header, never as `Authorization: Bearer` (that header is the
 * console's session token: every request with it is `no-store` and checked as a JWT).
 */
export const API_KEY_HEADER = 'X-API-Key';

/** Every secret starts so (a leaked key is recognisable in logs and code scanners). */
export const API_KEY_PREFIX = 'iid_';

/** Active (not revoked) keys an account may hold at once. */
export const MAX_ACTIVE_KEYS = 10;

/**
 * Calls per window: anonymous callers per client address, each key on its own count. A
 * deployment (or a test) sets others through `deps.openDataLimits`.
 */
export interface OpenDataLimits {
  anonymous: number;
  key: number;
  windowMs: number;
}

export const DEFAULT_OPEN_DATA_LIMITS: OpenDataLimits = {
  anonymous: 60,
  key: 5_000,
  windowMs: 60 * 60_000,
};
