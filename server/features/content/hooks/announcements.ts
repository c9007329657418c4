import { and, like, ne, eq, or } from 'drizzle-orm';
import { announcements } from '../../../platform/db/schema';
import { slugify } from '../../../../domain/slug';
import { forgetPortal } from '../../portal/services/portal';
import type { ResourceHooks } from '../../../crud/hookTypes';

/**
 * Announcements (issue 26): the slug of /pengumuman/{slug} is made from the title when left
 * empty, and made unique with -2, -3, ...; a slug the editor writes is kept as written (the
 * field contract: stored as sent, or refused), a duplicate of it a 422 from the unique key.
 */
export const announcementHooks: ResourceHooks = {
  async beforeWrite({ db, before }, values) {
    if (!('slug' in values) && before) return;
    const sent = String(values.slug ?? '').trim();
    if (sent) return;
    const base = slugify(String(values.judul ?? before?.judul ?? ''));
    const id = before ? Number(before.id) : 0;
    const taken = new Set(
      (
        await db
          .select({ slug: announcements.slug })
          .from(announcements)
          .where(
            and(
              or(eq(announcements.slug, base), like(announcements.slug, `${base}-%`)),
              ne(announcements.id, id),
            ),
          )
      ).map((r) => r.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    values.slug = slug;
  },
  afterWrite({ db }) {
    forgetPortal(db);
  },
};
