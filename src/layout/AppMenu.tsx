import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import ListIcon from '@mui/icons-material/ListAlt';
import OutboxIcon from '@mui/icons-material/Outbox';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Divider, ListSubheader } from '@mui/material';
import type { ReactElement } from 'react';
import { Menu, useBasename, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { menuSections } from '../../domain/menu';
import { MENU_ENTRIES } from './menuEntries';
import { getResourceBySlug } from '../../resources';
import { ACTIVITY_PAGE } from '../pages/activity';
import { ASPEKLOG_PAGE } from '../pages/aspeklog';
import { OUTBOX_PAGE } from '../pages/outbox';
import { RAWLOG_PAGE } from '../pages/rawlog';
import { getPage } from '../pages/registry';
import { SUMMARY_PAGE } from '../pages/summary';

const PAGE_ICONS: Record<string, ReactElement> = {
  [SUMMARY_PAGE.path]: <DashboardIcon />,
  [ACTIVITY_PAGE.path]: <HistoryIcon />,
  [OUTBOX_PAGE.path]: <OutboxIcon />,
  [RAWLOG_PAGE.path]: <ReceiptLongIcon />,
  [ASPEKLOG_PAGE.path]: <FactCheckIcon />,
};

export function EntryLink({ id }: { id: string }) {
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
          // A heading inside the menu list, not an item of it (axe: aria-required-children).
          <ListSubheader
            key={section.group}
            component="div"
            role="presentation"
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
