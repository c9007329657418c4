import { and, like, ne, eq, or } from 'drizzle-orm';
import { announcements } from '../db/schema';
import { slugify } from '../../domain/slug';
import { forgetPortal } from '../services/portal';
import type { ResourceHooks } from './types';

/**
 * Announcements (issue 26): the slug of /pengumuman/{slug} is made from the title when left
 * empty, kept when the editor writes one (made URL-safe), and made unique with -2, -3, ...
 */
export const announcementHooks: ResourceHooks = {
  async beforeWrite({ db, before }, values) {
    const sent = 'slug' in values ? String(values.slug ?? '').trim() : undefined;
    if (sent === undefined && before) return;
    const title = String(values.judul ?? before?.judul ?? '');
    const base = slugify(sent || title);
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
