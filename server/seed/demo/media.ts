import { eq } from 'drizzle-orm';
import {
  albums,
  announcements,
  banners,
  content_categories,
  contents,
  gallery,
  iga_penilai,
  jenis_pelatihan,
  laporan_diklat,
  news,
} from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import akunData from '../data/demo-akun.json' with { type: 'json' };
import media from '../data/demo-media.json' with { type: 'json' };
import { referensiIds } from '../referensi';
import { DEMO_USER } from '../../platform/auth/usernames';
import type { Storage } from '../../platform/storage/storage';
import { insertMissing, type Log } from '../util';
import type { DemoRefs } from './inovasi';
import { storeDownloads } from './unduhan';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A self-contained placeholder picture (SVG data URL), so demo images never point nowhere. */
export function gambar(judul: string, warna: string, w: number, h: number): string {
  const size = Math.round(Math.min(h / 9, (w * 1.7) / Math.max(judul.length, 1)));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="100%" height="100%" fill="${warna}"/>` +
    `<text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${size}" ` +
    `text-anchor="middle" dominant-baseline="middle">${esc(judul)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const WARNA = ['#0d47a1', '#1b5e20', '#4a148c', '#e65100', '#006064', '#b71c1c'];
const warna = (i: number) => WARNA[i % WARNA.length] ?? '#0d47a1';

/** What every downloadable demo file says beside its own title and description. */
const UMUM =
  'Dokumen ini disediakan sebagai contoh pada data demo Portal Indeks Inovasi Daerah. Isi ' +
  'lengkapnya mengikuti dokumen resmi yang diterbitkan kementerian.';

/**
 * News, announcements, downloadable contents, banners and photo albums, each matched by title
 * (announcements by slug). Every content item, and every announcement with an attachment, gets
 * a real PDF stored through the storage layer, so the public lists
 * (/panduan, /laporan, /dokumen, /pengumuman) have something to download.
 */
export async function seedMediaDemo(db: Db, storage: Storage, log: Log): Promise<void> {
  let n = 0;
  const berita = media.news.map((b, i) => ({
    ...b,
    photo_url: gambar(b.title, warna(i), 800, 450),
    // Published demo news carry a publication date, a day apart, newest first.
    published_at: b.is_published ? new Date(Date.now() - i * 86_400_000) : null,
  }));
  n += await insertMissing(db, news, news.title, berita, (r) => r.title);
  const haveSlug = new Set(
    (await db.select({ s: announcements.slug }).from(announcements)).map((r) => r.s),
  );
  const pengumuman = media.announcements.filter((a) => !haveSlug.has(a.slug));
  const lampiran = pengumuman.filter((a) => a.lampiran);
  const lampiranUrl = await storeDownloads(
    db,
    storage,
    lampiran.map((a) => ({ judul: a.judul, paragraf: [a.lampiran!, UMUM] })),
  );
  if (pengumuman.length > 0) {
    const slugs = await db
      .insert(announcements)
      .values(
        pengumuman.map(({ lampiran: _l, ...a }) => {
          const at = lampiran.findIndex((l) => l.slug === a.slug);
          return { ...a, file: at < 0 ? null : lampiranUrl[at]!, is_published: 1 };
        }),
      )
      .onConflictDoNothing({ target: announcements.slug })
      .returning({ id: announcements.id });
    n += slugs.length;
  }

  const cats = await db
    .select({ id: content_categories.id, slug: content_categories.slug })
    .from(content_categories);
  const haveTitle = new Set(
    (await db.select({ t: contents.title }).from(contents)).map((r) => r.t),
  );
  const isi = media.contents.flatMap(({ kategori, ...c }) => {
    const category_id = cats.find((k) => k.slug === kategori)?.id;
    return category_id === undefined || haveTitle.has(c.title)
      ? []
      : [{ category_id, ...c, is_published: 1 }];
  });
  const isiUrl = await storeDownloads(
    db,
    storage,
    isi.map((c) => ({ judul: c.title, paragraf: [c.description, UMUM] })),
  );
  if (isi.length > 0)
    await db.insert(contents).values(isi.map((c, i) => ({ ...c, file: isiUrl[i]! })));
  n += isi.length;

  const banner = media.banners.map((b, i) => ({
    judul: b.judul,
    urutan: i + 1,
    url: b.url,
    image_url: gambar(b.judul, b.warna, 1200, 400),
  }));
  n += await insertMissing(db, banners, banners.judul, banner, (r) => r.judul);

  const haveAlbum = new Set((await db.select({ k: albums.name }).from(albums)).map((r) => r.k));
  for (const [i, a] of media.albums.entries()) {
    if (haveAlbum.has(a.name)) continue;
    const [album] = await db.insert(albums).values({ name: a.name }).returning({ id: albums.id });
    if (!album) continue;
    const photos = a.foto.map((judul) => ({
      album_id: album.id,
      judul,
      thumb_url: gambar(judul, warna(i + 2), 450, 450),
      photo_url: gambar(judul, warna(i + 2), 1200, 800),
    }));
    await db.insert(gallery).values(photos);
    n += 1 + photos.length;
  }
  if (n > 0) log(`konten demo: ${n} baris berita, pengumuman, konten, banner dan album`);
}

/** An assessor record for the tim.penilai account and training reports for peserta.diklat. */
export async function seedDiklatDemo(db: Db, refs: DemoRefs): Promise<void> {
  const namaOf = (username: string) =>
    akunData.akun.find((a) => a.role === username)?.nama ?? username;
  const penilai = refs.akun.get(DEMO_USER.timPenilai);
  if (penilai !== undefined) {
    const [has] = await db
      .select({ id: iga_penilai.id })
      .from(iga_penilai)
      .where(eq(iga_penilai.usr_asn_id, penilai));
    if (!has) {
      const instansi = akunData.penilai_instansi;
      await db
        .insert(iga_penilai)
        .values({ usr_asn_id: penilai, nama: namaOf(DEMO_USER.timPenilai), instansi });
    }
  }
  const peserta = refs.akun.get(DEMO_USER.pesertaDiklat);
  const kota = refs.daerah.find((d) => d.kode === akunData.kode_kota);
  if (peserta === undefined || !kota) return;
  const { urusan } = await referensiIds(db);
  const jenis = await db
    .select({ id: jenis_pelatihan.id, name: jenis_pelatihan.name })
    .from(jenis_pelatihan);
  const rows = media.laporan_diklat.map((l, i) => ({
    nama_peserta: namaOf(DEMO_USER.pesertaDiklat),
    nip: l.nip,
    jabatan: l.jabatan,
    instansi: `Pemerintah ${kota.nama}`,
    profil_id: kota.profil_id,
    nomor_sertifikat_pelatihan: `DEMO/${2025 + i}/${String(101 + i).padStart(4, '0')}`,
    jenis_pelatihan_id: jenis.find((j) => j.name === l.pelatihan)?.id ?? null,
    judul_proyek: l.judul_proyek,
    urusan_pemerintah_id: String(urusan.get(l.urusan) ?? ''),
    nama_mentor: l.mentor,
    executive_summary:
      `Proyek perubahan "${l.judul_proyek}" disusun dalam ${l.pelatihan} untuk ` +
      `memperbaiki layanan di lingkungan Pemerintah ${kota.nama}.`,
    user_id: peserta,
  }));
  await insertMissing(
    db,
    laporan_diklat,
    laporan_diklat.judul_proyek,
    rows,
    (r) => r.judul_proyek ?? '',
  );
}
