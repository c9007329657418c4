import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  AWARD_SHEETS,
  CRITERION_MAX,
  CRITERION_MIN,
  meanScore,
  overallScore,
  scoresBlindFor,
  sheetScore,
  winnerCategoryName,
  type AwardSheet,
  type AwardWeights,
} from '../../domain/award';
import { ranks } from '../../domain/indexMethod';
import type { Db } from '../db/client';
import { iga_penilaian, iga_terbit, profil_pemda, winner_category, winners } from '../db/schema';
import { fail, message, MESSAGES } from '../http';
import { forbidden } from '../openapi/access';
import { latestPublication, nomineeStates, type NomineeState } from './award';
import { allAssessors, assessorOf, assignedTo, isBound } from './awardAssessors';
import { recordActivity, type ActivityActor } from './audit';
import { assertYearWritable } from './awardFreeze';
import { assertPublishable } from './awardPreconditions';
import { methodFor } from './indexEngine';
import { forgetPortal } from './publicCache';
import { cachedRanking } from './rankingCache';
import { awardCriteria } from './indicatorSet';
import type { AuthUser } from './users';

/**
 * The award's scores (issue 25 items 4 and 5): each assessor's presentation and field-validation
 * sheets, the nominees' means, the overall score and its ranking per cluster, and publication.
 */

export interface Criterion {
  id: number;
  no_urut: number;
  indikator: string;
  keterangan: string | null;
  bobot: number;
}

/** The criteria of both assessments in force for a year. */
export async function criteriaOf(db: Db, tahun: number): Promise<Record<AwardSheet, Criterion[]>> {
  const [r, v] = await Promise.all([awardCriteria(db, tahun, 'R'), awardCriteria(db, tahun, 'V')]);
  const out = (list: typeof r.indikator) =>
    list.map((i) => ({
      id: i.id,
      no_urut: i.no_urut,
      indikator: i.indikator,
      keterangan: i.keterangan,
      bobot: i.bobot,
    }));
  return { presentasi: out(r.indikator), validasi: out(v.indikator) };
}

type SheetRow = typeof iga_penilaian.$inferSelect;

async function sheetsOf(db: Db, tahun: number, profilId?: number): Promise<SheetRow[]> {
  return db
    .select()
    .from(iga_penilaian)
    .where(
      profilId === undefined
        ? eq(iga_penilaian.tahun, tahun)
        : and(eq(iga_penilaian.tahun, tahun), eq(iga_penilaian.profil_id, profilId)),
    );
}

/** Per region: the submitted sheets' scores per assessment and who submitted. */
function sheetIndex(sheets: readonly SheetRow[]) {
  const out = new Map<number, Record<AwardSheet, Map<number, number>>>();
  for (const s of sheets) {
    const entry = out.get(s.profil_id) ?? { presentasi: new Map(), validasi: new Map() };
    entry[s.jenis as AwardSheet]?.set(s.iga_penilai_id, Number(s.skor));
    out.set(s.profil_id, entry);
  }
  return out;
}

/** Who reads the board: whether the scores are blind to it and which sheets it submitted. */
async function readerOf(db: Db, user: AuthUser) {
  const assessor = await assessorOf(db, user);
  return { assessor, blind: scoresBlindFor(user.roles, assessor !== null) };
}

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

/** Conflicts of interest: each nominee an assessor is bound to (and so never scores). */
export async function conflicts(db: Db, tahun: number) {
  const [{ states }, assessors] = await Promise.all([nomineeStates(db, tahun), allAssessors(db)]);
  return states
    .filter((s) => s.nominasi)
    .flatMap((s) =>
      assessors
        .filter((a) => isBound(a, s))
        .map((a) => ({
          iga_penilai_id: a.id,
          penilai: a.nama,
          instansi: a.instansi,
          profil_id: s.profil_id,
          nama: s.nama,
        })),
    );
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

export interface RankingRow {
  profil_id: number;
  nama: string;
  iga_klaster_id: number | null;
  klaster: string;
  total_score: number;
  skor_penilaian: number | null;
  skor_validasi_lapangan: number | null;
  peringkat: number | null;
  isIga: boolean;
  overall_score: number | null;
}

/**
 * The award ranking as it stands: each nominee's overall score with the period's weights,
 * ranked within its cluster (ties share a rank, domain ranks()).
 */
export async function liveRanking(db: Db, tahun: number) {
  const [{ states, settings, clusters }, sheets] = await Promise.all([
    nomineeStates(db, tahun),
    sheetsOf(db, tahun),
  ]);
  const byRegion = sheetIndex(sheets);
  const names = new Map(clusters.map((k) => [k.id, k.klaster]));
  const scored = states
    .filter((s) => s.nominasi)
    .map((s) => {
      const got = byRegion.get(s.profil_id);
      const p = meanScore([...(got?.presentasi.values() ?? [])]);
      const v = meanScore([...(got?.validasi.values() ?? [])]);
      return { s, p, v, overall: overallScore(s.iid, p, v, settings.bobot) };
    });
  const rows: RankingRow[] = [];
  for (const k of clusters) {
    const inCluster = scored
      .filter((x) => x.s.iga_klaster_id === k.id)
      .sort((a, b) => b.overall - a.overall || a.s.nama.localeCompare(b.s.nama));
    const rank = ranks(inCluster.map((x) => x.overall));
    inCluster.forEach((x, i) =>
      rows.push({
        profil_id: x.s.profil_id,
        nama: x.s.nama,
        iga_klaster_id: k.id,
        klaster: names.get(k.id) ?? '',
        total_score: x.s.iid,
        skor_penilaian: x.p,
        skor_validasi_lapangan: x.v,
        peringkat: rank[i] ?? null,
        isIga: true,
        overall_score: x.overall,
      }),
    );
  }
  return { rows, settings, states };
}

type Publication = typeof iga_terbit.$inferSelect;

const publicationOut = (p: Publication, earlier: number[]) => ({
  versi: p.versi,
  diterbitkan: p.created_at.toISOString(),
  bobot: p.bobot,
  method_version: p.method_version,
  alasan: p.alasan,
  pemenang: p.pemenang as {
    id: number;
    category_id: number;
    kategori: string;
    profil_id: number;
    nama: string;
    urutan: number;
  }[],
  versi_sebelumnya: earlier,
  // Opened for a revision (issue 35): the year is writable until the next version.
  dibuka_at: p.dibuka_at?.toISOString() ?? null,
  dibuka_alasan: p.dibuka_alasan,
});

/**
 * GET /ranking-iga: the published ranking (the latest version, or `versi`) frozen as it was,
 * else the ranking as it stands. A blind reader (an assessor) sees no score of a region it has
 * not scored until publication.
 */
export async function awardRanking(
  db: Db,
  user: AuthUser,
  q: { tahun: number; klasterId?: number; versi?: number; draf?: boolean },
) {
  // The publications and the ranking as it stands are the same for every reader until the
  // index, a nominee, a sheet, a setting or a publication changes (rankingCache.ts); only the
  // blinding below depends on the reader.
  const [board, reader] = await Promise.all([
    cachedRanking(db, 'ranking-iga', q.tahun, 'semua', async () => {
      const [versions, live] = await Promise.all([
        db
          .select()
          .from(iga_terbit)
          .where(eq(iga_terbit.tahun, q.tahun))
          .orderBy(desc(iga_terbit.versi)),
        liveRanking(db, q.tahun),
      ]);
      return { versions, rows: live.rows, bobot: live.settings.bobot };
    }),
    readerOf(db, user),
  ]);
  const versions = board.versions;
  const chosen =
    q.draf === true
      ? undefined
      : q.versi !== undefined
        ? versions.find((v) => v.versi === q.versi)
        : versions[0];
  if (q.versi !== undefined && !chosen && q.draf !== true) throw fail(404, MESSAGES.notFound);
  const inCluster = (r: RankingRow) =>
    q.klasterId === undefined || r.iga_klaster_id === q.klasterId;
  if (chosen) {
    const earlier = versions.filter((v) => v.versi < chosen.versi).map((v) => v.versi);
    return {
      rows: (chosen.hasil as RankingRow[]).filter(inCluster),
      bobot: chosen.bobot,
      terbit: publicationOut(chosen, earlier),
    };
  }
  let rows = board.rows.filter(inCluster);
  if (reader.blind) {
    const mine = reader.assessor ? await sheetsOf(db, q.tahun) : [];
    const done = new Set(
      mine.filter((s) => s.iga_penilai_id === reader.assessor?.id).map((s) => s.profil_id),
    );
    rows = rows.map((r) =>
      done.has(r.profil_id)
        ? r
        : {
            ...r,
            skor_penilaian: null,
            skor_validasi_lapangan: null,
            overall_score: null,
            peringkat: null,
          },
    );
  }
  return { rows, bobot: board.bobot as AwardWeights, terbit: null };
}

/**
 * Publishes a year's award ranking: frozen with its weights and the index method version, the
 * winners (rank within the period's winners per cluster) written to `winners` under their
 * cluster's category. A republication needs a reason, keeps the earlier version and replaces
 * the winners rows the earlier one wrote.
 */
export async function publish(db: Db, actor: ActivityActor, tahun: number, alasan?: string) {
  const reason = alasan?.trim() || null;
  const published = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(2525, ${tahun})`);
    const [previous] = await tx
      .select()
      .from(iga_terbit)
      .where(eq(iga_terbit.tahun, tahun))
      .orderBy(desc(iga_terbit.versi))
      .limit(1);
    if (previous && !reason)
      throw fail(422, MESSAGES.invalid, { alasan: message('awardRepublishReason') });
    // Under the year's lock: the preconditions (a frozen year, an unannounced index, a missing
    // sheet, ...) and the ranking are read as they are committed, then frozen together.
    await assertPublishable(tx, tahun);
    const [live, method] = await Promise.all([liveRanking(tx, tahun), methodFor(tx, tahun)]);
    const chosen = live.rows.filter(
      (r) =>
        r.peringkat !== null &&
        r.peringkat <= live.settings.jumlah_pemenang &&
        (r.overall_score ?? 0) > 0,
    );
    const categories = await tx.select().from(winner_category);
    const categoryOf = async (klaster: string) => {
      const name = winnerCategoryName(klaster);
      const found = categories.find((c) => c.name === name);
      if (found) return found;
      const [made] = await tx.insert(winner_category).values({ name }).returning();
      categories.push(made!);
      return made!;
    };
    if (previous) {
      // The rows the earlier versions wrote (those before issue 35 by the ids they kept).
      const ids = (previous.pemenang as { id: number }[]).map((w) => w.id);
      await tx
        .delete(winners)
        .where(
          or(
            and(eq(winners.tahun, tahun), isNotNull(winners.iga_terbit_id)),
            ids.length > 0 ? inArray(winners.id, ids) : undefined,
          ),
        );
    }
    const [stored] = await tx
      .insert(iga_terbit)
      .values({
        tahun,
        versi: (previous?.versi ?? 0) + 1,
        bobot: live.settings.bobot,
        method_version: method.versi,
        alasan: reason,
        hasil: live.rows,
        pemenang: [],
        published_by: actor.id,
      })
      .returning();
    const pemenang = [];
    for (const r of chosen) {
      const category = await categoryOf(r.klaster);
      // Each row names this publication: it changes only through the next version.
      const [row] = await tx
        .insert(winners)
        .values({
          tahun,
          category_id: category.id,
          profil_id: r.profil_id,
          urutan: r.peringkat!,
          iga_terbit_id: stored!.id,
        })
        .returning({ id: winners.id });
      pemenang.push({
        id: row!.id,
        category_id: category.id,
        kategori: category.name,
        profil_id: r.profil_id,
        nama: r.nama,
        urutan: r.peringkat!,
        iga_klaster_id: r.iga_klaster_id,
      });
    }
    await tx.update(iga_terbit).set({ pemenang }).where(eq(iga_terbit.id, stored!.id));
    stored!.pemenang = pemenang;
    await recordActivity(tx, {
      actor,
      name: previous ? 'terbit_ulang_ranking_iga' : 'terbitkan_ranking_iga',
      resource: 'iga_terbit',
      recordId: stored!.id,
      data: [
        { name: 'tahun', value: tahun },
        { name: 'versi', value: stored!.versi },
        { name: 'bobot', value: live.settings.bobot },
        { name: 'pemenang', value: pemenang.length },
        ...(reason ? [{ name: 'alasan', value: reason }] : []),
      ],
    });
    const earlier = previous
      ? (
          await tx
            .select({ versi: iga_terbit.versi })
            .from(iga_terbit)
            .where(
              and(eq(iga_terbit.tahun, tahun), or(sql`${iga_terbit.versi} < ${stored!.versi}`)),
            )
        ).map((v) => v.versi)
      : [];
    return publicationOut(
      stored!,
      earlier.sort((a, b) => a - b),
    );
  });
  // The winners show on /pemenang and on each winner's region page.
  forgetPortal(db);
  return published;
}

export type { NomineeState };
