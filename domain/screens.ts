import type { Role } from './roles';

/**
 * Who may open each hand-written screen (spec 6, "Dashboard screens"). The server guards the
 * endpoints behind a screen with the same list; the client builds its menu and routes from it.
 */
export const SCREEN_ROLES = {
  summary: ['admin', 'superadmin', 'pemda', 'opd'],
} as const satisfies Record<string, readonly Role[]>;

export type ScreenId = keyof typeof SCREEN_ROLES;
