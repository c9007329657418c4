import ListIcon from '@mui/icons-material/ListAlt';
import { Divider, ListSubheader } from '@mui/material';
import { Menu, useBasename, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { menuSections } from '../../domain/menu';
import { getResourceBySlug } from '../../resources';
import { getPage } from '../pages/registry.generated';
import { ICONS } from './icons';
import { MENU_ENTRIES } from './menuEntries';

/** A sidebar link to a resource list or a page, with the icon its config or module names. */
export function EntryLink({ id }: { id: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const config = getResourceBySlug(id);
  if (config) {
    const Icon = ICONS[config.icon];
    return <Menu.ResourceItem name={id} leftIcon={<Icon />} />;
  }
  const page = getPage(id);
  const Icon = page ? ICONS[page.icon] : ListIcon;
  return (
    <Menu.Item
      to={`${basename}/${id}`}
      primaryText={translate(page?.label ?? id)}
      leftIcon={<Icon />}
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
            key={`${section.group}-title`}
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
