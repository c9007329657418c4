import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  meanScore,
  overallScore,
  scoresBlindFor,
  winnerCategoryName,
  type AwardSheet,
} from '../../../../domain/award';
import { ranks } from '../../../../domain/indexMethod';
import type { Db } from '../../../platform/db/client';
import { iga_penilaian, iga_terbit, winner_category, winners } from '../../../platform/db/schema';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { nomineeStates, type NomineeState } from './award';
import { allAssessors, assessorOf, isBound } from './awardAssessors';
import { recordActivity, type ActivityActor } from '../../../platform/db/audit';
import { assertPublishable } from './awardPreconditions';
import { methodFor } from '../../scoring/services/indexEngine';
import { forgetPortal } from '../../../platform/cache/publicCache';
import { awardCriteria } from '../../scoring/services/indicatorSet';
import type { AuthUser } from '../../../platform/auth/users';

/**
 * The award's scores (issue 25 items 4 and 5): each assessor's presentation and field-validation
 * sheets, the nominees' means, the overall score and its ranking per cluster, and publication.
 * Here: criteria, the sheets read, conflicts, the live ranking and publication; the board and
 * the sheet form are awardScoresSheets.ts, the ranking a reader sees awardScoresRanking.ts.
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

export type SheetRow = typeof iga_penilaian.$inferSelect;

export async function sheetsOf(db: Db, tahun: number, profilId?: number): Promise<SheetRow[]> {
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
export function sheetIndex(sheets: readonly SheetRow[]) {
  const out = new Map<number, Record<AwardSheet, Map<number, number>>>();
  for (const s of sheets) {
    const entry = out.get(s.profil_id) ?? { presentasi: new Map(), validasi: new Map() };
    entry[s.jenis as AwardSheet]?.set(s.iga_penilai_id, Number(s.skor));
    out.set(s.profil_id, entry);
  }
  return out;
}

/** Who reads the board: whether the scores are blind to it and which sheets it submitted. */
export async function readerOf(db: Db, user: AuthUser) {
  const assessor = await assessorOf(db, user);
  return { assessor, blind: scoresBlindFor(user.roles, assessor !== null) };
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

export type Publication = typeof iga_terbit.$inferSelect;

export const publicationOut = (p: Publication, earlier: number[]) => ({
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
