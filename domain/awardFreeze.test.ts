import { describe, expect, it } from 'vitest';
import {
  categoryLock,
  winnerLockFromFacts,
  winnerRowLock,
  winnerWriteRefusal,
  yearFreeze,
  type YearPublication,
} from './awardFreeze';
import { minAssessors, publicationChecks, publishable } from './awardPreconditions';

const published: Record<number, YearPublication> = {
  2023: { tahun: 2023, versi: 1, dibuka: false },
  2025: { tahun: 2025, versi: 2, dibuka: true },
};
const of = (tahun: number) => published[tahun] ?? null;

describe('the freeze of a published award year', () => {
  it('freezes a published year until its latest version is opened for a revision', () => {
    expect(yearFreeze(of(2023))).toEqual({ kind: 'terbit', tahun: 2023, versi: 1 });
    expect(yearFreeze(of(2025))).toBeNull();
    expect(yearFreeze(of(2024))).toBeNull();
  });

  it('never lets a publication’s own row change in place, even in an open year', () => {
    expect(winnerRowLock({ tahun: 2025, iga_terbit_id: 7, versi: 2 }, of)).toEqual({
      kind: 'baris_terbit',
      tahun: 2025,
      versi: 2,
    });
    expect(winnerRowLock({ tahun: 2022, iga_terbit_id: null }, of)).toBeNull();
  });

  it('refuses moving a hand-entered row into or out of a frozen year, and deleting it there', () => {
    const hand2022 = { tahun: 2022, iga_terbit_id: null };
    const hand2023 = { tahun: 2023, iga_terbit_id: null };
    expect(winnerWriteRefusal(null, 2023, of)?.kind).toBe('terbit');
    expect(winnerWriteRefusal(hand2022, 2023, of)?.kind).toBe('terbit');
    expect(winnerWriteRefusal(hand2023, 2022, of)?.kind).toBe('terbit');
    expect(winnerWriteRefusal(hand2023, null, of)?.kind).toBe('terbit');
    expect(winnerWriteRefusal(hand2022, 2021, of)).toBeNull();
    expect(winnerWriteRefusal(null, 2025, of)).toBeNull();
  });

  it('locks a category that a locked row uses', () => {
    expect(categoryLock([{ tahun: 2021, iga_terbit_id: null }], of)).toBeNull();
    expect(
      categoryLock(
        [
          { tahun: 2021, iga_terbit_id: null },
          { tahun: 2023, iga_terbit_id: null },
        ],
        of,
      ),
    ).toEqual({ kind: 'terbit', tahun: 2023, versi: 1 });
  });
});

describe('a winners row’s lock from its answered facts (the screens)', () => {
  it('reads the same rule as the server', () => {
    const facts = { iga_terbit_id: null, versi: null, versi_tahun: 1, dibuka: false };
    expect(winnerLockFromFacts(2023, facts)).toEqual({ kind: 'terbit', tahun: 2023, versi: 1 });
    expect(winnerLockFromFacts(2023, { ...facts, dibuka: true })).toBeNull();
    expect(
      winnerLockFromFacts(2026, { iga_terbit_id: 4, versi: 2, versi_tahun: 2, dibuka: true }),
    ).toEqual({ kind: 'baris_terbit', tahun: 2026, versi: 2 });
    expect(winnerLockFromFacts(2022, null)).toBeNull();
  });
});

describe('the preconditions of a publication', () => {
  const base = {
    tahun: 2026,
    terbit: null,
    diumumkan: true,
    min_penilai: 1,
    nominees: [
      {
        profil_id: 1,
        nama: 'Kota Bandung',
        iid: 41.5,
        penilai: [{ nama: 'Penilai Satu', presentasi: true, validasi: true }],
        antrean_qc: [],
      },
    ],
    clusters: [
      { klaster: 'Kota', kuota: 1, baris: 1 },
      { klaster: 'Papua', kuota: 0, baris: 0 },
    ],
  };

  it('holds when every check is met', () => {
    const checks = publicationChecks(base);
    expect(checks.map((c) => c.kode)).toEqual([
      'revisi',
      'indeks_diumumkan',
      'penilai_minimum',
      'lembar_penilaian',
      'antrean_qc',
      'indeks_nominasi',
      'klaster',
    ]);
    expect(publishable(checks)).toBe(true);
  });

  it('names what is missing in each check', () => {
    const checks = publicationChecks({
      ...base,
      terbit: { tahun: 2026, versi: 1, dibuka: false },
      diumumkan: false,
      min_penilai: 2,
      nominees: [
        {
          profil_id: 1,
          nama: 'Kota Bandung',
          iid: 41.5,
          penilai: [{ nama: 'Penilai Satu', presentasi: true, validasi: false }],
          antrean_qc: ['Si Cepat'],
        },
        { profil_id: 2, nama: 'Provinsi Aceh', iid: 0, penilai: [], antrean_qc: [] },
      ],
      clusters: [
        { klaster: 'Kota', kuota: 1, baris: 1 },
        { klaster: 'Provinsi', kuota: 2, baris: 0 },
      ],
    });
    expect(Object.fromEntries(checks.map((c) => [c.kode, c.kurang]))).toEqual({
      revisi: [{ versi: 1 }],
      indeks_diumumkan: [{ tahun: 2026 }],
      penilai_minimum: [
        { nama: 'Kota Bandung', jumlah: 1 },
        { nama: 'Provinsi Aceh', jumlah: 0 },
      ],
      lembar_penilaian: [{ nama: 'Kota Bandung', penilai: 'Penilai Satu', jenis: ['validasi'] }],
      antrean_qc: [{ nama: 'Kota Bandung', inovasi: ['Si Cepat'] }],
      indeks_nominasi: [{ nama: 'Provinsi Aceh' }],
      klaster: [{ klaster: 'Provinsi' }],
    });
    expect(publishable(checks)).toBe(false);
  });

  it('refuses a year where no cluster has a nominee quota', () => {
    const checks = publicationChecks({
      ...base,
      nominees: [],
      clusters: [{ klaster: 'Kota', kuota: 0, baris: 0 }],
    });
    expect(checks.find((c) => c.kode === 'klaster')?.kurang).toEqual([{ klaster: null }]);
  });

  it('reads the minimum of assessors from its setting, 1 when unset or invalid', () => {
    expect(minAssessors('3')).toBe(3);
    expect(minAssessors('')).toBe(1);
    expect(minAssessors('0')).toBe(1);
    expect(minAssessors('dua')).toBe(1);
  });
});
