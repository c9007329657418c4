import { sql } from 'drizzle-orm';
import { stateOf, type WorkflowState } from '../../../../domain/innovationWorkflow';
import { awardId } from '../../../../i18n/id/award';
import { resourcesId } from '../../../../i18n/id/resources';
import { workflowId } from '../../../../i18n/id/workflow';
import { GROUPS } from '../../../../resources/iga_indikator';
import type { Db } from '../../../platform/db/client';
import { nomineeIds } from './award';
import { innovationIndicators } from '../../scoring/services/indicatorSet';
import type { ReportTable } from '../../reports/services/laporanExport';
import { idList, num, round2, rowsOf } from './awardProgress';

/**
 * The award's measurement (issue 25 item 7): each nominee innovation's self and verified points,
 * QC decision and points per variable, and its Excel table.
 */

/** The QC decision of an innovation (`qc`: 0 not yet, 1 accepted, 2 rejected). */
export type QcDecision = 'belum' | 'diterima' | 'ditolak';
const qcDecision = (qc: number): QcDecision =>
  qc === 1 ? 'diterima' : qc === 2 ? 'ditolak' : 'belum';

export interface MeasurementRow {
  inovasi_id: number;
  nama: string;
  profil_id: number;
  pemda: string;
  status: WorkflowState;
  qc: QcDecision;
  skor_mandiri: number;
  skor_verifikasi: number;
  /** Aligned with the answer's `variabel`. */
  per_variabel: { group_id: number; mandiri: number; verifikasi: number }[];
}

const groupName = (g: number) =>
  resourcesId.choices.group_indikator[GROUPS[g - 1] as (typeof GROUPS)[number]] ?? String(g);

/**
 * GET /iga/pengukuran-indeks: every innovation of the year's nominees (or of one region), each
 * with its self points (the sum of its answers' points), its verified points (the sum of the
 * verifier's points), its QC decision and both per variable (the indicator groups of the
 * period's innovation set), best verified first.
 */
export async function measurement(db: Db, tahun: number, profilId?: number) {
  const [nominees, { indikator }] = await Promise.all([
    nomineeIds(db, tahun),
    innovationIndicators(db, tahun),
  ]);
  const regions = [...nominees].filter((id) => profilId === undefined || id === profilId);
  const groups = [
    ...new Set(indikator.flatMap((i) => (i.group_id === null ? [] : [Number(i.group_id)]))),
  ].sort((a, b) => a - b);
  const res = await db.execute(sql`
    select i.id, i.nama, i.profil_id, p.nama as pemda, r.status_nomor, i.qc, ind.group_id,
      coalesce(sum(j.skor), 0) as s, coalesce(sum(j.skor_verifikasi), 0) as v
    from iga2020_inovasi i
    join profil_pemda p on p.id = i.profil_id
    left join nomor_registrasi r on r.inovasi_id = i.id
    left join indikator_jawaban j on j.inovasi_id = i.id and j.unit = 'inovasi' and j.tahun = i.tahun
    left join iga_indikator ind on ind.id = j.indikator_id
    where i.tahun = ${tahun} and i.is_index = 0 and i.lomba = 0
      and i.profil_id in (${idList(regions)})
    group by i.id, i.nama, i.profil_id, p.nama, r.status_nomor, i.qc, ind.group_id`);
  const byId = new Map<number, MeasurementRow & { g: Map<number, { s: number; v: number }> }>();
  for (const r of rowsOf<Record<string, unknown>>(res)) {
    const id = Number(r.id);
    let row = byId.get(id);
    if (!row) {
      row = {
        inovasi_id: id,
        nama: String(r.nama),
        profil_id: Number(r.profil_id),
        pemda: String(r.pemda),
        status: stateOf({
          status_nomor: r.status_nomor === null ? null : Number(r.status_nomor),
          qc: num(r.qc),
        }),
        qc: qcDecision(num(r.qc)),
        skor_mandiri: 0,
        skor_verifikasi: 0,
        per_variabel: [],
        g: new Map(),
      };
      byId.set(id, row);
    }
    row.skor_mandiri += num(r.s);
    row.skor_verifikasi += num(r.v);
    if (r.group_id !== null) {
      const g = row.g.get(Number(r.group_id)) ?? { s: 0, v: 0 };
      g.s += num(r.s);
      g.v += num(r.v);
      row.g.set(Number(r.group_id), g);
    }
  }
  const rows: MeasurementRow[] = [...byId.values()]
    .map(({ g, ...row }) => ({
      ...row,
      skor_mandiri: round2(row.skor_mandiri),
      skor_verifikasi: round2(row.skor_verifikasi),
      per_variabel: groups.map((group_id) => ({
        group_id,
        mandiri: round2(g.get(group_id)?.s ?? 0),
        verifikasi: round2(g.get(group_id)?.v ?? 0),
      })),
    }))
    .sort(
      (a, b) =>
        b.skor_verifikasi - a.skor_verifikasi ||
        (a.pemda < b.pemda ? -1 : a.pemda > b.pemda ? 1 : 0) ||
        a.inovasi_id - b.inovasi_id,
    );
  return { variabel: groups.map((group_id) => ({ group_id, nama: groupName(group_id) })), rows };
}

/** The measurement as the Excel table (same rows, same order as the screen's default). */
export async function measurementTable(
  db: Db,
  tahun: number,
  profilId?: number,
): Promise<ReportTable & { file: string }> {
  const { variabel, rows } = await measurement(db, tahun, profilId);
  const T = awardId.award.pengukuran;
  const pemda = profilId === undefined ? null : (rows[0]?.pemda ?? null);
  return {
    file: `pengukuran-inovasi-${tahun}`,
    title: awardId.award.screens['pengukuran-inovasi'],
    filters: `Tahun ${tahun}${pemda ? ` · ${pemda}` : ''}`,
    notes: [T.catatan],
    columns: [
      { head: T.daerah, width: 180, kind: 'text' },
      { head: T.inovasi, width: 240, kind: 'text' },
      { head: T.status, width: 140, kind: 'text' },
      { head: T.qc, width: 110, kind: 'text' },
      { head: T.skor_mandiri, width: 90, kind: 'score' },
      { head: T.skor_verifikasi, width: 90, kind: 'score' },
      ...variabel.flatMap((v) => [
        { head: `${v.nama} (${T.mandiri})`, width: 110, kind: 'score' as const },
        { head: `${v.nama} (${T.verifikasi})`, width: 110, kind: 'score' as const },
      ]),
    ],
    rows: rows.map((r) => [
      r.pemda,
      r.nama,
      workflowId.alur.status[r.status],
      T.keputusan[r.qc],
      r.skor_mandiri,
      r.skor_verifikasi,
      ...r.per_variabel.flatMap((v) => [v.mandiri, v.verifikasi]),
    ]),
  };
}
