import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatDate } from '../../domain/format';
import { stateOf } from '../../domain/innovationWorkflow';
import { reportRow, reportTotals, type StoredAnswer } from '../../domain/profileReport';
import { REPORT_TEXT } from '../../i18n/id/report';
import { workflowId } from '../../i18n/id/workflow';
import { getResource } from '../../resources';
import { withLabels } from '../crud/referenceLabels';
import type { Db } from '../db/client';
import {
  dokumen,
  iga2020_inovasi,
  iga_skala,
  indikator_jawaban,
  nomor_registrasi,
} from '../db/schema';
import { innovationIndicators } from './indicatorSet';
import type { ProfileReport } from './profileReport';

type InnovationRow = typeof iga2020_inovasi.$inferSelect;
const T = REPORT_TEXT.inovasi;

const date = (v: string | null) => (v ? formatDate(v) : null);

/**
 * Everything an innovation download shows (issue 8 item 7; issue 9's review summary): the
 * innovation's fields with readable labels, each indicator's answer with its points, the
 * verifier's points and notes when `verification` (reviewers, or once decided), and its
 * documents. The same shape as a region profile, so the same PDF and Excel writers print it.
 */
export async function loadInnovationReport(
  db: Db,
  inovasi: InnovationRow,
  opts: { verification: boolean },
): Promise<ProfileReport> {
  const [labelled] = await withLabels(db, getResource('iga2020_inovasi')!, [inovasi]);
  const labels = ((labelled as Record<string, unknown>)._labels ?? {}) as Record<string, string>;
  const [reg] = await db
    .select()
    .from(nomor_registrasi)
    .where(eq(nomor_registrasi.inovasi_id, inovasi.id));
  const state = stateOf({ status_nomor: reg?.status_nomor ?? null, qc: inovasi.qc });
  const { periode, indikator } = await innovationIndicators(db, inovasi.tahun);
  const ids = indikator.map((i) => i.id);
  const answers = ids.length
    ? await db
        .select({ answer: indikator_jawaban, skala: iga_skala.keterangan })
        .from(indikator_jawaban)
        .leftJoin(iga_skala, eq(iga_skala.id, indikator_jawaban.skala_id))
        .where(
          and(
            eq(indikator_jawaban.unit, 'inovasi'),
            eq(indikator_jawaban.inovasi_id, inovasi.id),
            eq(indikator_jawaban.tahun, inovasi.tahun),
            inArray(indikator_jawaban.indikator_id, ids),
          ),
        )
    : [];
  const answerOf = new Map<number, StoredAnswer>(
    answers.map(({ answer, skala }) => [
      answer.indikator_id,
      { ...answer, skala_text: answer.skala_text ?? skala ?? null },
    ]),
  );
  const docs = ids.length
    ? await db
        .select({
          indikator_id: dokumen.indikator_id,
          nama: dokumen.nama,
          file_name: dokumen.file_name,
          youtube: dokumen.youtube,
        })
        .from(dokumen)
        .where(and(eq(dokumen.unit, 'inovasi'), eq(dokumen.inovasi_id, inovasi.id)))
        .orderBy(asc(dokumen.created_at), asc(dokumen.id))
    : [];
  const documentsOf = new Map<number, string[]>();
  for (const d of docs) {
    const name = d.nama ?? d.file_name ?? d.youtube;
    if (name) documentsOf.set(d.indikator_id, [...(documentsOf.get(d.indikator_id) ?? []), name]);
  }
  const rows = indikator.map((i) => {
    const row = reportRow(
      i,
      answerOf.get(i.id) ?? null,
      documentsOf.get(i.id) ?? [],
      REPORT_TEXT.answer,
    );
    return opts.verification ? row : { ...row, skor_verifikasi: null, catatan: null };
  });
  const F = T.field;
  const fields: [string, string | null][] = [
    [F.nama, inovasi.nama],
    [F.daerah, labels.profil_id ?? null],
    [F.opd, labels.opd_perangkat_id ?? null],
    [F.tahun, String(inovasi.tahun)],
    [F.tahapan, T.tahapan[inovasi.inovasi_status] ?? null],
    [F.inisiator, inovasi.inisiator],
    [F.nama_inisiator, inovasi.nama_inisiator],
    [F.klasifikasi, inovasi.klasifikasi_inovasi],
    [F.jenis, inovasi.jenis_inovasi],
    [F.bentuk, labels.bentuk_inovasi ?? null],
    [F.asta_cita, labels.is_covid ?? null],
    [F.detil_tematik, labels.klaster_covid_id ?? null],
    [F.urusan, labels.urusan_pemerintah_id ?? null],
    [F.koordinat, inovasi.koordinat],
    [F.waktu, date(inovasi.waktu)],
    [F.waktu_implementasi, date(inovasi.waktu_implementasi)],
    [F.dikembangkan, inovasi.is_developed === 1 ? T.ya : T.tidak],
    [F.waktu_pengembangan, inovasi.is_developed === 1 ? date(inovasi.waktu_pengembangan) : null],
    [F.latar_belakang, inovasi.latar_belakang],
    [F.tujuan, inovasi.tujuan],
    [F.manfaat, inovasi.manfaat],
    [F.hasil_inovasi, inovasi.hasil_inovasi],
    [
      F.kelengkapan,
      `${inovasi.status_dokumen === 1 ? T.lengkap : T.belum_lengkap} (${inovasi.kelengkapan}%)`,
    ],
    [F.status, workflowId.alur.status[state]],
    [F.nomor, reg?.nomor ?? null],
  ];
  return {
    title: T.title,
    sections: { profile: T.profileSection, indicators: T.indicatorSection },
    fields,
    profile: {
      id: inovasi.id,
      nama: inovasi.nama,
      daerah: labels.profil_id ?? '',
      tingkat: '',
      nama_opd: labels.opd_perangkat_id ?? null,
      alamat: null,
      email: null,
      no_telp: null,
      nama_admin: null,
    },
    tahun: inovasi.tahun,
    periode,
    scores: true,
    rows,
    totals: reportTotals(rows),
  };
}
