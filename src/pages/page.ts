import type { ComponentType } from 'react';
import type { AccessRule } from '../../domain/access';
import { SCREEN_ROLES, type ScreenId } from '../../domain/screens';
import type { DeepStrings, MessageTree } from '../../i18n/messages';
import type { IconName, MenuGroup } from '../../resources/types';

/**
 * A hand-written screen under /dashboard. Its module declares everything the router, the menu,
 * the breadcrumb and the access guard need; adding a page is its folder's index.ts exporting a
 * `definePage(...)` result (and, for a sidebar entry, one line in domain/modules.ts MENU_PAGES);
 * `npm run gen` lists it in registry.generated.ts.
 */
export interface PageModule {
  /** Route below /dashboard, also the menu entry's id. */
  readonly path: string;
  /** i18n key of its menu entry, breadcrumb and title. */
  readonly label: string;
  /** Who opens it (SCREEN_ROLES); absent: every signed-in account. */
  readonly screen?: ScreenId;
  /**
   * Sidebar divider; absent: no sidebar entry (opened from elsewhere). A page with one takes it,
   * with its path, label and screen, from domain/modules.ts (`...menuPage(slug)`), the one source
   * of the sidebar and of GET /api/platform/modules.
   */
  readonly group?: MenuGroup;
  readonly icon: IconName;
  /** The screen itself, usually `lazy(() => import(...))` so it loads when opened. */
  readonly component: ComponentType;
  /** i18n key of the page title when it differs from `label`. */
  readonly title?: string;
  /**
   * The page's own texts in both languages, merged into the catalogs by the app
   * (createI18nProvider): a new page keeps its texts beside its declaration instead of
   * editing i18n/id and i18n/en. Older pages keep theirs in i18n/.
   */
  readonly texts?: PageTexts;
}

export interface PageTexts {
  readonly id: MessageTree;
  readonly en: MessageTree;
}

/** A page's texts: Indonesian, and English with exactly the same keys (checked by the type). */
export const pageTexts = <const T extends MessageTree>(id: T, en: DeepStrings<T>): PageTexts => ({
  id,
  en: en as MessageTree,
});

export const definePage = (page: PageModule): PageModule => page;

/** The access rule of a page: its screen's roles, or any signed-in account. */
export const pageRule = (page: PageModule): AccessRule =>
  page.screen ? SCREEN_ROLES[page.screen] : 'authenticated';
