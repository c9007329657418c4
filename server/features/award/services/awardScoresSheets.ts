import { and, eq, sql } from 'drizzle-orm';
import {
  AWARD_SHEETS,
  CRITERION_MAX,
  CRITERION_MIN,
  meanScore,
  overallScore,
  sheetScore,
  type AwardSheet,
} from '../../../../domain/award';
import type { Db } from '../../../platform/db/client';
import { iga_penilaian, profil_pemda } from '../../../platform/db/schema';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { forbidden } from '../../../platform/openapi/access';
import { latestPublication, nomineeStates } from './award';
import { allAssessors, assessorOf, assignedTo, isBound } from './awardAssessors';
import { recordActivity } from '../../../platform/db/audit';
import { assertYearWritable } from './awardFreeze';
import type { AuthUser } from '../../../platform/auth/users';
import { readerOf, criteriaOf, sheetsOf, sheetIndex, type SheetRow } from './awardScores';

/**
 * The award's scoring sheets (issue 25 item 4): the scoring board, one nominee's sheets for the
 * scoring form, and an assessor's submission of a sheet.
 */

export interface BoardRow {
  profil_id: number;
  nama: string;
  iga_klaster_id: number | null;
  klaster: string;
  total_score: number;
  skor_penilaian: number | null;
  skor_validasi_lapangan: number | null;
  overall_score: number | null;
  penilai_selesai: number;
  penilai_total: number;
  milik_saya: { presentasi: boolean; validasi: boolean };
  konflik: boolean;
}

/**
 * The nominees of a year with their means over the assessors who submitted (spec 3
 * "Presentation and validation"), the overall score with the period's weights, and how many
 * assessors finished both sheets out of those free to score the region. A blind reader sees an
 * assessment's mean of a region only once its own sheet of it is in.
 */
export async function scoreBoard(db: Db, user: AuthUser, tahun: number, klasterId?: number) {
  const [{ states, settings, clusters }, sheets, assessors, reader] = await Promise.all([
    nomineeStates(db, tahun),
    sheetsOf(db, tahun),
    allAssessors(db),
    readerOf(db, user),
  ]);
  const byRegion = sheetIndex(sheets);
  const names = new Map(clusters.map((k) => [k.id, k.klaster]));
  const rows: BoardRow[] = states
    .filter((s) => s.nominasi && (klasterId === undefined || s.iga_klaster_id === klasterId))
    .map((s) => {
      const got = byRegion.get(s.profil_id) ?? { presentasi: new Map(), validasi: new Map() };
      const free = assignedTo(assessors, s);
      const mine = {
        presentasi: reader.assessor ? got.presentasi.has(reader.assessor.id) : false,
        validasi: reader.assessor ? got.validasi.has(reader.assessor.id) : false,
      };
      const p = meanScore([...got.presentasi.values()]);
      const v = meanScore([...got.validasi.values()]);
      const seeP = !reader.blind || mine.presentasi;
      const seeV = !reader.blind || mine.validasi;
      return {
        profil_id: s.profil_id,
        nama: s.nama,
        iga_klaster_id: s.iga_klaster_id,
        klaster: s.iga_klaster_id === null ? '' : (names.get(s.iga_klaster_id) ?? ''),
        total_score: s.iid,
        skor_penilaian: seeP ? p : null,
        skor_validasi_lapangan: seeV ? v : null,
        overall_score: seeP && seeV ? overallScore(s.iid, p, v, settings.bobot) : null,
        penilai_selesai: free.filter((a) => got.presentasi.has(a.id) && got.validasi.has(a.id))
          .length,
        penilai_total: free.length,
        milik_saya: mine,
        konflik: reader.assessor ? isBound(reader.assessor, s) : false,
      };
    });
  return { rows, bobot: settings.bobot };
}

const sheetOut = (row: SheetRow | undefined) =>
  row
    ? {
        nilai: Object.entries(row.nilai).map(([id, skor]) => ({
          indikator_id: Number(id),
          skor,
        })),
        skor: Number(row.skor),
      }
    : null;

/** One nominee's sheets for the scoring form: the caller's own, the others' once allowed. */
export async function sheetDetail(db: Db, user: AuthUser, profilId: number, tahun: number) {
  const [{ states }, reader, criteria, sheets, assessors, published] = await Promise.all([
    nomineeStates(db, tahun),
    readerOf(db, user),
    criteriaOf(db, tahun),
    sheetsOf(db, tahun, profilId),
    allAssessors(db),
    latestPublication(db, tahun),
  ]);
  const region = states.find((s) => s.profil_id === profilId);
  if (!region) throw fail(404, MESSAGES.notFound);
  const names = new Map(assessors.map((a) => [a.id, a.nama]));
  const own = (jenis: AwardSheet) =>
    reader.assessor
      ? sheets.find((s) => s.jenis === jenis && s.iga_penilai_id === reader.assessor!.id)
      : undefined;
  const mine = { presentasi: own('presentasi'), validasi: own('validasi') };
  const visible = (jenis: AwardSheet) => !reader.blind || mine[jenis] !== undefined;
  return {
    profil_id: region.profil_id,
    nama: region.nama,
    tahun,
    nominasi: region.nominasi,
    penilai: reader.assessor !== null,
    konflik: reader.assessor ? isBound(reader.assessor, region) : false,
    terbit: published !== null,
    kriteria: criteria,
    milik_saya: { presentasi: sheetOut(mine.presentasi), validasi: sheetOut(mine.validasi) },
    penilai_lain: sheets
      .filter((s) => s.iga_penilai_id !== reader.assessor?.id && visible(s.jenis as AwardSheet))
      .map((s) => ({
        penilai: names.get(s.iga_penilai_id) ?? '',
        jenis: s.jenis as AwardSheet,
        ...sheetOut(s)!,
      })),
  };
}

/**
 * An assessor's sheet for a nominee, complete (every criterion 0-100): stored or replaced until
 * the year is published (409). Not an assessor, or bound to the region: 403. 422 keyed by
 * indikator_id.
 */
export async function submitSheet(
  db: Db,
  user: AuthUser,
  profilId: number,
  input: { tahun: number; jenis: AwardSheet; nilai: { indikator_id: number; skor: number }[] },
) {
  const { tahun, jenis } = input;
  const [profile] = await db
    .select({ id: profil_pemda.id, m_daerah_id: profil_pemda.m_daerah_id })
    .from(profil_pemda)
    .where(eq(profil_pemda.id, profilId));
  if (!profile) throw fail(404, MESSAGES.notFound);
  const assessor = await assessorOf(db, user);
  if (!assessor) throw forbidden(message('awardNotAssessor'));
  if (isBound(assessor, profile)) throw forbidden(message('awardConflict'));
  await assertYearWritable(db, tahun);
  const { states } = await nomineeStates(db, tahun);
  if (!states.find((s) => s.profil_id === profilId)?.nominasi)
    throw fail(409, message('awardNotNominee', { tahun }));
  const criteria = (await criteriaOf(db, tahun))[jenis];
  if (criteria.length === 0) throw fail(409, message('awardNoCriteria', { tahun }));

  const errors: Record<string, string> = {};
  const ids = new Set(criteria.map((c) => c.id));
  const nilai: Record<string, number> = {};
  for (const n of input.nilai) {
    const key = String(n.indikator_id);
    if (!ids.has(n.indikator_id))
      errors[key] = message('awardNotCriterion', { tahun, tipe: AWARD_SHEETS[jenis] });
    else if (key in nilai) errors[key] = message('indicatorTwice');
    else if (!Number.isFinite(n.skor) || n.skor < CRITERION_MIN || n.skor > CRITERION_MAX)
      errors[key] = message('awardScoreRange', { min: CRITERION_MIN, max: CRITERION_MAX });
    else nilai[key] = n.skor;
  }
  for (const c of criteria)
    if (!(String(c.id) in nilai) && !errors[String(c.id)])
      errors[String(c.id)] = message('awardScoreRequired');
  if (Object.keys(errors).length > 0) throw fail(422, message('awardSheetInvalid'), errors);

  const skor = sheetScore(nilai, criteria);
  await db.transaction(async (tx) => {
    await tx
      .insert(iga_penilaian)
      .values({
        tahun,
        profil_id: profilId,
        iga_penilai_id: assessor.id,
        jenis,
        nilai,
        skor: String(skor),
      })
      .onConflictDoUpdate({
        target: [
          iga_penilaian.tahun,
          iga_penilaian.profil_id,
          iga_penilaian.iga_penilai_id,
          iga_penilaian.jenis,
        ],
        set: { nilai, skor: String(skor), updated_at: sql`now()` },
      });
    await recordActivity(tx, {
      actor: user,
      name: 'nilai_iga',
      resource: 'iga_penilaian',
      recordId: profilId,
      data: [
        { name: 'tahun', value: tahun },
        { name: 'jenis', value: jenis },
        { name: 'skor', value: skor },
      ],
    });
  });
  const own = await db
    .select()
    .from(iga_penilaian)
    .where(
      and(
        eq(iga_penilaian.tahun, tahun),
        eq(iga_penilaian.profil_id, profilId),
        eq(iga_penilaian.iga_penilai_id, assessor.id),
      ),
    );
  return {
    presentasi: sheetOut(own.find((s) => s.jenis === 'presentasi')),
    validasi: sheetOut(own.find((s) => s.jenis === 'validasi')),
  };
}
