import type { MenuEntry } from '../../domain/menu';
import { RESOURCES } from '../../resources';
import { screenRule } from '../../resources/types';
import { pageRule } from '../pages/page';
import { PAGES } from '../pages/registry';

/**
 * Everything the sidebar may link to, in order: the registry's resource lists, then the pages
 * of the page registry that have a divider (within a divider, pages follow the lists).
 */
export const MENU_ENTRIES: MenuEntry[] = [
  ...RESOURCES.flatMap((r) => (r.menu ? [{ id: r.slug, group: r.menu, rule: screenRule(r) }] : [])),
  ...PAGES.flatMap((p) => (p.group ? [{ id: p.path, group: p.group, rule: pageRule(p) }] : [])),
];
