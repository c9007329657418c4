import { isAllowed } from './access';
import { menuSections, type MenuEntry } from './menu';
import { TIM_PENILAI, VIEWER } from './policy';
import { hasAnyRole, type Role } from './roles';
import { SCREEN_ROLES, type ScreenId } from './screens';

/**
 * The screens of spec 2 an account lands on when it may open one, in this order (issue 23):
 * the main dashboard, then quality control, training and the provincial statistics, then the
 * review queue (a verifier's daily work: its sidebar would otherwise open on the archive).
 */
export const LANDING_DASHBOARDS = [
  'summary',
  'qc',
  'diklat',
  'statistik-inovasi',
  'review',
] as const satisfies readonly ScreenId[];

/**
 * Roles with a work queue of their own land on it before any landing dashboard: the assessment
 * team on its scoring queue (issue 25 item 8).
 */
export const ROLE_HOMES: readonly { roles: readonly Role[]; screen: ScreenId }[] = [
  { roles: [TIM_PENILAI], screen: 'presentasi-dan-validasi-lapangan' },
  // Issue 25: the read-only national account lands on the award results it follows.
  { roles: [VIEWER], screen: 'hasil-review-ranking' },
];

/** Every role may open the faq: the home of an account with nothing else to open. */
export const FALLBACK_HOME = 'faq' satisfies ScreenId;

/**
 * Where an account lands after login (and on /dashboard): its work queue (ROLE_HOMES), else its
 * landing dashboard, else the first
 * entry of its sidebar (spec 6 dividers, in order) other than the faq, else the faq.
 * @example homeScreen(['pemda'], entries) // 'summary'
 * @example homeScreen(['asn'], entries) // 'profil-pemda-daerah': its region's profile
 */
export function homeScreen(roles: readonly string[], entries: readonly MenuEntry[]): string {
  const user = { roles };
  // A work queue of its own comes before any dashboard (issue 25: tim.penilai scores).
  const queue = ROLE_HOMES.find(
    (h) => hasAnyRole(roles, h.roles) && entries.some((e) => e.id === h.screen),
  );
  if (queue) return queue.screen;
  const dashboard = LANDING_DASHBOARDS.find((s) => isAllowed(SCREEN_ROLES[s], user));
  if (dashboard) return dashboard;
  const first = menuSections(roles, entries)
    .flatMap((s) => s.entries)
    .find((id) => id !== FALLBACK_HOME);
  return first ?? FALLBACK_HOME;
}
