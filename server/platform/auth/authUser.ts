import type { Role } from '../../../domain/roles';

/**
 * The logged-in account as the API returns it and as access checks see it. Its own module so
 * that the generic engine (server/crud/) and the auth layer name the type without importing the
 * service that loads it (services/users.ts).
 */
export interface AuthUser {
  id: number;
  username: string;
  nama_lengkap: string;
  /** comma list as stored */
  role: string;
  roles: Role[];
  m_daerah_id: number | null;
  profil_id: number | null;
  area: number;
  /** Regions (m_daerah ids) a reviewer is narrowed to within its area; empty: the whole area. */
  daerah_verifikasi: number[];
  opd_perangkat_id: number | null;
  upt_id: number | null;
  token_version: number;
}
