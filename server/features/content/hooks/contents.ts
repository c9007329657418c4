import { forgetPortal } from '../../portal/services/portal';
import type { ResourceHooks } from '../../../crud/hookTypes';

/**
 * The tables the public pages show besides news and announcements (contents and their
 * categories, site sections, albums and photos, banners; winners have their own hooks, which do
 * the same): a write drops the cached public answers at once (server/features/portal/services/portal.ts).
 */
export const contentHooks: ResourceHooks = {
  afterWrite({ db }) {
    forgetPortal(db);
  },
};
