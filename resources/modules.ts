import { isAllowed, type AccessRule } from '../domain/access';
import { menuSections, type MenuEntry, type MenuGroup } from '../domain/menu';
import { MENU_PAGES } from '../domain/modules';
import { SCREEN_ROLES } from '../domain/screens';
import { RESOURCES } from './index';
import { screenRule } from './types';

/*
 * The sidebar's modules: the registry's resource lists joined to the hand-written screens of
 * domain/modules.ts. Here rather than in domain/, which imports nothing but domain/.
 */

/** One module of the platform: a generic resource list or a hand-written screen. */
export interface PlatformModule {
  slug: string;
  /** i18n key of its name. */
  label: string;
  group: MenuGroup;
  /** A list of the generic engine (resources/, /api/crud/{name}); false: a hand-written screen. */
  generic: boolean;
  rule: AccessRule | undefined;
}

/** Every module of the sidebar: the registry's resource lists, then the hand-written screens. */
export const PLATFORM_MODULES: readonly PlatformModule[] = [
  ...RESOURCES.flatMap((r) =>
    r.menu
      ? [
          {
            slug: r.slug,
            label: `resources.${r.name}.name`,
            group: r.menu,
            generic: true,
            rule: screenRule(r),
          },
        ]
      : [],
  ),
  ...MENU_PAGES.map((p) => ({
    slug: p.slug,
    label: p.label,
    group: p.group,
    generic: false,
    rule: SCREEN_ROLES[p.screen],
  })),
];

/** The modules as sidebar entries (src/layout/menuEntries.ts). */
export const MENU_ENTRIES: readonly MenuEntry[] = PLATFORM_MODULES.map((m) => ({
  id: m.slug,
  group: m.group,
  rule: m.rule,
}));

/**
 * `GET /platform/modules`: every module with whether the account may open it, in sidebar order
 * for the account (the modules it sees first, as its sidebar shows them, then those it may open
 * by address only, such as a list its sidebar replaces with a page, then the others).
 */
export function modulesFor(roles: readonly string[]) {
  const user = { roles };
  const shown = menuSections(roles, MENU_ENTRIES).flatMap((s) => s.entries);
  const order = new Map(shown.map((slug, i) => [slug, i]));
  const rank = (m: PlatformModule) =>
    order.get(m.slug) ?? (isAllowed(m.rule, user) ? shown.length : shown.length + 1);
  return [...PLATFORM_MODULES]
    .sort((a, b) => rank(a) - rank(b))
    .map((m) => ({
      slug: m.slug,
      label: m.label,
      group: m.group,
      generic: m.generic,
      allowed: isAllowed(m.rule, user),
    }));
}
