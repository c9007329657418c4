import { ROLES, type Role } from './roles';

/**
 * The named role groups of spec 6, each written once. The two access tables (SCREEN_ROLES in
 * screens.ts, ACTIONS in actions.ts), the row scoping (scoping.ts), the account rules
 * (accounts.ts) and the menu dividers (menu.ts) are composed from these; nothing outside
 * domain/ writes a role name.
 */
const group = <const T extends readonly Role[]>(roles: T): T => roles;

/** The ministry's administrators: master data, accounts, content and settings. */
export const STAFF = group(['superadmin', 'admin']);

/** Regional accounts that manage their region's OPD, UPT and OPD/UPT accounts. */
export const REGIONAL_MANAGERS = group(['kabkota', 'dinas', 'kecamatan', 'pemda']);

/** Agency accounts: they see only the innovations they created, and pemda creates them. */
export const AGENCIES = group(['opd', 'upt']);

/** The three training (diklat) account roles. */
export const DIKLAT_ACCOUNTS = group(['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat']);

/** Who handles training reports: superadmin and the three training roles. */
export const DIKLAT = group(['superadmin', ...DIKLAT_ACCOUNTS]);

/** Verifiers and quality controllers work inside their assessment area. */
export const AREA_REVIEWERS = group(['verifikator', 'quality_control']);

/** Who scores and verifies (approve, reject, score columns). */
export const VERIFIERS = group([...STAFF, 'verifikator']);

/** Who opens the review queues. */
export const REVIEWERS = group([...STAFF, 'tim.penilai', 'pusat', 'verifikator']);

/** Who reads rankings, review results and presentation scores. */
export const RANKING_VIEWERS = group([...STAFF, 'tim.penilai', 'pusat', 'viewer']);

/** Who edits a region's profile, integrity pact and region indicators. */
export const PROFILE_EDITORS = group([...STAFF, 'pemda']);

/** Who registers and edits innovations. */
export const INNOVATION_EDITORS = group([...STAFF, 'pemda', 'opd']);

/** The national training administrator alone hands out its own role. */
export const DIKLAT_CONFIGURATORS = group(['superadmin', 'admin.diklat']);

/** The top role: only a superadmin hands out, edits, disables or deletes a superadmin account. */
export const SUPERADMIN = 'superadmin' satisfies Role;

/** Holders of this role may not set one another's password (issue 21): only superadmin may. */
export const ADMIN = 'admin' satisfies Role;

/**
 * Account administration (issue 21, docs/decisions.md "Who hands out which role"): the roles
 * whose accounts each role may create, edit, disable and delete, and so hand out. superadmin
 * alone administers superadmin accounts; admin every other role, its own included; a regional
 * manager the agency accounts; admin.diklat the regional training accounts (spec 6 keeps
 * admin.diklat itself to superadmin). A role not listed administers no account.
 */
export const ADMINISTERED_ROLES: Readonly<Partial<Record<Role, readonly Role[]>>> = {
  [SUPERADMIN]: ROLES,
  [ADMIN]: ROLES.filter((r) => r !== SUPERADMIN),
  ...Object.fromEntries(REGIONAL_MANAGERS.map((r) => [r, AGENCIES])),
  'admin.diklat': DIKLAT_ACCOUNTS.filter((r) => r !== 'admin.diklat'),
};
