import { answer, api } from './api';
import { EXPIRES_KEY, getToken, saveToken, sessionExpired } from './session';

/** Renew this long before the token expires. */
export const RENEW_BEFORE_MS = 5 * 60_000;

let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(expiresAt: number): void {
  clearTimeout(timer);
  const delay = expiresAt - RENEW_BEFORE_MS - Date.now();
  // An already expired token cannot be renewed: the 401 path (login, draft restore) takes over.
  if (expiresAt <= Date.now()) return;
  timer = setTimeout(() => void renew(), Math.max(0, delay));
}

async function renew(): Promise<void> {
  timer = undefined;
  const token = getToken();
  if (!token) return; // signed out meanwhile
  try {
    const { data } = await answer(api.refresh.$post());
    // A sign-out or another sign-in while the call was under way wins.
    if (getToken() !== token) return;
    saveToken(data.token);
    const before = Number(localStorage.getItem(EXPIRES_KEY));
    // At the session's absolute end (12 h after sign-in) a refresh extends nothing: no further
    // renewal, the next call after it answers 401 and the user signs in again.
    if (Date.now() + data.expires_in * 1000 <= before + 1000) {
      localStorage.setItem(EXPIRES_KEY, String(Date.now() + data.expires_in * 1000));
      return;
    }
    rememberExpiry(data.expires_in);
  } catch {
    // Nothing to do: when the token really expires, the next call gets a 401 and the user signs
    // in again with the form draft kept.
  }
}

/**
 * After sign-in, a password change or a renewal: remember when the token expires and renew it
 * silently about five minutes before, for as long as the tab stays open.
 */
export function rememberExpiry(expiresInSeconds: number): void {
  const expiresAt = Date.now() + expiresInSeconds * 1000;
  localStorage.setItem(EXPIRES_KEY, String(expiresAt));
  schedule(expiresAt);
}

/** On start-up (checkAuth): pick up the renewal of a session signed in before a reload. */
export function resumeRenewal(): void {
  if (timer !== undefined || !getToken()) return;
  const expiresAt = Number(localStorage.getItem(EXPIRES_KEY));
  if (Number.isFinite(expiresAt) && expiresAt > 0) schedule(expiresAt);
}

export { sessionExpired };

/** On sign-out: no renewal after this. */
export function stopRenewal(): void {
  clearTimeout(timer);
  timer = undefined;
  localStorage.removeItem(EXPIRES_KEY);
}
