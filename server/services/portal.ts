import { countCache } from '../cacheStats';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { predicateFor } from '../../domain/indexMethod';
import { mapEmbedSrc } from '../../domain/mapEmbed';
import { mediaIdOf } from '../../domain/media';
import { parseYears } from '../../domain/scoping';
import type { Db } from '../db/client';
import {
  albums,
  announcements,
  banners,
  content_categories,
  contents,
  gallery,
  m_daerah,
  news,
  profil_pemda,
  tuxe_contents,
  winner_category,
  winners,
} from '../db/schema';
import { predicateTable } from './indexEngine';
import { sanitizeRichText } from './richText';
import { allSettings } from './settingsCache';

/**
 * What the public portal shows (issue 26), read for the HTML pages (server/routes/portalPages.ts)
 * and the public JSON API (server/routes/portal.ts) alike, so both show the same items: published
 * content, announcements and news only (`is_published = 1`), a region's verified innovations
 * only, its index only for the periods the `indeks_diumumkan` setting names. Rich text leaves
 * here sanitised; files leave as public addresses (`publicFileUrl`).
 */

const PUBLISHED = 1;

/** Stages of spec 4 by inovasi_status. */
export const STAGES = ['Inisiatif', 'Uji Coba', 'Penerapan'] as const;

/** The four public content lists and the category slug each reads (content_categories.slug). */
export const CONTENT_LISTS = {
  panduan: 'panduan',
  'laporan-tahunan': 'laporan-tahunan',
  dokumen: 'dokumen',
} as const;
export type ContentList = keyof typeof CONTENT_LISTS;

/** Site sections of tuxe_contents (spec 2 "Configuration and content"). */
export const SECTIONS = ['about-us', 'profil', 'faq'] as const;
export type Section = (typeof SECTIONS)[number];

export interface PageQuery {
  page: number;
  perPage: number;
  search?: string;
}

/** Where the public reads a stored file: uploads through the portal's file route, others as-is. */
export function publicFileUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const id = mediaIdOf(value);
  if (id !== null) return `/api/portal/berkas/${id}`;
  // Demo pictures are data URLs; any other address must be a plain web address.
  if (/^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------------------------------------
// A short-lived cache of public answers, per database: the pages are read far more than the
// content changes. A content write drops it at once (forgetPortal, from the resources' hooks);
// figures that change elsewhere (an index refresh, a verification) show within TTL_MS.

const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;
const caches = new WeakMap<Db, Map<string, { at: number; value: unknown }>>();

export async function cachedPortal<T>(db: Db, key: string, build: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  const fresh = !!hit && Date.now() - hit.at < TTL_MS;
  countCache('portal', fresh);
  if (fresh && hit) return hit.value as T;
  const value = await build();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** Drops every cached public answer of this database (after a write of what they show). */
export const forgetPortal = (db: Db) => caches.delete(db);

// ---------------------------------------------------------------------------------------------

/** One page of a content list's published items, newest first, searched in title/description. */
export async function contentPage(db: Db, list: ContentList, q: PageQuery) {
  const where = and(
    eq(content_categories.slug, CONTENT_LISTS[list]),
    eq(contents.is_published, PUBLISHED),
    q.search
      ? or(ilike(contents.title, like(q.search)), ilike(contents.description, like(q.search)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contents.id,
        title: contents.title,
        description: contents.description,
        file: contents.file,
        created_at: contents.created_at,
      })
      .from(contents)
      .innerJoin(content_categories, eq(content_categories.id, contents.category_id))
      .where(where)
      .orderBy(desc(contents.created_at), desc(contents.id))
      .limit(q.perPage)
      .offset(q.page * q.perPage),
    db
      .select({ n: count() })
      .from(contents)
      .innerJoin(content_categories, eq(content_categories.id, contents.category_id))
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      file: publicFileUrl(r.file),
      created_at: r.created_at.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}

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

/** The albums with their photos, newest album first. */
export async function albumList(db: Db) {
  const [rows, photos] = await Promise.all([
    db.select().from(albums).orderBy(desc(albums.created_at), desc(albums.id)),
    db.select().from(gallery).orderBy(asc(gallery.album_id), asc(gallery.id)),
  ]);
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    foto: photos
      .filter((p) => p.album_id === a.id)
      .map((p) => ({
        id: p.id,
        judul: p.judul,
        thumb_url: publicFileUrl(p.thumb_url ?? p.photo_url),
        photo_url: publicFileUrl(p.photo_url ?? p.thumb_url),
      })),
  }));
}

/** Banners of the public home, in the order they were added. */
export async function bannerList(db: Db) {
  const rows = await db.select().from(banners).orderBy(asc(banners.id));
  return rows.map((b) => ({
    id: b.id,
    judul: b.judul,
    url: b.url && /^(?:\/(?!\/)|https?:\/\/)/i.test(b.url) ? b.url : null,
    image_url: publicFileUrl(b.image_url),
  }));
}

/** Award winners, newest year first, then category and place. */
export async function winnerList(db: Db, profilId?: number) {
  const rows = await db
    .select({
      id: winners.id,
      tahun: winners.tahun,
      urutan: winners.urutan,
      kategori: winner_category.name,
      profil_id: winners.profil_id,
      nama_daerah: profil_pemda.nama,
    })
    .from(winners)
    .innerJoin(winner_category, eq(winner_category.id, winners.category_id))
    .innerJoin(profil_pemda, eq(profil_pemda.id, winners.profil_id))
    .where(profilId === undefined ? undefined : eq(winners.profil_id, profilId))
    .orderBy(desc(winners.tahun), asc(winner_category.name), asc(winners.urutan), asc(winners.id));
  return rows;
}

/** The site sections (about-us, profil, faq), one section or all, sanitised. */
export async function sectionList(db: Db, section?: Section) {
  const rows = await db
    .select()
    .from(tuxe_contents)
    .where(section ? eq(tuxe_contents.section, section) : undefined)
    .orderBy(asc(tuxe_contents.section), asc(tuxe_contents.id));
  return rows.map((r) => ({
    id: r.id,
    judul: r.judul,
    slug: r.slug,
    section: r.section,
    content: sanitizeRichText(r.content ?? ''),
  }));
}

/** The periods whose index is public (setting `indeks_diumumkan`), ascending. */
export async function publishedYears(db: Db): Promise<number[]> {
  return parseYears((await allSettings(db)).indeks_diumumkan).sort((a, b) => a - b);
}

/** The periods a region page lists: the data years and the published ones. */
async function periodYears(db: Db): Promise<number[]> {
  const s = await allSettings(db);
  const years = new Set([...parseYears(s.data_tahun_all), ...parseYears(s.indeks_diumumkan)]);
  return [...years].sort((a, b) => a - b);
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * A region's public page: its profile facts, its index per period (published periods only:
 * index, predicate, rank among every region with an index; the others `diumumkan: false` and
 * no figure), its verified innovations (registration status 1, not the index copies) with stage
 * and theme, and its awards. Null when the profile does not exist.
 */
export async function regionLanding(db: Db, profilId: number) {
  const [profile] = await db
    .select({
      id: profil_pemda.id,
      nama: profil_pemda.nama,
      alamat: profil_pemda.alamat,
      email: profil_pemda.email,
      no_telp: profil_pemda.no_telp,
      logo_url: profil_pemda.logo_url,
      map_embed: profil_pemda.map_embed,
      kode: m_daerah.kode,
      nama_daerah: m_daerah.nama,
      jenis: m_daerah.jenis,
    })
    .from(profil_pemda)
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(eq(profil_pemda.id, profilId))
    .limit(1);
  if (!profile) return null;
  const [years, published, table] = await Promise.all([
    periodYears(db),
    publishedYears(db),
    predicateTable(db),
  ]);
  const shown = published.length ? published : [-1];
  const [scores, innovations, awards] = await Promise.all([
    db.execute(sql`
      select tahun, indeks, predikat, peringkat, jumlah from (
        select s.profil_id, s.tahun, s.indeks::float8 as indeks, s.predikat,
          case when s.indeks > 0
            then rank() over (partition by s.tahun order by s.indeks desc) end as peringkat,
          count(*) filter (where s.indeks > 0) over (partition by s.tahun) as jumlah
        from skor_indeks s
        where s.tahun in (${sql.join(
          shown.map((y) => sql`${y}`),
          sql`, `,
        )})
      ) r where r.profil_id = ${profilId}`),
    db.execute(sql`
      select i.id, i.nama, i.tahun, i.inovasi_status, i.jenis_inovasi, t.nama as tema
      from iga2020_inovasi i
      join nomor_registrasi n on n.inovasi_id = i.id and n.status_nomor = 1
      left join iga2020_tematik t on t.id = i.is_covid
      where i.profil_id = ${profilId} and i.is_index = 0
      order by i.tahun desc, i.nama asc, i.id asc`),
    winnerList(db, profilId),
  ]);
  const byYear = new Map(
    rowsOf<{
      tahun: number;
      indeks: number;
      predikat: string | null;
      peringkat: string | number | null;
      jumlah: string | number;
    }>(scores).map((r) => [Number(r.tahun), r]),
  );
  const allYears = [...new Set([...years, ...byYear.keys()])].sort((a, b) => a - b);
  const indeks = allYears.map((tahun) => {
    if (!published.includes(tahun))
      return { tahun, diumumkan: false as const, indeks: null, predikat: null, peringkat: null };
    const r = byYear.get(tahun);
    const value = r ? Number(r.indeks) : 0;
    return {
      tahun,
      diumumkan: true as const,
      indeks: value,
      predikat: r?.predikat ?? predicateFor('daftar', value, table, tahun)?.predikat ?? null,
      peringkat: r?.peringkat === null || r?.peringkat === undefined ? null : Number(r.peringkat),
      jumlah_daerah: r ? Number(r.jumlah) : null,
    };
  });
  return {
    profil: {
      id: profile.id,
      nama: profile.nama,
      kode: profile.kode,
      nama_daerah: profile.nama_daerah,
      jenis: profile.jenis,
      alamat: profile.alamat,
      email: profile.email,
      no_telp: profile.no_telp,
      logo_url: publicFileUrl(profile.logo_url),
      // Only the stored map's src, and only an allow-listed map provider's (domain/mapEmbed.ts).
      map_src: profile.map_embed ? mapEmbedSrc(profile.map_embed) : null,
    },
    indeks,
    inovasi: rowsOf<{
      id: number;
      nama: string;
      tahun: number;
      inovasi_status: number;
      jenis_inovasi: string | null;
      tema: string | null;
    }>(innovations).map((r) => ({ ...r, tahap: STAGES[r.inovasi_status] ?? STAGES[0]! })),
    penghargaan: awards.map((a) => ({ tahun: a.tahun, kategori: a.kategori, urutan: a.urutan })),
  };
}
export type RegionLanding = NonNullable<Awaited<ReturnType<typeof regionLanding>>>;

/** Every region profile (id, name) for the sitemap and the region index, by name. */
export async function regionList(db: Db) {
  return db
    .select({ id: profil_pemda.id, nama: profil_pemda.nama, updated_at: profil_pemda.updated_at })
    .from(profil_pemda)
    .orderBy(asc(profil_pemda.nama), asc(profil_pemda.id));
}

/** Slugs and dates of every published announcement (the sitemap). */
export async function announcementSlugs(db: Db) {
  return db
    .select({ slug: announcements.slug, updated_at: announcements.updated_at })
    .from(announcements)
    .where(eq(announcements.is_published, PUBLISHED))
    .orderBy(desc(announcements.created_at));
}

/**
 * Whether a media file may be read by anyone: a published content, announcement or news item,
 * a photo, a banner or a region's logo names it (never a draft's file, never a region's
 * documents).
 */
export async function isPublicFile(db: Db, url: string): Promise<boolean> {
  const checks: SQL[] = [
    sql`select 1 from contents where file = ${url} and is_published = 1`,
    sql`select 1 from announcements where file = ${url} and is_published = 1`,
    sql`select 1 from news where photo_url = ${url} and is_published = 1`,
    sql`select 1 from gallery where thumb_url = ${url} or photo_url = ${url}`,
    sql`select 1 from banners where image_url = ${url}`,
    sql`select 1 from profil_pemda where logo_url = ${url}`,
  ];
  const res = await db.execute(sql`select exists(${sql.join(checks, sql` union all `)}) as hit`);
  return rowsOf<{ hit: boolean }>(res)[0]?.hit === true;
}
