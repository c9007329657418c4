import { ranks } from './indexMethod';
import { round } from './indicatorNumber';
import { STAFF, TIM_PENILAI } from './policy';
import { hasAnyRole } from './roles';

/**
 * The Innovative Government Award after the index (issue 25; ../shared/reference/iid-method.md
 * "IGA (award) process"): nominees per cluster from the verified index, the presentation and the
 * field validation scored by each assessor, and the overall score that ranks the nominees. The
 * index itself is never recomputed here: the stored verified results (skor_indeks) are read.
 */

/** The two assessments of a nominee and the indicator tipe of their criteria (spec 3). */
export const AWARD_SHEETS = { presentasi: 'R', validasi: 'V' } as const;
export type AwardSheet = keyof typeof AWARD_SHEETS;
export const AWARD_SHEET_KINDS = Object.keys(AWARD_SHEETS) as AwardSheet[];

/** Each criterion is scored 0-100. */
export const CRITERION_MIN = 0;
export const CRITERION_MAX = 100;

/** The weights (percent) that combine IID, presentation and validation; they add up to 100. */
export interface AwardWeights {
  iid: number;
  presentasi: number;
  validasi: number;
}

/**
 * The seeded award settings. No public source gives the weights (the reference says so): 50/30/20
 * is the project's default (docs/decisions.md), a setting of the period superadmin changes.
 * Nominees 2023 per cluster name: 9 provinsi, 21 kabupaten, 13 kota, 5 tertinggal, 5 perbatasan,
 * none for Papua.
 */
export const AWARD_2023 = {
  bobot: { iid: 50, presentasi: 30, validasi: 20 } satisfies AwardWeights,
  kuota: {
    Provinsi: 9,
    Kabupaten: 21,
    Kota: 13,
    'Daerah Tertinggal': 5,
    'Daerah Perbatasan': 5,
    Papua: 0,
  } as Readonly<Record<string, number>>,
  jumlah_pemenang: 3,
};

/** The 2023 presentation criteria and their weights (tipe R indicators of the period). */
export const PRESENTATION_CRITERIA_2023 = [
  { no_urut: 1, indikator: 'Kebaharuan', bobot: 30 },
  { no_urut: 2, indikator: 'Kemanfaatan', bobot: 25 },
  { no_urut: 3, indikator: 'Kewenangan daerah dan kolaborasi', bobot: 15 },
  { no_urut: 4, indikator: 'Replikasi dan aplikatif', bobot: 20 },
  { no_urut: 5, indikator: 'Penguasaan materi / kualitas penyajian', bobot: 10 },
] as const;

/**
 * The field validation's criteria (tipe V). The reference names none: these four, equally
 * weighted, are an inferred default superadmin edits in the indicator master.
 */
export const VALIDATION_CRITERIA_2023 = [
  {
    no_urut: 1,
    indikator: 'Kesesuaian inovasi di lapangan dengan data yang dilaporkan',
    bobot: 25,
  },
  { no_urut: 2, indikator: 'Keberfungsian inovasi', bobot: 25 },
  { no_urut: 3, indikator: 'Manfaat yang dirasakan masyarakat', bobot: 25 },
  { no_urut: 4, indikator: 'Keberlanjutan inovasi', bobot: 25 },
] as const;

/** Weights are each 0-100 and add up to 100 (null: valid; else the i18n key of the reason). */
export function checkWeights(w: AwardWeights): string | null {
  const parts = [w.iid, w.presentasi, w.validasi];
  if (parts.some((p) => !Number.isFinite(p) || p < 0 || p > 100)) return 'award.bobot_rentang';
  return Math.abs(parts.reduce((s, p) => s + p, 0) - 100) < 0.005 ? null : 'award.bobot_jumlah';
}

/**
 * One assessor's sheet: the criteria's scores averaged with the criteria's weights (a plain
 * mean when no criterion has a weight), two decimals.
 * @example sheetScore({ 1: 80, 2: 60 }, [{ id: 1, bobot: 30 }, { id: 2, bobot: 10 }]) // 75
 */
export function sheetScore(
  nilai: Readonly<Record<string, number>>,
  criteria: readonly { id: number; bobot: number }[],
): number {
  if (criteria.length === 0) return 0;
  const total = criteria.reduce((s, c) => s + c.bobot, 0);
  const sum = criteria.reduce(
    (s, c) => s + (nilai[String(c.id)] ?? 0) * (total > 0 ? c.bobot : 1),
    0,
  );
  return round(sum / (total > 0 ? total : criteria.length), 2);
}

/** A region's score of one assessment: the mean over the assessors who submitted, or null. */
export function meanScore(sheets: readonly number[]): number | null {
  if (sheets.length === 0) return null;
  return round(sheets.reduce((s, v) => s + v, 0) / sheets.length, 2);
}

/**
 * overall = w_iid x IID + w_presentasi x presentation + w_validasi x validation, the weights in
 * percent; an assessment nobody submitted counts 0. Two decimals.
 * @example overallScore(60, 80, 70, { iid: 50, presentasi: 30, validasi: 20 }) // 68
 */
export function overallScore(
  iid: number,
  presentasi: number | null,
  validasi: number | null,
  w: AwardWeights,
): number {
  return round(
    (w.iid * iid + w.presentasi * (presentasi ?? 0) + w.validasi * (validasi ?? 0)) / 100,
    2,
  );
}

/**
 * The nominees the verified index proposes: in each cluster (in the order given), the regions
 * whose rank by verified IID (ties share a rank, 0 has none) is within the cluster's N. A region
 * is proposed once, in the first cluster that takes it; those after skip it.
 */
export function proposeNominees(
  clusters: readonly {
    id: number;
    kuota: number;
    /** Members ordered by verified IID, highest first. */
    members: readonly { profil_id: number; iid: number }[];
  }[],
): Map<number, number> {
  const taken = new Map<number, number>();
  for (const cluster of clusters) {
    const open = cluster.members.filter((m) => !taken.has(m.profil_id));
    const rank = ranks(open.map((m) => m.iid));
    open.forEach((m, i) => {
      const r = rank[i];
      if (r !== null && r !== undefined && r <= cluster.kuota) taken.set(m.profil_id, cluster.id);
    });
  }
  return taken;
}

/**
 * A region may be a nominee only with a verified index above 0 (issue 35): 0 is "Tidak Dapat
 * Dinilai", an index nobody verified, and a nominee without one could otherwise win its cluster
 * on the presentation and field validation alone. The proposal already skips 0 (it has no
 * rank); this keeps a hand-added nominee and the publication to the same rule.
 * @example nominable(0) // false
 */
export const nominable = (verifiedIndex: number): boolean =>
  Number.isFinite(verifiedIndex) && verifiedIndex > 0;

/** The winner category a cluster's winners are written under. */
export const winnerCategoryName = (klaster: string): string =>
  klaster === 'Papua' ? 'Daerah Papua Terinovatif' : `${klaster} Terinovatif`;

/**
 * Blind scoring (issue 25 item 4): an assessor, or a tim.penilai account, sees the scores of a
 * region's assessment only once it has submitted its own. Staff who do not score see them.
 */
export const scoresBlindFor = (roles: readonly string[], isAssessor: boolean): boolean =>
  isAssessor || (hasAnyRole(roles, [TIM_PENILAI]) && !hasAnyRole(roles, STAFF));
