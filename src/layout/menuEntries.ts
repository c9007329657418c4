import { isAllowed } from '../../domain/access';
import type { MenuEntry } from '../../domain/menu';
import { RESOURCES } from '../../resources';
import { screenRule } from '../../resources/types';
import { ACTIVITY_PAGE } from '../pages/activity';
import { ASPEKLOG_PAGE } from '../pages/aspeklog';
import { OUTBOX_PAGE } from '../pages/outbox';
import { RAWLOG_PAGE } from '../pages/rawlog';
import type { PageInfo } from '../pages/registry';
import { SUMMARY_PAGE } from '../pages/summary';

const pageEntry = (page: PageInfo): MenuEntry[] =>
  page.group ? [{ id: page.path, group: page.group, rule: page.roles }] : [];

/**
 * Everything the sidebar may link to, in order: the main dashboard, the registry, then the
 * hand-written pages that close their group (activity log and outbox in Konfigurasi, rawlog and
 * aspeklog in Master Data).
 */
export const MENU_ENTRIES: MenuEntry[] = [
  ...pageEntry(SUMMARY_PAGE),
  ...RESOURCES.flatMap((r) => (r.menu ? [{ id: r.slug, group: r.menu, rule: screenRule(r) }] : [])),
  ...[ACTIVITY_PAGE, OUTBOX_PAGE, RAWLOG_PAGE, ASPEKLOG_PAGE].flatMap(pageEntry),
];

/**
 * The screens an account may open, whatever the dividers show: the spec's divider table leaves
 * some roles (pusat, qc, developer, ...) without a sidebar although screens admit them.
 */
export const openableEntries = (roles: readonly string[]): string[] =>
  MENU_ENTRIES.filter((e) => e.id !== SUMMARY_PAGE.path && isAllowed(e.rule, { roles })).map(
    (e) => e.id,
  );
