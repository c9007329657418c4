import { parseRoles, type Role } from '../../domain/roles';

/** The account returned by POST /login and GET /me. */
export interface SessionUser {
  id: number;
  username: string;
  nama_lengkap: string | null;
  /** Comma-separated role list, e.g. `pemda` or `admin,verifikator`. */
  role: string;
  m_daerah_id: number | null;
  profil_id: number | null;
  area: number | null;
  opd_perangkat_id: number | null;
  upt_id: number | null;
}

/** Storage keys of spec 7: the bearer token lives under `token`. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

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

/** A renewed token for the same account (the stored user stays). */
export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
