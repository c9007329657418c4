import { and, eq, inArray, sql } from 'drizzle-orm';
import { jakartaDate } from '../../../../domain/format';
import { computeFromSums, predicate } from '../../../../domain/indexMethod';
import { isSubmitable } from '../../../../domain/innovationCompleteness';
import { stateOf, type WorkflowState } from '../../../../domain/innovationWorkflow';
import { daysLeft, suggestions, type Candidate } from '../../../../domain/pemdaDashboard';
import { allSettings } from '../../../platform/cache/settingsCache';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi, indikator_jawaban, nomor_registrasi } from '../../../platform/db/schema';
import { message, MESSAGES } from '../../../platform/http/http';
import { forbidden } from '../../../platform/openapi/access';
import { bandsOfYear, regionSums } from '../../scoring/services/indexEngine';
import { innovationIndicators } from '../../scoring/services/indicatorSet';
import { loadRegionAnswers } from '../../regions/services/regionAnswers';
import type { AuthUser } from '../../../platform/auth/users';
import { cachedAnswer } from '../../../platform/cache/dashboardCache';
import { scopeKey } from './dashboardFacts';

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const best = (skala: readonly { nilai: number | string }[]) =>
  skala.reduce((m, s) => Math.max(m, num(s.nilai)), 0);

/** The states from which a region may (re)send an innovation (domain/innovationWorkflow.ts). */
const UNSENT: readonly WorkflowState[] = ['draf', 'ditolak', 'ditolak_qc'];
const DECISIONS = ['setujui', 'tolak', 'qc-terima', 'qc-tolak'];

/**
 * GET /dashboard/pemda (issue 23 item 9): a pemda's "what to do next" for a year. Its index,
 * rank and predicate; the deadline; what is missing (mandatory region indicators not complete,
 * innovations that cannot be sent yet), each with the reason and the screen that fixes it; the
 * five indicators whose best answer would raise the index most, by the index method itself
 * (domain/pemdaDashboard.ts over domain/indexMethod.ts); the verifier's latest decisions.
 */
export function pemdaDashboard(db: Db, user: AuthUser, tahun: number, now: Date) {
  const profilId = user.profil_id;
  if (!profilId) throw forbidden(MESSAGES.noRegion);
  // Kept per region, roles and year like the other dashboards (issue 40): the region's own
  // writes are read at once (the reader is the writer's region), another region's move the
  // rank and wait at most the family's lag. The days left change at midnight in Jakarta: an
  // answer of another day is never served.
  return cachedAnswer(
    db,
    {
      screen: 'pemda',
      scope: scopeKey(user),
      tahun,
      dependsOn: { tahun },
      reader: user,
      stamp: jakartaDate(now),
      validUntil: Date.parse(`${jakartaDate(now)}T00:00:00+07:00`) + 86_400_000,
    },
    () => pemdaFigures(db, user, profilId, tahun, now),
    now.getTime(),
  );
}

async function pemdaFigures(db: Db, user: AuthUser, profilId: number, tahun: number, now: Date) {
  const [{ method, sums }, bands, settings, region, innovations, innovationSet] = await Promise.all(
    [
      regionSums(db, profilId, tahun),
      bandsOfYear(db, tahun),
      allSettings(db),
      loadRegionAnswers(db, profilId, tahun, user.roles),
      db
        .select({
          id: iga2020_inovasi.id,
          nama: iga2020_inovasi.nama,
          is_covid: iga2020_inovasi.is_covid,
          status_dokumen: iga2020_inovasi.status_dokumen,
          kelengkapan: iga2020_inovasi.kelengkapan,
          qc: iga2020_inovasi.qc,
          status_nomor: nomor_registrasi.status_nomor,
          catatan: nomor_registrasi.catatan,
        })
        .from(iga2020_inovasi)
        .leftJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
        .where(
          and(
            eq(iga2020_inovasi.profil_id, profilId),
            eq(iga2020_inovasi.tahun, tahun),
            eq(iga2020_inovasi.is_index, 0),
            eq(iga2020_inovasi.lomba, 0),
          ),
        )
        .orderBy(iga2020_inovasi.nama),
      innovationIndicators(db, tahun),
    ],
  );

  const indeks = computeFromSums(sums, method).indeks;
  const [rankRow] = (
    (await db.execute(
      sql`select count(*) as above from skor_indeks where tahun = ${tahun} and indeks > ${indeks}`,
    )) as unknown as { rows: { above: string | number }[] }
  ).rows;
  const deadline = (settings.batas_input ?? '').trim();

  // Missing: mandatory region indicators not complete, innovations that cannot be sent yet.
  const regionLink = `/dashboard/indikator_daerah/${profilId}`;
  const kekurangan = [
    ...region.rows
      .filter((r) => Number(r.required) === 1 && !r.lengkap)
      .map((r) => ({
        jenis: 'indikator_daerah' as const,
        id: r.id,
        nama: r.indikator,
        alasan:
          r.skala_id === null && r.nilai === null
            ? MESSAGES.missingAnswer
            : MESSAGES.missingEvidence,
        tautan: regionLink,
      })),
    ...innovations.flatMap((i) => {
      const state = stateOf({ status_nomor: i.status_nomor, qc: i.qc });
      if (!UNSENT.includes(state)) return [];
      const alasan =
        i.status_dokumen !== 1
          ? message('innovationIncomplete', { persen: i.kelengkapan })
          : !isSubmitable(i)
            ? MESSAGES.innovationNoTheme
            : state !== 'draf' && i.catatan
              ? message('innovationRejected', { catatan: i.catatan })
              : MESSAGES.innovationNotSent;
      const tautan =
        i.status_dokumen !== 1
          ? `/dashboard/indikator_inovasi/${i.id}`
          : `/dashboard/inovasi-daerah/${i.id}`;
      return [{ jenis: 'inovasi' as const, id: i.id, nama: i.nama, alasan, tautan }];
    }),
  ];

  // Candidates: every region indicator the region answers itself, and every indicator of each
  // counted innovation (sent, not rejected: what the engine sums).
  const counted = innovations.filter((i) => i.status_nomor === 0 || i.status_nomor === 1);
  const innovationScores = counted.length
    ? await db
        .select({
          inovasi_id: indikator_jawaban.inovasi_id,
          indikator_id: indikator_jawaban.indikator_id,
          skor: indikator_jawaban.skor,
        })
        .from(indikator_jawaban)
        .where(
          and(
            eq(indikator_jawaban.unit, 'inovasi'),
            eq(indikator_jawaban.tahun, tahun),
            inArray(
              indikator_jawaban.inovasi_id,
              counted.map((i) => i.id),
            ),
          ),
        )
    : [];
  const scoreOf = new Map(
    innovationScores.map((r) => [`${r.inovasi_id}:${r.indikator_id}`, num(r.skor)]),
  );
  const candidates: Candidate[] = [
    ...region.rows
      .filter((r) => r.jenis.toUpperCase() !== 'A')
      .map((r) => ({
        indikator_id: r.id,
        nama: r.indikator,
        unit: 'daerah' as const,
        skor: num(r.skor),
        maks: best(r.skala),
      })),
    ...counted.flatMap((i) =>
      innovationSet.indikator.map((ind) => ({
        indikator_id: ind.id,
        nama: `${ind.indikator} (${i.nama})`,
        unit: 'inovasi' as const,
        inovasi_id: i.id,
        skor: scoreOf.get(`${i.id}:${ind.id}`) ?? 0,
        maks: best(ind.skala),
      })),
    ),
  ];

  // The verifier's latest decisions on the region's innovations, with their reasons.
  const decisions = (
    (await db.execute(sql`
      select i.id as inovasi_id, i.nama, h->>'ts' as waktu, h->>'action' as aksi,
        h->>'catatan' as catatan
      from nomor_registrasi r
      join iga2020_inovasi i on i.id = r.inovasi_id
      cross join lateral jsonb_array_elements(r.history) h
      where i.profil_id = ${profilId} and i.lomba = 0 and h->>'action' in (${sql.join(
        DECISIONS.map((d) => sql`${d}`),
        sql`, `,
      )})
      order by h->>'ts' desc
      limit 5`)) as unknown as {
      rows: {
        inovasi_id: number;
        nama: string;
        waktu: string;
        aksi: string;
        catatan: string | null;
      }[];
    }
  ).rows;

  return {
    tahun,
    indeks,
    rank: indeks > 0 ? num(rankRow?.above) + 1 : null,
    predikat: predicate(indeks, bands)?.predikat ?? null,
    batas_input: deadline || null,
    sisa_hari: deadline ? daysLeft(jakartaDate(now), deadline) : null,
    kekurangan,
    saran: suggestions(sums, candidates, method),
    keputusan: decisions.map((d) => ({ ...d, inovasi_id: Number(d.inovasi_id) })),
    dihitung_pada: now.toISOString(),
  };
}
