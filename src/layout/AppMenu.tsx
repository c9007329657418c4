import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import ListIcon from '@mui/icons-material/ListAlt';
import OutboxIcon from '@mui/icons-material/Outbox';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Divider, ListSubheader } from '@mui/material';
import type { ReactElement } from 'react';
import { Menu, useBasename, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { menuSections, type MenuEntry } from '../../domain/menu';
import { RESOURCES, getResourceBySlug } from '../../resources';
import { screenRule } from '../../resources/types';
import { ACTIVITY_PAGE } from '../pages/activity';
import { ASPEKLOG_PAGE } from '../pages/aspeklog';
import { OUTBOX_PAGE } from '../pages/outbox';
import { RAWLOG_PAGE } from '../pages/rawlog';
import { getPage, type PageInfo } from '../pages/registry';
import { SUMMARY_PAGE } from '../pages/summary';

const pageEntry = (page: PageInfo): MenuEntry[] =>
  page.group ? [{ id: page.path, group: page.group, rule: page.roles }] : [];

/**
 * Everything the sidebar may link to, in order: the main dashboard, the registry, then the
 * hand-written pages that close their group (activity log and outbox in Konfigurasi, rawlog and
 * aspeklog in Master Data).
 */
const MENU_ENTRIES: MenuEntry[] = [
  ...pageEntry(SUMMARY_PAGE),
  ...RESOURCES.flatMap((r) => (r.menu ? [{ id: r.slug, group: r.menu, rule: screenRule(r) }] : [])),
  ...[ACTIVITY_PAGE, OUTBOX_PAGE, RAWLOG_PAGE, ASPEKLOG_PAGE].flatMap(pageEntry),
];

const PAGE_ICONS: Record<string, ReactElement> = {
  [SUMMARY_PAGE.path]: <DashboardIcon />,
  [ACTIVITY_PAGE.path]: <HistoryIcon />,
  [OUTBOX_PAGE.path]: <OutboxIcon />,
  [RAWLOG_PAGE.path]: <ReceiptLongIcon />,
  [ASPEKLOG_PAGE.path]: <FactCheckIcon />,
};

function EntryLink({ id }: { id: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  if (getResourceBySlug(id)) return <Menu.ResourceItem name={id} leftIcon={<ListIcon />} />;
  return (
    <Menu.Item
      to={`${basename}/${id}`}
      primaryText={translate(getPage(id)?.label ?? id)}
      leftIcon={PAGE_ICONS[id] ?? <ListIcon />}
    />
  );
}

/** The sidebar: the spec-6 dividers the account sees, each with the screens it may open. */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<readonly string[]>();
  const sections = menuSections(permissions ?? [], MENU_ENTRIES);
  return (
    <Menu>
      {sections.flatMap((section, index) => [
        index > 0 ? <Divider key={`${section.group}-divider`} /> : null,
        open ? (
          <ListSubheader
            key={section.group}
            disableSticky
            sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}
          >
            {translate(`menu.${section.group}`)}
          </ListSubheader>
        ) : null,
        ...section.entries.map((id) => <EntryLink key={id} id={id} />),
      ])}
    </Menu>
  );
}
