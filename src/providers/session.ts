import { parseRoles, type Role } from '../../domain/roles';
import type { z } from '@hono/zod-openapi';
import type { PublicUser } from '../../server/app';

/** The account returned by POST /login and GET /me, as the server declares it. */
export type SessionUser = z.infer<typeof PublicUser>;

/** Storage keys of spec 7: the bearer token lives under `token`. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
/** The current period: the `tahun_aktif` app setting, stored by the settings gate (spec 3). */
const ACTIVE_YEAR_KEY = 'tahun_aktif';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export function getUser(): SessionUser | null {
  const stored = localStorage.getItem(USER_KEY);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as SessionUser;
  } catch {
    return null;
  }
}

export const getRoles = (): Role[] => parseRoles(getUser()?.role);

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** The current period: the setting as the app last loaded it, else this year. */
export function getActiveYear(): number {
  const stored = Number(localStorage.getItem(ACTIVE_YEAR_KEY));
  return Number.isInteger(stored) && stored > 2000 ? stored : new Date().getFullYear();
}

/** A renewed token for the same account (the stored user stays). */
export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** When the stored token expires (ms since epoch); survives a page reload. */
export const EXPIRES_KEY = 'token_expires_at';

/** Whether the stored token is known to have expired (unknown expiry: not expired). */
export function sessionExpired(): boolean {
  const expiresAt = Number(localStorage.getItem(EXPIRES_KEY));
  return Number.isFinite(expiresAt) && expiresAt > 0 && expiresAt <= Date.now();
}

/** A stored session the console can resume (a token not known to have expired). */
export const hasLiveSession = (): boolean => getToken() !== null && !sessionExpired();
