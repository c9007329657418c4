import type { Role } from './roles';

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
