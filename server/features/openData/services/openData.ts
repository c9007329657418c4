import { sql } from 'drizzle-orm';
import { predicate } from '../../../../domain/indexMethod';
import type { Db } from '../../../platform/db/client';
import { fail, message } from '../../../platform/http/http';
import { indexStamp } from '../../../platform/cache/dashboardCache';
import { bandsOfYear } from '../../scoring/services/indexEngine';
import { publishedYears, regionLanding, STAGES } from '../../portal/services/portal';
import { allSettings } from '../../../platform/cache/settingsCache';

/**
 * What the open data API answers (issue 26 item 4): the published index of every region, the
 * verified innovations, one region, and the figures of its badge. Only what the public portal
 * shows (server/features/portal/services/portal.ts): index periods named by `indeks_diumumkan`, innovations
 * with a verified registration (status 1) that are not the index copies.
 *
 * The index rows are ranked exactly as GET /api/ranking-index ranks them (every region profile,
 * a region without a result as 0, ties share a rank, 0 has none; predicate stored or of the
 * year's `daftar` bands), so the open data and the console agree figure for figure.
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export interface IndexRow {
  kode: string;
  profil_id: number;
  nama_daerah: string;
  jenis: string;
  klaster: string | null;
  indeks: number;
  predikat: string | null;
  peringkat: number | null;
}

/** The year an index call is for: the one asked (it must be published), else the latest. */
export async function publishedYear(db: Db, tahun: number | undefined): Promise<number> {
  const years = await publishedYears(db);
  if (tahun === undefined) {
    const latest = years[years.length - 1];
    if (latest === undefined) throw fail(404, message('openDataNothingPublished'));
    return latest;
  }
  if (!years.includes(tahun)) throw fail(404, message('openDataNotPublished', { tahun }));
  return tahun;
}

/** Every region's published index of a year, in ranking order. */
export async function indexRows(db: Db, tahun: number): Promise<IndexRow[]> {
  const [res, bands] = await Promise.all([
    db.execute(sql`
      select d.kode, p.id as profil_id, p.nama as nama_daerah, d.jenis,
        (select k.klaster from iga_klaster_daerah kd join iga_klaster k on k.id = kd.iga_klaster_id
          where kd.iga_daerah_id = d.id order by k.id limit 1) as klaster,
        coalesce(s.indeks, 0)::float8 as indeks, s.predikat,
        case when coalesce(s.indeks, 0) > 0
          then rank() over (order by coalesce(s.indeks, 0) desc) end as peringkat
      from profil_pemda p
      join m_daerah d on d.id = p.m_daerah_id
      left join skor_indeks s on s.profil_id = p.id and s.tahun = ${tahun}
      order by coalesce(s.indeks, 0) desc, p.nama asc, p.id asc`),
    bandsOfYear(db, tahun),
  ]);
  return rowsOf<Record<string, unknown>>(res).map((r) => {
    const indeks = num(r.indeks);
    return {
      kode: String(r.kode),
      profil_id: Number(r.profil_id),
      nama_daerah: String(r.nama_daerah),
      jenis: String(r.jenis),
      klaster: (r.klaster as string | null) ?? null,
      indeks,
      predikat: (r.predikat as string | null) ?? predicate(indeks, bands)?.predikat ?? null,
      peringkat: r.peringkat === null || r.peringkat === undefined ? null : Number(r.peringkat),
    };
  });
}

export interface InnovationRow {
  id: number;
  nama: string;
  tahun: number;
  tahap: string;
  profil_id: number;
  kode: string;
  nama_daerah: string;
  jenis_inovasi: string | null;
  klasifikasi_inovasi: string | null;
  inisiator: string | null;
  bentuk: string | null;
  tema: string | null;
  urusan: string[];
}

export interface InnovationQuery {
  tahun?: number;
  profilId?: number;
  page: number;
  /** null: every row (the CSV). */
  perPage: number | null;
}

/**
 * Verified innovations (registration status 1, not index copies), newest year first, by name:
 * the fields the public portal may show. Never the narratives, files, people's names or the
 * location.
 */
export async function innovationRows(
  db: Db,
  q: InnovationQuery,
): Promise<{ data: InnovationRow[]; total: number }> {
  const where = sql`i.is_index = 0
    ${q.tahun !== undefined ? sql`and i.tahun = ${q.tahun}` : sql``}
    ${q.profilId !== undefined ? sql`and i.profil_id = ${q.profilId}` : sql``}`;
  const from = sql`from iga2020_inovasi i
    join nomor_registrasi n on n.inovasi_id = i.id and n.status_nomor = 1`;
  const [res, totalRes] = await Promise.all([
    db.execute(sql`
      select i.id, i.nama, i.tahun, i.inovasi_status, i.profil_id, d.kode, p.nama as nama_daerah,
        i.jenis_inovasi, i.klasifikasi_inovasi, i.inisiator, b.nama as bentuk, t.nama as tema,
        coalesce((select array_agg(u.nama order by u.id) from iga_urusan_pemerintahan u
          where u.id::text = any(string_to_array(replace(coalesce(i.urusan_pemerintah_id, ''), ' ', ''), ','))
        ), '{}') as urusan
      ${from}
      join profil_pemda p on p.id = i.profil_id
      join m_daerah d on d.id = p.m_daerah_id
      left join iga2020_bentuk_inovasi b on b.id = i.bentuk_inovasi
      left join iga2020_tematik t on t.id = i.is_covid
      where ${where}
      order by i.tahun desc, i.nama asc, i.id asc
      ${q.perPage === null ? sql`` : sql`limit ${q.perPage} offset ${q.page * q.perPage}`}`),
    db.execute(sql`select count(*) as n ${from} where ${where}`),
  ]);
  const data = rowsOf<Record<string, unknown>>(res).map((r) => ({
    id: Number(r.id),
    nama: String(r.nama),
    tahun: Number(r.tahun),
    tahap: STAGES[Number(r.inovasi_status)] ?? STAGES[0]!,
    profil_id: Number(r.profil_id),
    kode: String(r.kode),
    nama_daerah: String(r.nama_daerah),
    jenis_inovasi: (r.jenis_inovasi as string | null) ?? null,
    klasifikasi_inovasi: (r.klasifikasi_inovasi as string | null) ?? null,
    inisiator: (r.inisiator as string | null) ?? null,
    bentuk: (r.bentuk as string | null) ?? null,
    tema: (r.tema as string | null) ?? null,
    urusan: parseArray(r.urusan),
  }));
  return { data, total: num(rowsOf<{ n: unknown }>(totalRes)[0]?.n) };
}

/** A text[] as node-postgres (an array) or PGlite (an array, or `{a,b}` text) gives it. */
function parseArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v !== 'string' || v === '{}') return [];
  return v
    .slice(1, -1)
    .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map((s) => s.replace(/^"|"$/g, '').replace(/\\"/g, '"'));
}

/** The profile id of a region code (m_daerah.kode), or null. */
async function profileOf(db: Db, kode: string): Promise<number | null> {
  const res = await db.execute(sql`
    select p.id from profil_pemda p join m_daerah d on d.id = p.m_daerah_id
    where d.kode = ${kode} limit 1`);
  const id = rowsOf<{ id: number }>(res)[0]?.id;
  return id === undefined ? null : Number(id);
}

/** One region as its public page shows it (services/portal.ts regionLanding), by code. */
export async function regionByCode(db: Db, kode: string) {
  const id = await profileOf(db, kode);
  return id === null ? null : regionLanding(db, id);
}

/** What a region's badge says: its latest published index (or the year asked), or none. */
export async function badgeFigures(db: Db, kode: string, tahun?: number) {
  const region = await regionByCode(db, kode);
  if (!region) return null;
  const published = region.indeks.filter((r) => r.diumumkan);
  const row =
    tahun === undefined
      ? published[published.length - 1]
      : published.find((r) => r.tahun === tahun);
  // The predicate's place among its year's bands (0 the best) picks the badge's colour.
  const bands = row ? await bandsOfYear(db, row.tahun) : [];
  const band = bands.findIndex((b) => b.predikat === row?.predikat);
  return {
    nama: region.profil.nama,
    tahun: row?.tahun ?? tahun ?? null,
    indeks: row ? (row.indeks ?? 0) : null,
    predikat: row?.predikat ?? null,
    tingkat: band < 0 ? null : band,
  };
}

const BADGE_COLOURS = ['#1b5e20', '#0d47a1', '#8a5300', '#b71c1c'];
const BADGE_NONE = '#616161';

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Width of a text at 11 px Verdana, roughly (the text is also fitted with textLength). */
const textWidth = (s: string) => Math.round([...s].length * 6.6 + 12);

const INDONESIAN_NUMBER = new Intl.NumberFormat('id-ID', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An embeddable badge (shields style) of a region's index and predicate: "Indeks Inovasi 2025 |
 * 61,23 · Sangat Inovatif", coloured by the predicate's band. No script, no outside reference;
 * every text escaped.
 */
export function badgeSvg(f: {
  tahun: number | null;
  indeks: number | null;
  predikat: string | null;
  tingkat: number | null;
  nama: string;
}): string {
  const left = f.tahun === null ? 'Indeks Inovasi' : `Indeks Inovasi ${f.tahun}`;
  const right =
    f.indeks === null
      ? 'belum diumumkan'
      : `${INDONESIAN_NUMBER.format(f.indeks)}${f.predikat ? ` · ${f.predikat}` : ''}`;
  const colour =
    f.indeks === null || f.tingkat === null
      ? BADGE_NONE
      : (BADGE_COLOURS[Math.min(f.tingkat, BADGE_COLOURS.length - 1)] ?? BADGE_NONE);
  const lw = textWidth(left);
  const rw = textWidth(right);
  const w = lw + rw;
  const label = `${f.nama}: ${left}: ${right}`;
  const text = (x: number, width: number, s: string) =>
    `<text x="${x}" y="14" textLength="${width - 12}" lengthAdjust="spacingAndGlyphs">${escapeXml(s)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" viewBox="0 0 ${w} 20" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>` +
    `<clipPath id="r"><rect width="${w}" height="20" rx="3"/></clipPath>` +
    `<g clip-path="url(#r)"><rect width="${lw}" height="20" fill="#37474f"/><rect x="${lw}" width="${rw}" height="20" fill="${colour}"/></g>` +
    `<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11">` +
    text(6, lw, left) +
    text(lw + 6, rw, right) +
    `</g></svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// The answers' cache. An answer is kept with the stamp of what it shows and made again when the
// stamp moves: the index results of its year (a recount or any index refresh rewrites them, see
// dashboardCache.indexStamp), the published periods and the predicate bands (settings, dropped
// on every node at a settings write), the verified registrations. The stamps are read from the
// database, so every API node sees a change at once without messages. Past TTL_MS an answer is
// made again anyway, for what no stamp follows (a region's name, an innovation's fields).

const TTL_MS = 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  stamp: string;
  at: number;
  value: Promise<unknown>;
}
const caches = new WeakMap<Db, Map<string, Entry>>();

/** What the index answers depend on besides the results: published years and the bands. */
async function settingsStamp(db: Db) {
  const s = await allSettings(db);
  return `${s.indeks_diumumkan ?? ''}|${s.predikat_bands ?? ''}`;
}

/** The stamp of an index answer of a year (null: every year, the region answers). */
export async function indexAnswerStamp(db: Db, tahun: number | null) {
  const [settings, results] = await Promise.all([settingsStamp(db), indexStamp(db, tahun)]);
  return `${settings}#${results}`;
}

/** The stamp of the verified innovations: every verification writes a registration row. */
export async function innovationStamp(db: Db) {
  const res = await db.execute(
    sql`select count(*) filter (where status_nomor = 1) as n, max(updated_at) as at from nomor_registrasi`,
  );
  const row = rowsOf<{ n: unknown; at: unknown }>(res)[0];
  const at = row?.at instanceof Date ? row.at.toISOString() : String(row?.at ?? '');
  return `${num(row?.n)}|${at}`;
}

/**
 * The cached answer of `key` while its stamp holds and it is younger than TTL_MS, else a new
 * one from `build`; callers arriving while it is made wait for the same one.
 */
export async function cachedOpen<T>(
  db: Db,
  key: string,
  stamp: string,
  build: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = build();
  cache.delete(key);
  cache.set(key, { stamp, at: Date.now(), value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/**
 * How many regions hold each predicate of the year's list bands (highest first, a band nobody
 * holds as 0), and any predicate stored outside those bands after them: the counts above the
 * index table of /data.
 */
export async function predicateCounts(
  db: Db,
  tahun: number,
  rows: Pick<IndexRow, 'predikat'>[],
): Promise<{ predikat: string; jumlah: number }[]> {
  const counts = new Map<string, number>();
  for (const b of await bandsOfYear(db, tahun)) counts.set(b.predikat, 0);
  for (const r of rows) {
    const p = r.predikat ?? 'Tanpa predikat';
    counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return [...counts].map(([predikat, jumlah]) => ({ predikat, jumlah }));
}
