import DashboardIcon from '@mui/icons-material/Dashboard';
import ListIcon from '@mui/icons-material/ListAlt';
import { Divider, ListSubheader } from '@mui/material';
import { Menu, useBasename, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { menuSections, type MenuEntry } from '../../domain/menu';
import { RESOURCES, getResourceBySlug } from '../../resources';
import { screenRule } from '../../resources/types';
import { SUMMARY_PAGE } from '../pages/summary';

/** Everything the sidebar may link to, in order: hand-written pages, then the registry. */
const MENU_ENTRIES: MenuEntry[] = [
  { id: SUMMARY_PAGE.path, group: SUMMARY_PAGE.group, rule: SUMMARY_PAGE.roles },
  ...RESOURCES.flatMap((r) => (r.menu ? [{ id: r.slug, group: r.menu, rule: screenRule(r) }] : [])),
];

function EntryLink({ id }: { id: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  if (getResourceBySlug(id)) return <Menu.ResourceItem name={id} leftIcon={<ListIcon />} />;
  return (
    <Menu.Item
      to={`${basename}/${id}`}
      primaryText={translate(SUMMARY_PAGE.label)}
      leftIcon={<DashboardIcon />}
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
