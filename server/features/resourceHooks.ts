import type { ResourceName } from '../../resources/all.generated';
import { announcementHooks } from './content/hooks/announcements';
import { settingsHooks } from './settings/hooks/app_settings';
import { galleryHooks } from './content/hooks/gallery';
import { innovationHooks } from './award/hooks/iga2020_inovasi';
import { regionHooks } from './regions/hooks/m_daerah';
import { profileHooks } from './regions/hooks/profil_pemda';
import type { ResourceHooks } from '../crud/hookTypes';
import { accountHooks } from './accounts/hooks/usr_asn';
import { newsHooks } from './content/hooks/news';
import { contentHooks } from './content/hooks/contents';
import { winnerCategoryHooks, winnerHooks } from './award/hooks/winners';

/**
 * The server hooks of each resource that has any, by resource name: the one place the generic
 * engine (server/crud/) learns what a resource needs beyond its config. The configs in
 * resources/ stay free of server code because the client bundles them; a hook module here may
 * use the database, services and node modules. Keyed by `ResourceName`, so a renamed or removed
 * resource fails the typecheck here.
 */
export const SERVER_HOOKS: { readonly [N in ResourceName]?: ResourceHooks } = {
  // Three screens write the accounts table: every one of them runs the account hooks.
  usr_asn: accountHooks,
  account: accountHooks,
  akun_diklat: accountHooks,
  app_settings: settingsHooks,
  iga2020_inovasi: innovationHooks,
  // Competition entries are rows of the innovation table: the same hooks.
  lomba_inovasi: innovationHooks,
  profil_pemda: profileHooks,
  m_daerah: regionHooks,
  // What the public pages show (issue 26): a write drops their cached answers.
  announcements: announcementHooks,
  news: newsHooks,
  contents: contentHooks,
  content_categories: contentHooks,
  tuxe_contents: contentHooks,
  albums: contentHooks,
  gallery: galleryHooks,
  banners: contentHooks,
  // A published award year is frozen (issue 35); both also drop the public pages' answers.
  winners: winnerHooks,
  winner_category: winnerCategoryHooks,
  // /urusan lists the government affairs; a region page names each innovation's theme.
  iga_urusan_pemerintahan: contentHooks,
  iga2020_tematik: contentHooks,
};
