import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { predicateFor } from '../../../../domain/indexMethod';
import { mapEmbedSrc } from '../../../../domain/mapEmbed';
import { parseYears } from '../../../../domain/scoping';
import type { Db } from '../../../platform/db/client';
import {
  albums,
  banners,
  content_categories,
  contents,
  gallery,
  m_daerah,
  profil_pemda,
  tuxe_contents,
  winner_category,
  winners,
} from '../../../platform/db/schema';
import { predicateTable } from '../../scoring/services/indexEngine';
import { sanitizeRichText } from '../../../platform/http/richText';
import { allSettings } from '../../../platform/cache/settingsCache';
import {
  CONTENT_LISTS,
  like,
  PUBLISHED,
  publicFileUrl,
  rowsOf,
  STAGES,
  type ContentList,
  type PageQuery,
  type Section,
} from './portalCommon';

/**
 * What the public portal shows (issue 26), read for the HTML pages (server/features/portal/routes/portalPages.ts)
 * and the public JSON API (server/features/portal/routes/portal.ts) alike, so both show the same items: published
 * content, announcements and news only (`is_published = 1`), a region's verified innovations
 * only, its index only for the periods the `indeks_diumumkan` setting names. Rich text leaves
 * here sanitised; files leave as public addresses (`publicFileUrl`).
 */

// The shared pieces and the announcements and news live in their own files (issue 36), exported
// here too: the routes and hooks read what the public sees from this module.
export {
  CONTENT_LISTS,
  publicFileUrl,
  SECTIONS,
  STAGES,
  type ContentList,
  type PageQuery,
  type Section,
} from './portalCommon';
export {
  announcementBySlug,
  announcementPage,
  announcementSlugs,
  newsItem,
  newsPage,
} from './portalNews';

// The answer cache lives in publicCache.ts (the index engine drops it too); re-exported here for
// the routes and hooks that read what the public sees from this module.
export { cachedPortal, forgetPortal } from '../../../platform/cache/publicCache';

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

/** Banners of the public home in their order (`urutan`, then the order they were added). */
export async function bannerList(db: Db) {
  const rows = await db.select().from(banners).orderBy(asc(banners.urutan), asc(banners.id));
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

/**
 * The government affairs (urusan pemerintahan, spec 2 `/urusan`) in their UU 23/2014 group, each
 * with the count of verified innovations naming it (registration status 1; index copies and
 * competition entries left out, as in the reports' recap). An innovation naming several affairs
 * counts under each. `tahun`: that year's innovations only; absent: every year.
 */
export async function urusanList(db: Db, tahun?: number) {
  const res = await db.execute(sql`
    with pairs as (
      select distinct i.id, trim(u) as urusan_id
      from iga2020_inovasi i
      join nomor_registrasi n on n.inovasi_id = i.id and n.status_nomor = 1,
        unnest(string_to_array(i.urusan_pemerintah_id, ',')) as u
      where i.is_index = 0 and i.lomba = 0 and trim(u) ~ '^[0-9]{1,9}$'
        ${tahun === undefined ? sql`` : sql`and i.tahun = ${tahun}`}
    )
    select g.id, g.nama, g.kelompok, count(pairs.id) as jumlah
    from iga_urusan_pemerintahan g left join pairs on pairs.urusan_id::int = g.id
    group by g.id, g.nama, g.kelompok
    order by g.kelompok nulls last, g.nama, g.id`);
  return rowsOf<{ id: number; nama: string; kelompok: string | null; jumlah: string | number }>(
    res,
  ).map((r) => ({
    id: Number(r.id),
    nama: r.nama,
    kelompok: r.kelompok,
    jumlah: Number(r.jumlah),
  }));
}

/** The years /urusan offers: the data years of the settings, newest first. */
export async function urusanYears(db: Db): Promise<number[]> {
  return parseYears((await allSettings(db)).data_tahun_all).sort((a, b) => b - a);
}
