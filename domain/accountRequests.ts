import { checkField, type FieldRules } from './checkRule';
import { PEMDA, PROVINSI } from './policy';
import type { Role } from './roles';

/**
 * Account requests (spec 7 `POST /register`, issue 27): a regional government's operator asks
 * for an account from the sign-in page; admin or superadmin approves or rejects it.
 */
export const ACCOUNT_REQUEST_STATUSES = ['menunggu', 'disetujui', 'ditolak'] as const;
export type AccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];

/** The request form's fields and their rules (the server checks them; the page shows its answer). */
export const ACCOUNT_REQUEST_FIELDS = {
  nama_lengkap: { required: true },
  email: { required: true, rule: { type: 'email' } },
  telepon: { required: true, rule: { type: 'phone' } },
  m_daerah_id: { required: true },
  jabatan: { required: true },
} as const satisfies Record<string, FieldRules>;

export type AccountRequestField = keyof typeof ACCOUNT_REQUEST_FIELDS;

/** The failed rule of one field of the request form, or null. */
export const checkRequestField = (field: AccountRequestField, value: unknown) =>
  checkField(ACCOUNT_REQUEST_FIELDS[field], value, {});

/**
 * The role an approved request gets: a province's government is a `provinsi` account (it looks
 * after its districts and cities), a district's or city's a `pemda` account.
 * @example requestedRole(1) // 'provinsi'
 * @example requestedRole(2) // 'pemda'
 */
export const requestedRole = (tingkat: number): Role => (tingkat === 1 ? PROVINSI : PEMDA);

/** A username an administrator may type: 3–50 letters, digits, dots, underscores, hyphens. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,50}$/;

/**
 * The username an approval proposes: the e-mail address's local part, lower case, other
 * characters left out, at least three characters (else `operator`).
 * @example usernameFromEmail('Budi.Santoso+iid@bandung.go.id') // 'budi.santoso'
 * @example usernameFromEmail('a@x.id') // 'operator'
 */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0]!.split('+')[0]!.toLowerCase();
  const clean = local.replace(/[^a-z0-9._-]/g, '').slice(0, 40);
  return clean.length >= 3 ? clean : 'operator';
}
