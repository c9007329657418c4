import { ROLES, type Role } from './roles';

/**
 * The role names of spec 6 and their named groups, each written once. roles.ts lists the roles;
 * this file is the only other one that writes a role's name. Every role table composes these
 * names and groups: the two access tables (SCREEN_ROLES in screens.ts, ACTIONS in actions.ts),
 * the row scoping (scoping.ts), the account rules (accounts.ts, accountGrants.ts), the menu
 * dividers (menu.ts), the innovation workflow (innovationWorkflow.ts) and the list rules
 * (innovationListRules.ts). server/ and src/ use these names or ask a domain function
 * (isSuperadmin, lockedAfterSend, keepsOneProfile, usesAccountField). ESLint fails on a
 * role-name literal anywhere else (eslint.config.js, "Role names"); only the tests and the seed's
 * usernames (server/platform/auth/usernames.ts) may write one.
 */
const group = <const T extends readonly Role[]>(roles: T): T => roles;

// The single roles, by name. A table that adds one role to a group names it with these.

/** The top role: only a superadmin hands out, edits, disables or deletes a superadmin account. */
export const SUPERADMIN = 'superadmin' satisfies Role;
/** Holders of this role may not set one another's password (issue 21): only superadmin may. */
export const ADMIN = 'admin' satisfies Role;
/** A region's own account (pemerintah daerah). */
export const PEMDA = 'pemda' satisfies Role;
/** An agency (perangkat daerah) of a region. */
export const OPD = 'opd' satisfies Role;
/** A technical unit (UPT) of an agency. */
export const UPT = 'upt' satisfies Role;
/** A civil servant of a region. */
export const ASN = 'asn' satisfies Role;
/** A province, which looks after the districts and cities within it. */
export const PROVINSI = 'provinsi' satisfies Role;
/** The national assessment team. */
export const TIM_PENILAI = 'tim.penilai' satisfies Role;
/** The central government. */
export const PUSAT = 'pusat' satisfies Role;
/** A read-only national account. */
export const VIEWER = 'viewer' satisfies Role;
/** A verifier, working inside its assessment area. */
export const VERIFIKATOR = 'verifikator' satisfies Role;
/** Quality control of the review results, inside its assessment area. */
export const QUALITY_CONTROL = 'quality_control' satisfies Role;
/** The QC dashboard's reader. */
export const QC = 'qc' satisfies Role;
export const DEVELOPER = 'developer' satisfies Role;
/** The national training administrator. */
export const ADMIN_DIKLAT = 'admin.diklat' satisfies Role;

// The named groups.

/** The ministry's administrators: master data, accounts, content and settings. */
export const STAFF = group([SUPERADMIN, ADMIN]);

/** The assessors: the assessment team and the central government read every region's results. */
export const ASSESSORS = group([TIM_PENILAI, PUSAT]);

/** The local managers besides pemda: they see the IGA divider. */
export const LOCAL_MANAGERS = group(['kabkota', 'dinas', 'kecamatan']);

/** Regional accounts that manage their region's OPD, UPT and OPD/UPT accounts. */
export const REGIONAL_MANAGERS = group([...LOCAL_MANAGERS, PEMDA]);

/** Agency accounts: they see only the innovations they created, and pemda creates them. */
export const AGENCIES = group([OPD, UPT]);

/** The regional training accounts: the regional administrator and the participant. */
export const REGIONAL_DIKLAT_ACCOUNTS = group(['admin.diklat.daerah', 'peserta.diklat']);

/** Training reports: a participant sees only its own reports (spec 6). */
export const DIKLAT_PARTICIPANTS = group(['peserta.diklat']);

/** The three training (diklat) account roles. */
export const DIKLAT_ACCOUNTS = group([ADMIN_DIKLAT, ...REGIONAL_DIKLAT_ACCOUNTS]);

/** Who handles training reports: superadmin and the three training roles. */
export const DIKLAT = group([SUPERADMIN, ...DIKLAT_ACCOUNTS]);

/** Verifiers and quality controllers work inside their assessment area. */
export const AREA_REVIEWERS = group([VERIFIKATOR, QUALITY_CONTROL]);

/** Who scores and verifies (approve, reject, score columns). */
export const VERIFIERS = group([...STAFF, VERIFIKATOR]);

/** Who opens the review queues. */
export const REVIEWERS = group([...STAFF, ...ASSESSORS, VERIFIKATOR]);

/** Who reads rankings, review results and presentation scores. */
export const RANKING_VIEWERS = group([...STAFF, ...ASSESSORS, VIEWER]);

/** Spec 6: who sees the average-index panel on their home screen (issue 24 item 5). */
export const AVERAGE_PANEL_READERS = group([ADMIN, PEMDA, VIEWER, TIM_PENILAI, VERIFIKATOR]);

/** Who edits a region's profile, integrity pact and region indicators. */
export const PROFILE_EDITORS = group([...STAFF, PEMDA]);

/** Who registers and edits innovations. */
export const INNOVATION_EDITORS = group([...STAFF, PEMDA, OPD]);

/** Who adds, edits, answers and sends competition entries (spec 6: the agencies included). */
export const COMPETITION_EDITORS = group([...STAFF, PEMDA, ...AGENCIES]);

/** The national training administrator alone hands out its own role. */
export const DIKLAT_CONFIGURATORS = group([SUPERADMIN, ADMIN_DIKLAT]);

/** Accounts bound to one region's profile: the region itself, its agencies and civil servants. */
export const ONE_PROFILE_ROLES = group([PEMDA, OPD, ASN]);

/** Roles that work across all regions (staff of the ministry and its assessors). */
export const REGION_FREE = group([
  ...STAFF,
  ...ASSESSORS,
  VIEWER,
  DEVELOPER,
  QC,
  // The national training administrator works on every region's training reports.
  ADMIN_DIKLAT,
]);

/** Roles fixed to the account's own region, whatever they send (spec 6). */
export const OWN_REGION = group([
  ...REGIONAL_MANAGERS,
  ...AGENCIES,
  ASN,
  ...REGIONAL_DIKLAT_ACCOUNTS,
]);

/** The accounts of a region that an account form binds to it (spec 5, the m_daerah_id field). */
export const REGION_BOUND_ACCOUNTS = group([PEMDA, ASN, OPD, ...REGIONAL_DIKLAT_ACCOUNTS]);

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
  [ADMIN_DIKLAT]: REGIONAL_DIKLAT_ACCOUNTS,
};
