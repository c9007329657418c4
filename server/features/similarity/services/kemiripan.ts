import { sql } from 'drizzle-orm';
import { COMPARED_FIELDS, roundScore, type ComparedField } from '../../../../domain/similarity';
import type { Db } from '../../../platform/db/client';
import { message } from '../../../platform/http/http';

/** One stored pair of an innovation with the other innovation's facts (services below). */
export interface PairRow {
  jenis: 'teks' | 'identik' | 'mirip';
  skor: number;
  dokumen_id: number | null;
  nama_berkas: string | null;
  lawan_id: number;
  profil_id: number;
  nama_daerah: string;
  nama_inovasi: string;
  tahun: number;
  m_daerah_id: number;
  /** The other innovation was never sent, or was withdrawn (workflow state `draf`). */
  draf: boolean;
}

const rowsOf = <T>(res: unknown): T[] =>
  Array.isArray(res) ? (res as T[]) : (res as { rows: T[] }).rows;

/**
 * The stored pairs of innovations, strongest first, each with the other innovation, its region
 * and whether it was sent: one statement over the pair index (kemiripan_inovasi_idx).
 */
export async function pairsOf(
  db: Db,
  inovasiIds: readonly number[],
): Promise<(PairRow & { inovasi_id: number })[]> {
  if (inovasiIds.length === 0) return [];
  const res = await db.execute(sql`
    select k.inovasi_id, k.jenis, k.skor, k.dokumen_id,
      coalesce(d.nama, d.file_name) as nama_berkas,
      o.id as lawan_id, o.profil_id, p.nama as nama_daerah, o.nama as nama_inovasi, o.tahun,
      p.m_daerah_id, coalesce(r.status_nomor, -1) < 0 as draf
    from kemiripan k
    inner join iga2020_inovasi o on o.id = k.lawan_id
    inner join profil_pemda p on p.id = o.profil_id
    left join nomor_registrasi r on r.inovasi_id = o.id
    left join dokumen d on d.id = k.dokumen_id
    where k.inovasi_id in (${sql.join(
      inovasiIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by k.skor desc, (k.jenis = 'identik') desc, o.tahun desc, o.id`);
  return rowsOf<PairRow & { inovasi_id: number }>(res).map((r) => ({
    ...r,
    skor: Number(r.skor),
    draf: r.draf === true || (r.draf as unknown) === 't',
  }));
}

/**
 * Privacy (issue 38 item 6, docs/security.md): another region's unsent innovation is never
 * named. Its region, name, year and id stay out of every answer; the matches of that kind are
 * counted in one line, "N pengajuan lain belum dikirim". The innovation's own region's earlier
 * or unsent work is named: a re-submission is news to the verifier.
 */
export const hidden = (pair: Pick<PairRow, 'draf' | 'm_daerah_id'>, ownRegion: number) =>
  pair.draf && pair.m_daerah_id !== ownRegion;

export const hiddenLabel = (n: number) => message('similarityHidden', { n });

export interface MatchedFile {
  profil_id: number | null;
  nama_daerah: string | null;
  inovasi_id: number | null;
  nama_inovasi: string;
  tahun: number | null;
  jenis: 'identik' | 'mirip';
}
export interface MatchedInnovation {
  inovasi_id: number | null;
  profil_id: number | null;
  nama_daerah: string | null;
  nama_inovasi: string;
  tahun: number | null;
  skor: number;
}

/** Named matches in the pairs' order, the hidden ones as one counted line at its strongest place. */
function withHidden<P extends PairRow, T>(
  pairs: readonly P[],
  ownRegion: number,
  named: (p: P) => T,
  line: (strongest: P, n: number) => T,
): T[] {
  const out: T[] = [];
  const hiddenIds = new Set<number>();
  let slot = -1;
  let strongest: P | null = null;
  const seen = new Set<number>();
  for (const p of pairs) {
    if (hidden(p, ownRegion)) {
      if (strongest === null) {
        strongest = p;
        slot = out.length;
      }
      hiddenIds.add(p.lawan_id);
    } else if (!seen.has(p.lawan_id)) {
      seen.add(p.lawan_id);
      out.push(named(p));
    }
  }
  if (strongest) out.splice(slot, 0, line(strongest, hiddenIds.size));
  return out;
}

/**
 * `GET /inovasi/{id}/kemiripan` (issue 38 item 4): the innovation's documents that match another
 * innovation's, each with the innovations holding the same or a similar file, and the
 * innovations whose texts are alike, strongest first.
 */
export async function similarityOf(db: Db, inovasi: { id: number; m_daerah_id: number }) {
  const pairs = await pairsOf(db, [inovasi.id]);
  const files = new Map<number, { nama_berkas: string; pairs: PairRow[] }>();
  for (const p of pairs) {
    if (p.jenis === 'teks' || p.dokumen_id === null) continue;
    const entry = files.get(p.dokumen_id) ?? { nama_berkas: p.nama_berkas ?? '', pairs: [] };
    entry.pairs.push(p);
    files.set(p.dokumen_id, entry);
  }
  const berkas = [...files].map(([dokumen_id, f]) => ({
    dokumen_id,
    nama_berkas: f.nama_berkas,
    sama_dengan: withHidden<PairRow, MatchedFile>(
      f.pairs,
      inovasi.m_daerah_id,
      (p) => ({
        profil_id: p.profil_id,
        nama_daerah: p.nama_daerah,
        inovasi_id: p.lawan_id,
        nama_inovasi: p.nama_inovasi,
        tahun: p.tahun,
        jenis: p.jenis as MatchedFile['jenis'],
      }),
      (p, n) => ({
        profil_id: null,
        nama_daerah: null,
        inovasi_id: null,
        nama_inovasi: hiddenLabel(n),
        tahun: null,
        jenis: p.jenis as MatchedFile['jenis'],
      }),
    ),
  }));
  const texts = pairs.filter((p) => p.jenis === 'teks');
  const inovasiList = withHidden<PairRow, MatchedInnovation>(
    texts,
    inovasi.m_daerah_id,
    (p) => ({
      inovasi_id: p.lawan_id,
      profil_id: p.profil_id,
      nama_daerah: p.nama_daerah,
      nama_inovasi: p.nama_inovasi,
      tahun: p.tahun,
      skor: roundScore(p.skor),
    }),
    (p, n) => ({
      inovasi_id: null,
      profil_id: null,
      nama_daerah: null,
      nama_inovasi: hiddenLabel(n),
      tahun: null,
      skor: roundScore(p.skor),
    }),
  );
  return { berkas, inovasi: inovasiList };
}

/** One side of the side-by-side view. */
export interface CompareSide {
  inovasi_id: number;
  profil_id: number;
  nama_daerah: string;
  tahun: number;
  teks: Record<ComparedField, string>;
}

/**
 * `GET /inovasi/{id}/kemiripan/{lawanId}`: the two innovations' compared texts side by side with
 * each field's similarity, and their matching files; null when no pair joins them or the other
 * one is another region's unsent innovation (never shown).
 */
export async function compareWith(
  db: Db,
  inovasi: { id: number; m_daerah_id: number },
  lawanId: number,
) {
  const pairs = (await pairsOf(db, [inovasi.id])).filter((p) => p.lawan_id === lawanId);
  if (pairs.length === 0 || hidden(pairs[0]!, inovasi.m_daerah_id)) return null;
  const cols = COMPARED_FIELDS.map((f) => sql.raw(`coalesce(i."${f}", '') as "${f}"`));
  const scores = COMPARED_FIELDS.map((f) =>
    sql.raw(
      `round(similarity(coalesce(a."${f}", ''), coalesce(b."${f}", ''))::numeric, 2) as "${f}"`,
    ),
  );
  const [sides, fieldScores, files] = await Promise.all([
    db.execute(sql`
      select i.id as inovasi_id, i.profil_id, p.nama as nama_daerah, i.tahun, ${sql.join(cols, sql`, `)}
      from iga2020_inovasi i inner join profil_pemda p on p.id = i.profil_id
      where i.id in (${inovasi.id}, ${lawanId})`),
    db.execute(sql`
      select ${sql.join(scores, sql`, `)}
      from iga2020_inovasi a, iga2020_inovasi b where a.id = ${inovasi.id} and b.id = ${lawanId}`),
    db.execute(sql`
      select k.jenis, k.skor, k.dokumen_id, coalesce(d.nama, d.file_name) as nama_berkas,
        k.lawan_dokumen_id, coalesce(l.nama, l.file_name) as lawan_nama_berkas
      from kemiripan k
      inner join dokumen d on d.id = k.dokumen_id
      inner join dokumen l on l.id = k.lawan_dokumen_id
      where k.inovasi_id = ${inovasi.id} and k.lawan_id = ${lawanId} and k.jenis <> 'teks'
      order by k.skor desc, k.dokumen_id`),
  ]);
  type Side = Omit<CompareSide, 'teks'> & Record<ComparedField, string>;
  const side = (id: number): CompareSide => {
    const r = rowsOf<Side>(sides).find((s) => Number(s.inovasi_id) === id)!;
    return {
      inovasi_id: Number(r.inovasi_id),
      profil_id: Number(r.profil_id),
      nama_daerah: r.nama_daerah,
      tahun: Number(r.tahun),
      teks: Object.fromEntries(COMPARED_FIELDS.map((f) => [f, r[f]])) as CompareSide['teks'],
    };
  };
  const score = rowsOf<Record<ComparedField, string | number>>(fieldScores)[0]!;
  const teks = pairs.find((p) => p.jenis === 'teks');
  return {
    skor: teks ? roundScore(teks.skor) : null,
    inovasi: side(inovasi.id),
    lawan: side(lawanId),
    bidang: COMPARED_FIELDS.map((f) => ({ bidang: f, skor: roundScore(Number(score[f])) })),
    berkas: rowsOf<{
      jenis: 'identik' | 'mirip';
      skor: number | string;
      dokumen_id: number;
      nama_berkas: string | null;
      lawan_dokumen_id: number;
      lawan_nama_berkas: string | null;
    }>(files).map((f) => ({
      jenis: f.jenis,
      skor: roundScore(Number(f.skor)),
      dokumen_id: Number(f.dokumen_id),
      nama_berkas: f.nama_berkas ?? '',
      lawan_dokumen_id: Number(f.lawan_dokumen_id),
      lawan_nama_berkas: f.lawan_nama_berkas ?? '',
    })),
  };
}
