import { isAllowed } from '../../domain/access';
import type { MenuEntry } from '../../domain/menu';
import { RESOURCES } from '../../resources';
import { screenRule } from '../../resources/types';
import { pageRule } from '../pages/page';
import { PAGES } from '../pages/registry';
import { summaryPage } from '../pages/summary';

/**
 * Everything the sidebar may link to, in order: the registry's resource lists, then the pages
 * of the page registry that have a divider (within a divider, pages follow the lists).
 */
export const MENU_ENTRIES: MenuEntry[] = [
  ...RESOURCES.flatMap((r) => (r.menu ? [{ id: r.slug, group: r.menu, rule: screenRule(r) }] : [])),
  ...PAGES.flatMap((p) => (p.group ? [{ id: p.path, group: p.group, rule: pageRule(p) }] : [])),
];

/**
 * The screens an account may open, whatever the dividers show: the spec's divider table leaves
 * some roles (pusat, qc, developer, ...) without a sidebar although screens admit them.
 */
export const openableEntries = (roles: readonly string[]): string[] =>
  MENU_ENTRIES.filter((e) => e.id !== summaryPage.path && isAllowed(e.rule, { roles })).map(
    (e) => e.id,
  );
