import { forgetPortal } from '../../portal/services/portal';
import type { ResourceHooks } from '../../../crud/hookTypes';

/**
 * News (spec 3/4, Draft or Published): a news item published without a publication date gets
 * the moment it is published; the public pages list by that date.
 */
export const newsHooks: ResourceHooks = {
  beforeWrite({ before, deps }, values) {
    const published = Number(values.is_published ?? before?.is_published ?? 0) === 1;
    const date = 'published_at' in values ? values.published_at : before?.published_at;
    if (published && (date === null || date === undefined || date === ''))
      values.published_at = deps.clock.now();
  },
  afterWrite({ db }) {
    forgetPortal(db);
  },
};
