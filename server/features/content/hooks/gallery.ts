import { makeThumbnail } from '../../media/services/thumbnail';
import { contentHooks } from './contents';
import type { ResourceHooks } from '../../../crud/hookTypes';

/**
 * Spec 9: a gallery thumbnail is 450x450. It is made from the photo whenever a write brings a
 * new photo (issue 27 B5); the photo itself is kept as uploaded. A thumbnail the photo no longer
 * has is removed with the write (server/crud/auditedWrite.ts, dropped media). Like the other
 * public content, a write drops the public pages' cached answers (issue 26).
 */
export const galleryHooks: ResourceHooks = {
  ...contentHooks,
  async beforeWrite({ db, deps, before, user }, values) {
    if (!('photo_url' in values)) return;
    const photo = values.photo_url;
    if (before && photo === before.photo_url && before.thumb_url) return;
    values.thumb_url =
      typeof photo === 'string' && photo ? await makeThumbnail(db, deps, user, photo) : null;
  },
};
