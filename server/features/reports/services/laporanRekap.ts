import { sql } from 'drizzle-orm';
import { laporanId } from '../../../../i18n/id/laporan';
import type { Db } from '../../../platform/db/client';
import { fail, MESSAGES } from '../../../platform/http/http';
import { predicateTable } from '../../scoring/services/indexEngine';
import {
  byName,
  cachedReport,
  type ReadBy,
  num,
  POPULATION,
  regionScores,
  reportPredicate,
  rowsOf,
  summaryOf,
  type Sumber,
} from './laporan';
import type { ReportTable } from './laporanExport';

/**
 * The recaps beside the average-index reports (spec 2, issue 24): the national table per
 * province, one province's regions by kind, one region's OPDs; each also as a table for the
 * exports.
 */

const L = laporanId.laporan;

/** A recap row of the average index: a group of regions, its mean over those with data and tabs. */
const groupRow = (rows: readonly { overall_score: number; tab: number }[]) => summaryOf(rows);

async function scoredRegions(
  db: Db,
  tahun: number,
  sumber: Sumber,
  f: { propinsi_id?: number } = {},
) {
  const [table, regions] = await Promise.all([
    predicateTable(db),
    regionScores(db, tahun, POPULATION.nasional, f),
  ]);
  const pred = reportPredicate(table, tahun);
  return regions.map((r) => {
    const overall_score = sumber === 'mandiri' ? r.indeks : r.indeks_verifikasi;
    return { ...r, overall_score, tab: pred(overall_score).tab };
  });
}

/**
 * `GET /indeks/average/nasional/rekap`: the national table per province, each with its regions
 * (the province's own government, its districts and cities), their mean over those with data and
 * the count per tab; by province name.
 */
export const nationalRecap = (db: Db, tahun: number, sumber: Sumber, by: ReadBy | null = null) =>
  cachedReport(
    db,
    `rekap-nasional:${sumber}`,
    tahun,
    () => computeNationalRecap(db, tahun, sumber),
    by,
  );

async function computeNationalRecap(db: Db, tahun: number, sumber: Sumber) {
  const regions = await scoredRegions(db, tahun, sumber);
  const groups = new Map<number, typeof regions>();
  for (const r of regions) groups.set(r.propinsi_id, [...(groups.get(r.propinsi_id) ?? []), r]);
  return [...groups.values()]
    .map((members) => ({
      propinsi_id: members[0]!.propinsi_id,
      nama: members[0]!.propinsi,
      ...groupRow(members),
    }))
    .sort(byName);
}

/** The groups of a province's recap, in order. */
const PROVINCE_GROUPS = ['provinsi', 'kabupaten', 'kota'] as const;

/**
 * `GET /indeks/average/propinsi/{id}/rekap`: one province's regions in the national recap's
 * shape, one row per kind (its own government, its districts, its cities). 404 when `id` is
 * not a province.
 */
export const provinceRecap = (
  db: Db,
  propinsiId: number,
  tahun: number,
  sumber: Sumber,
  by: ReadBy | null = null,
) =>
  cachedReport(
    db,
    `rekap-propinsi:${propinsiId}:${sumber}`,
    tahun,
    () => computeProvinceRecap(db, propinsiId, tahun, sumber),
    by,
  );

async function computeProvinceRecap(db: Db, propinsiId: number, tahun: number, sumber: Sumber) {
  const res = await db.execute(
    sql`select nama from m_daerah where id = ${propinsiId} and tingkat = 1`,
  );
  const [province] = rowsOf<{ nama: string }>(res);
  if (!province) throw fail(404, MESSAGES.notFound);
  const regions = await scoredRegions(db, tahun, sumber, { propinsi_id: propinsiId });
  return PROVINCE_GROUPS.map((jenis) => ({
    propinsi_id: propinsiId,
    nama: province.nama,
    jenis,
    ...groupRow(regions.filter((r) => r.jenis === jenis)),
  }));
}

/**
 * `GET /indeks/average/opd/{profilId}/rekap`: the region's OPDs with their innovations of the
 * year (index copies excluded): sent (a registration record, status 0 or more), verified
 * (status 1: terverifikasi or diterima) and the mean of the sent ones' innovation points (the
 * sum of their indicator points), by name. 404 for an unknown region.
 */
export const opdRecap = (db: Db, profilId: number, tahun: number, by: ReadBy | null = null) =>
  cachedReport(db, `rekap-opd:${profilId}`, tahun, () => computeOpdRecap(db, profilId, tahun), by);

async function computeOpdRecap(db: Db, profilId: number, tahun: number) {
  const found = rowsOf(await db.execute(sql`select 1 from profil_pemda where id = ${profilId}`));
  if (!found.length) throw fail(404, MESSAGES.notFound);
  const res = await db.execute(sql`
    select o.id as opd_id, o.nama,
      count(r.id) filter (where r.status_nomor >= 0) as dikirim,
      count(r.id) filter (where r.status_nomor = 1) as terverifikasi,
      round(avg(pts.s) filter (where r.status_nomor >= 0), 2) as rata_rata_poin
    from opd_perangkat o
    join profil_pemda p on p.m_daerah_id = o.m_daerah_id and p.id = ${profilId}
    left join iga2020_inovasi i on i.opd_perangkat_id = o.id and i.profil_id = p.id
      and i.tahun = ${tahun} and i.is_index = 0 and i.lomba = 0
    left join nomor_registrasi r on r.inovasi_id = i.id
    left join lateral (
      select coalesce(sum(j.skor), 0) as s from indikator_jawaban j
      where j.inovasi_id = i.id and j.unit = 'inovasi' and j.tahun = i.tahun
    ) pts on i.id is not null
    group by o.id, o.nama
    order by o.nama, o.id`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    opd_id: Number(r.opd_id),
    nama: String(r.nama),
    dikirim: num(r.dikirim),
    terverifikasi: num(r.terverifikasi),
    rata_rata_poin: num(r.rata_rata_poin),
  }));
}

const TAB_KEYS = ['0', '1', '2', '3'] as const;
const tabColumns = () =>
  TAB_KEYS.map((k) => ({ head: L.tabs[k], width: 90, kind: 'count' as const }));
const sumberWords = (sumber: Sumber) =>
  `${L.sumber}: ${sumber === 'mandiri' ? L.sumber_mandiri : L.sumber_verifikasi}`;

/** The national recap per province as a table for the exports. */
export async function nationalRecapTable(
  db: Db,
  tahun: number,
  sumber: Sumber,
): Promise<ReportTable & { file: string }> {
  const rows = await nationalRecap(db, tahun, sumber);
  const title = L.rekap_nasional;
  const c = L.columns;
  return {
    title,
    file: `${title} ${tahun}`,
    filters: [`${L.tahun} ${tahun}`, sumberWords(sumber)].join(' · '),
    notes: [L.catatan_rekap],
    columns: [
      { head: c.propinsi, width: 220, kind: 'text' },
      { head: c.jumlah_daerah, width: 90, kind: 'count' },
      { head: c.rata_rata, width: 90, kind: 'score' },
      { head: c.jumlah_berdata, width: 90, kind: 'count' },
      ...tabColumns(),
    ],
    rows: rows.map((r) => [
      r.nama,
      r.jumlah_daerah,
      r.rata_rata,
      r.jumlah_berdata,
      ...TAB_KEYS.map((k) => r.per_tab[k]),
    ]),
  };
}

/** One province's recap (its own government, districts, cities) as a table for the exports. */
export async function provinceRecapTable(
  db: Db,
  propinsiId: number,
  tahun: number,
  sumber: Sumber,
): Promise<ReportTable & { file: string }> {
  const rows = await provinceRecap(db, propinsiId, tahun, sumber);
  const province = rows[0]?.nama ?? String(propinsiId);
  const title = `${L.rekap_propinsi} ${province}`;
  const c = L.columns;
  return {
    title,
    file: `${title} ${tahun}`,
    filters: [`${L.tahun} ${tahun}`, sumberWords(sumber)].join(' · '),
    notes: [L.catatan_rekap],
    columns: [
      { head: c.jenis_daerah, width: 220, kind: 'text' },
      { head: c.jumlah_daerah, width: 90, kind: 'count' },
      { head: c.rata_rata, width: 90, kind: 'score' },
      { head: c.jumlah_berdata, width: 90, kind: 'count' },
      ...tabColumns(),
    ],
    rows: rows.map((r) => [
      L.jenis_daerah[r.jenis],
      r.jumlah_daerah,
      r.rata_rata,
      r.jumlah_berdata,
      ...TAB_KEYS.map((k) => r.per_tab[k]),
    ]),
  };
}

/** A region's OPD recap as a table for the exports. */
export async function opdRecapTable(
  db: Db,
  profilId: number,
  tahun: number,
): Promise<ReportTable & { file: string }> {
  const rows = await opdRecap(db, profilId, tahun);
  const [region] = rowsOf<{ nama: string }>(
    await db.execute(sql`select nama from profil_pemda where id = ${profilId}`),
  );
  const title = `${L.rekap_opd} ${region?.nama ?? profilId}`;
  const c = L.columns;
  return {
    title,
    file: `${title} ${tahun}`,
    filters: `${L.tahun} ${tahun}`,
    notes: [L.catatan_rekap_opd],
    columns: [
      { head: c.opd, width: 260, kind: 'text' },
      { head: c.dikirim, width: 90, kind: 'count' },
      { head: c.terverifikasi, width: 90, kind: 'count' },
      { head: c.rata_rata_poin, width: 110, kind: 'score' },
    ],
    rows: rows.map((r) => [r.nama, r.dikirim, r.terverifikasi, r.rata_rata_poin]),
  };
}
