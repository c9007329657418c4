import type { ReactNode } from 'react';
import { Layout, usePermissions } from 'react-admin';
import { homeScreen } from '../../domain/home';
import { HomeScreenContext } from '../shared/homeScreen';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { Breadcrumb } from './Breadcrumb';
import { useLayoutSettings } from './customizer/layoutSettings';
import { sidebarBackground } from './customizer/sidebarColours';
import { usePortalDocumentTitle } from './Home';
import { MENU_ENTRIES } from './menuEntries';

/** layout2: a coloured sidebar (white text) in the colour chosen in the customizer. */
const colouredSidebar = (background: string) => ({
  '& .RaSidebar-fixed': { bgcolor: background, color: '#fff', minHeight: '100%' },
  '& .RaSidebar-fixed .MuiListItemIcon-root, & .RaSidebar-fixed .MuiListSubheader-root': {
    color: 'rgba(255, 255, 255, 0.8)',
  },
  '& .RaSidebar-fixed .RaMenuItemLink-root': { color: 'rgba(255, 255, 255, 0.9)' },
  '& .RaSidebar-fixed .RaMenuItemLink-active': { color: '#fff', fontWeight: 600 },
  '& .RaSidebar-fixed .MuiDivider-root': { borderColor: 'rgba(255, 255, 255, 0.2)' },
});

export function AppLayout({ children }: { children: ReactNode }) {
  const [{ layout, colour }] = useLayoutSettings();
  usePortalDocumentTitle();
  const { permissions } = usePermissions<readonly string[]>();
  const home = permissions ? homeScreen(permissions, MENU_ENTRIES) : null;
  return (
    <Layout
      appBar={AppBar}
      menu={AppMenu}
      sx={{
        // The page is as wide as the window, never wider (react-admin widens it to fit its
        // content, which pushed a laptop's review buttons and the menu out of view when a row
        // took focus): a wide table or tab strip scrolls inside its own box, never the page.
        minWidth: 0,
        '& .RaLayout-content': { minWidth: 0 },
        // A long menu entry wraps to a second line instead of ending in "..." (issue 37).
        '& .RaMenuItemLink-root': { whiteSpace: 'normal' },
        '& .RaMenuItemLink-root .MuiTypography-noWrap': {
          whiteSpace: 'normal',
          overflow: 'visible',
          textOverflow: 'clip',
          overflowWrap: 'anywhere',
        },
        ...(layout === 'layout2' ? colouredSidebar(sidebarBackground(colour)) : {}),
      }}
    >
      <Breadcrumb />
      <HomeScreenContext.Provider value={home}>{children}</HomeScreenContext.Provider>
    </Layout>
  );
}
