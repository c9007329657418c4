import { and, asc, eq, inArray, lte, max } from 'drizzle-orm';
import {
  reportRow,
  reportTotals,
  type ReportRow,
  type ReportTotals,
  type StoredAnswer,
} from '../../domain/profileReport';
import { lookup, type MessageTree } from '../../i18n/messages';
import { REPORT_TEXT } from '../../i18n/id/report';
import { resourcesId } from '../../i18n/id/resources';
import { profilPemda } from '../../resources/profil_pemda';
import type { Db } from '../db/client';
import {
  dokumen,
  iga_indikator,
  iga_skala,
  indikator_jawaban,
  m_daerah,
  profil_pemda,
} from '../db/schema';

type ProfileRow = typeof profil_pemda.$inferSelect;

/** Everything a profile download shows, read once for the PDF and the Excel file. */
export interface ProfileReport {
  /** The document's title and its sections' headings (a region or an innovation profile). */
  title: string;
  sections: { profile: string; indicators: string };
  /** The facts above the indicators, label and value, in order. */
  fields: [string, string | null][];
  profile: {
    id: number;
    nama: string;
    daerah: string;
    tingkat: string;
    nama_opd: string | null;
    alamat: string | null;
    email: string | null;
    no_telp: string | null;
    nama_admin: string | null;
  };
  /** The year asked for; answers are those of this year. */
  tahun: number;
  /** The indicator set used: the greatest set year not after `tahun`; null when none. */
  periode: number | null;
  /**
   * Whether the score columns are in (spec 6 "Score columns and verification": admin,
   * superadmin, verifikator). Without them rows carry no skor, skor_verifikasi or catatan.
   */
  scores: boolean;
  rows: ReportRow[];
  totals: ReportTotals;
}

/** The Indonesian label of the profile's `nama_opd` choice (`brida` -> `BRIDA`). */
function opdLabel(value: string | null): string | null {
  if (!value) return null;
  const field = profilPemda.fields.find((f) => f.source === 'nama_opd');
  const choice = field?.choices?.find((c) => c.id === value);
  return (choice && lookup(resourcesId as MessageTree, choice.name)) ?? value;
}

/** The region indicator set (tipe P) in force for a year: the newest set not after it. */
export async function regionPeriod(db: Db, tahun: number): Promise<number | null> {
  const [row] = await db
    .select({ tahun: max(iga_indikator.tahun) })
    .from(iga_indikator)
    .where(and(eq(iga_indikator.tipe, 'P'), lte(iga_indikator.tahun, tahun)));
  return row?.tahun ?? null;
}

export async function loadProfileReport(
  db: Db,
  profile: ProfileRow,
  tahun: number,
  opts: { scores: boolean },
): Promise<ProfileReport> {
  const [region] = await db
    .select({ nama: m_daerah.nama, tingkat: m_daerah.tingkat })
    .from(m_daerah)
    .where(eq(m_daerah.id, profile.m_daerah_id));
  const periode = await regionPeriod(db, tahun);
  const indicators =
    periode === null
      ? []
      : await db
          .select()
          .from(iga_indikator)
          .where(and(eq(iga_indikator.tipe, 'P'), eq(iga_indikator.tahun, periode)))
          .orderBy(asc(iga_indikator.no_urut), asc(iga_indikator.subs), asc(iga_indikator.id));
  const ids = indicators.map((i) => i.id);

  const answers = ids.length
    ? await db
        .select({ answer: indikator_jawaban, skala: iga_skala.keterangan })
        .from(indikator_jawaban)
        .leftJoin(iga_skala, eq(iga_skala.id, indikator_jawaban.skala_id))
        .where(
          and(
            eq(indikator_jawaban.unit, 'daerah'),
            eq(indikator_jawaban.profil_id, profile.id),
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
        .where(
          and(
            eq(dokumen.unit, 'daerah'),
            eq(dokumen.profil_id, profile.id),
            inArray(dokumen.indikator_id, ids),
          ),
        )
        .orderBy(asc(dokumen.created_at), asc(dokumen.id))
    : [];
  const documentsOf = new Map<number, string[]>();
  for (const d of documents) {
    const name = d.nama ?? d.file_name ?? d.youtube;
    if (name) documentsOf.set(d.indikator_id, [...(documentsOf.get(d.indikator_id) ?? []), name]);
  }

  const rows = indicators.map((i) => {
    const row = reportRow(
      i,
      answerOf.get(i.id) ?? null,
      documentsOf.get(i.id) ?? [],
      REPORT_TEXT.answer,
    );
    return opts.scores ? row : { ...row, skor: null, skor_verifikasi: null, catatan: null };
  });
  const facts = {
    id: profile.id,
    nama: profile.nama,
    daerah: region?.nama ?? '',
    tingkat: region ? (REPORT_TEXT.tingkat[region.tingkat] ?? '') : '',
    nama_opd: opdLabel(profile.nama_opd),
    alamat: profile.alamat,
    email: profile.email,
    no_telp: profile.no_telp,
    nama_admin: profile.nama_admin,
  };
  const F = REPORT_TEXT.field;
  return {
    title: REPORT_TEXT.title,
    sections: { profile: REPORT_TEXT.profileSection, indicators: REPORT_TEXT.indicatorSection },
    fields: [
      [F.nama, facts.nama],
      [F.daerah, facts.daerah],
      [F.tingkat, facts.tingkat],
      [F.nama_opd, facts.nama_opd],
      [F.alamat, facts.alamat],
      [F.email, facts.email],
      [F.no_telp, facts.no_telp],
      [F.nama_admin, facts.nama_admin],
    ],
    profile: facts,
    tahun,
    periode,
    scores: opts.scores,
    rows,
    totals: reportTotals(rows),
  };
}
