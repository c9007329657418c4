import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { announcements, news } from '../../../platform/db/schema';
import { sanitizeRichText } from '../../../platform/http/richText';
import { like, PUBLISHED, publicFileUrl, type PageQuery } from './portalCommon';

/** The portal's announcements and news (issue 26): pages, one item, the sitemap's slugs. */

/** One page of published announcements, newest first. */
export async function announcementPage(db: Db, q: PageQuery) {
  const where = and(
    eq(announcements.is_published, PUBLISHED),
    q.search
      ? or(ilike(announcements.judul, like(q.search)), ilike(announcements.content, like(q.search)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.created_at), desc(announcements.id))
      .limit(q.perPage)
      .offset(q.page * q.perPage),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { data: rows.map(announcementOut), total: Number(total?.n ?? 0) };
}

function announcementOut(r: typeof announcements.$inferSelect) {
  return {
    id: r.id,
    judul: r.judul,
    slug: r.slug,
    content: sanitizeRichText(r.content ?? ''),
    file: publicFileUrl(r.file),
    created_at: r.created_at.toISOString(),
  };
}

/** A published announcement by its slug, or null. */
export async function announcementBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.slug, slug), eq(announcements.is_published, PUBLISHED)))
    .limit(1);
  return row ? announcementOut(row) : null;
}

const newsDate = sql<Date>`coalesce(${news.published_at}, ${news.created_at})`;

function newsOut(r: typeof news.$inferSelect) {
  return {
    id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    description: sanitizeRichText(r.description ?? ''),
    photo_url: publicFileUrl(r.photo_url),
    published_at: (r.published_at ?? r.created_at).toISOString(),
  };
}

/** One page of published news, newest publication first. */
export async function newsPage(db: Db, q: PageQuery) {
  const where = and(
    eq(news.is_published, PUBLISHED),
    q.search
      ? or(ilike(news.title, like(q.search)), ilike(news.excerpt, like(q.search)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(newsDate), desc(news.id))
      .limit(q.perPage)
      .offset(q.page * q.perPage),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { data: rows.map(newsOut), total: Number(total?.n ?? 0) };
}

/** A published news item, or null. */
export async function newsItem(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.is_published, PUBLISHED)))
    .limit(1);
  return row ? newsOut(row) : null;
}

/** Slugs and dates of every published announcement (the sitemap). */
export async function announcementSlugs(db: Db) {
  return db
    .select({ slug: announcements.slug, updated_at: announcements.updated_at })
    .from(announcements)
    .where(eq(announcements.is_published, PUBLISHED))
    .orderBy(desc(announcements.created_at));
}
