import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  reportFileName,
  reportRow,
  reportTotals,
  type ReportRow,
  type ReportTotals,
  type StoredAnswer,
} from '../../../../domain/profileReport';
import { REPORT_TEXT } from '../../../../i18n/id/report';
import type { Db } from '../../../platform/db/client';
import { dokumen, iga_skala, indikator_jawaban } from '../../../platform/db/schema';
import {
  ownerAnswers,
  ownerDocuments,
  type AnswerOwner,
} from '../../innovations/services/answerOwner';
import type { IndicatorOut } from '../../scoring/services/indicatorSet';

/** Whose profile a download is: a region's, or one innovation's. */
export type ReportUnit = 'daerah' | 'inovasi';

/** Everything a profile download shows, read once for the PDF and the Excel file. */
export interface ProfileReport {
  /** The unit names the document's title, its headings and the file's name. */
  unit: ReportUnit;
  /** The region's or the innovation's name. */
  nama: string;
  /** The facts above the indicators, label and value, in order. */
  fields: [string, string | null][];
  /** The year asked for; answers are those of this year. */
  tahun: number;
  /** The indicator set used: the greatest set year not after `tahun`; null when none. */
  periode: number | null;
  /** Whether the score columns and the score totals are in. */
  scores: boolean;
  rows: ReportRow[];
  totals: ReportTotals;
}

/**
 * What one unit brings to its report: whose answers, which indicator set, and the facts above
 * the table. The rows, the totals and the two files are the same for every unit.
 */
export interface ReportSource<Row> {
  unit: ReportUnit;
  owner: (row: Row) => AnswerOwner;
  /** The unit's indicator set in force for the year. */
  indicators: (
    db: Db,
    tahun: number,
  ) => Promise<{ periode: number | null; indikator: IndicatorOut[] }>;
  facts: (db: Db, row: Row) => Promise<{ nama: string; fields: [string, string | null][] }>;
}

/** What the account may see of the scores (spec 6 "Score columns and verification"). */
export interface ReportView {
  /** The self score: its column and the score totals. */
  scores: boolean;
  /** The verifier's points and notes. */
  verification: boolean;
}

/**
 * The unit's profile, then every indicator of its set with the answer stored for `tahun` (the
 * stored scale text, else the chosen scale's description), the points the view allows and the
 * names of its documents, then the totals.
 */
export async function loadProfileReport<Row>(
  db: Db,
  source: ReportSource<Row>,
  row: Row,
  tahun: number,
  view: ReportView,
): Promise<ProfileReport> {
  const owner = source.owner(row);
  const { nama, fields } = await source.facts(db, row);
  const { periode, indikator } = await source.indicators(db, tahun);
  const ids = indikator.map((i) => i.id);

  const answers = ids.length
    ? await db
        .select({ answer: indikator_jawaban, skala: iga_skala.keterangan })
        .from(indikator_jawaban)
        .leftJoin(iga_skala, eq(iga_skala.id, indikator_jawaban.skala_id))
        .where(
          and(
            ownerAnswers(owner),
            eq(indikator_jawaban.tahun, tahun),
            inArray(indikator_jawaban.indikator_id, ids),
          ),
        )
    : [];
  const answerOf = new Map<number, StoredAnswer>(
    answers.map(({ answer, skala }) => [
      answer.indikator_id,
      // The stored scale text wins; else the chosen scale's description.
      { ...answer, skala_text: answer.skala_text ?? skala ?? null },
    ]),
  );

  const documents = ids.length
    ? await db
        .select({
          indikator_id: dokumen.indikator_id,
          nama: dokumen.nama,
          file_name: dokumen.file_name,
          youtube: dokumen.youtube,
        })
        .from(dokumen)
        .where(ownerDocuments(owner, ids))
        .orderBy(asc(dokumen.created_at), asc(dokumen.id))
    : [];
  const documentsOf = new Map<number, string[]>();
  for (const d of documents) {
    const name = d.nama ?? d.file_name ?? d.youtube;
    if (name) documentsOf.set(d.indikator_id, [...(documentsOf.get(d.indikator_id) ?? []), name]);
  }

  const rows = indikator.map((i) => {
    const r = reportRow(
      i,
      answerOf.get(i.id) ?? null,
      documentsOf.get(i.id) ?? [],
      REPORT_TEXT.answer,
    );
    return {
      ...r,
      skor: view.scores ? r.skor : null,
      skor_verifikasi: view.verification ? r.skor_verifikasi : null,
      catatan: view.verification ? r.catatan : null,
    };
  });
  return {
    unit: source.unit,
    nama,
    fields,
    tahun,
    periode,
    scores: view.scores,
    rows,
    totals: reportTotals(rows),
  };
}

/**
 * The downloaded file's name, by unit.
 * @example profileReportFile(report, 'pdf') // 'Profil Pemda Pemerintah Kota Bandung 2026.pdf'
 */
export const profileReportFile = (report: ProfileReport, ext: 'pdf' | 'xlsx') =>
  reportFileName(report.nama, report.tahun, ext, REPORT_TEXT[report.unit].file);
