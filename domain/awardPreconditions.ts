import { nominable, type AwardSheet } from './award';
import { yearFreeze, type YearPublication } from './awardFreeze';

/**
 * What must hold before a year's award ranking is published (issue 35): each check names what
 * is missing, so the ranking-iga screen shows the list before the button is pressed and the
 * publication refuses with the same list. The server gathers the facts; this decides.
 */

/** The checks, in the order the screen lists them. */
export const PRECONDITIONS = [
  'revisi',
  'indeks_diumumkan',
  'penilai_minimum',
  'lembar_penilaian',
  'antrean_qc',
  'indeks_nominasi',
  'klaster',
] as const;
export type Precondition = (typeof PRECONDITIONS)[number];

/** The default of the `iga_min_penilai` setting: assessors each nominee needs at least. */
export const MIN_ASSESSORS_DEFAULT = 1;

/** The setting's value, or the default when empty or not a whole number 1-50. */
export function minAssessors(setting: string | null | undefined): number {
  const n = Number(String(setting ?? '').trim());
  return Number.isInteger(n) && n >= 1 && n <= 50 ? n : MIN_ASSESSORS_DEFAULT;
}

export interface NomineeFacts {
  profil_id: number;
  nama: string;
  /** Its stored verified index of the year (0: Tidak Dapat Dinilai, never a nominee). */
  iid: number;
  /** The assessors assigned to it (linked to an account, not bound to its region). */
  penilai: { nama: string; presentasi: boolean; validasi: boolean }[];
  /** Names of its innovations of the year that wait in the quality-control queue. */
  antrean_qc: string[];
}

export interface PublicationFacts {
  tahun: number;
  /** The year's latest publication, or null. */
  terbit: YearPublication | null;
  /** The year is in the `indeks_diumumkan` setting. */
  diumumkan: boolean;
  min_penilai: number;
  nominees: NomineeFacts[];
  /** Every award cluster with its nominee quota of the year and its rows in the ranking. */
  clusters: { klaster: string; kuota: number; baris: number }[];
}

/** What one check found missing; an empty `kurang` means it holds. */
export type CheckResult =
  | { kode: 'revisi'; kurang: { versi: number }[] }
  | { kode: 'indeks_diumumkan'; kurang: { tahun: number }[] }
  | { kode: 'penilai_minimum'; kurang: { nama: string; jumlah: number }[] }
  | { kode: 'lembar_penilaian'; kurang: { nama: string; penilai: string; jenis: AwardSheet[] }[] }
  | { kode: 'antrean_qc'; kurang: { nama: string; inovasi: string[] }[] }
  | { kode: 'indeks_nominasi'; kurang: { nama: string }[] }
  /** `klaster` null: no cluster has a nominee quota at all (nothing would be published). */
  | { kode: 'klaster'; kurang: { klaster: string | null }[] };

/** Every check with what it found missing, in PRECONDITIONS order. */
export function publicationChecks(f: PublicationFacts): CheckResult[] {
  const frozen = yearFreeze(f.terbit);
  const published = f.clusters.filter((k) => k.kuota > 0);
  return [
    { kode: 'revisi', kurang: frozen ? [{ versi: frozen.versi }] : [] },
    { kode: 'indeks_diumumkan', kurang: f.diumumkan ? [] : [{ tahun: f.tahun }] },
    {
      kode: 'penilai_minimum',
      kurang: f.nominees
        .filter((n) => n.penilai.length < f.min_penilai)
        .map((n) => ({ nama: n.nama, jumlah: n.penilai.length })),
    },
    {
      kode: 'lembar_penilaian',
      kurang: f.nominees.flatMap((n) =>
        n.penilai
          .map((p) => ({
            nama: n.nama,
            penilai: p.nama,
            jenis: (['presentasi', 'validasi'] as const).filter((j) => !p[j]),
          }))
          .filter((m) => m.jenis.length > 0),
      ),
    },
    {
      kode: 'antrean_qc',
      kurang: f.nominees
        .filter((n) => n.antrean_qc.length > 0)
        .map((n) => ({ nama: n.nama, inovasi: n.antrean_qc })),
    },
    {
      // A nominee decided before its index fell to 0 (a recount) would still be listed.
      kode: 'indeks_nominasi',
      kurang: f.nominees.filter((n) => !nominable(n.iid)).map((n) => ({ nama: n.nama })),
    },
    {
      kode: 'klaster',
      kurang:
        published.length === 0
          ? [{ klaster: null }]
          : published.filter((k) => k.baris === 0).map((k) => ({ klaster: k.klaster })),
    },
  ];
}

/** The year may be published now. */
export const publishable = (checks: readonly CheckResult[]): boolean =>
  checks.every((c) => c.kurang.length === 0);
