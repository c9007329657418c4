import { apiFetch } from './httpClient';
import type { Dokumen } from './profilApi';

/** One point of an indicator's scale (spec 3 iga_skala). */
export interface Skala {
  id: number;
  nilai: number;
  keterangan: string;
  mulai_dari: number | null;
  sampai_dengan: number | null;
}

/**
 * One region indicator of a period with the profile's answer (GET /daerah/{profilId}/indikator).
 * `skor_verifikasi` and `catatan` are absent for roles that may not see them.
 */
export interface IndikatorDaerah {
  /** The indicator's id (answers and documents name it `indikator_id`). */
  id: number;
  no_urut: number;
  subs: string | null;
  parent_id: number | null;
  indikator: string;
  bobot: number;
  keterangan: string | null;
  jenis: string;
  satuan: string | null;
  required: number;
  document_type: string | null;
  filetypes: string | null;
  skala: Skala[];
  skala_id: number | null;
  skala_text: string | null;
  informasi: string | null;
  nilai: number | null;
  nilai_sebelum: number | null;
  nilai_sesudah: number | null;
  skor: number | null;
  skor_verifikasi?: number | null;
  catatan?: string | null;
  dokumen: Dokumen[];
  lengkap: boolean;
}

/** One answer as POST /daerah/{profilId}/indikator takes it. */
export interface JawabanInput {
  indikator_id: number;
  skala_id?: number | null;
  nilai?: number | string | null;
  nilai_sebelum?: number | string | null;
  nilai_sesudah?: number | string | null;
  informasi?: string | null;
}

export interface EvaluasiInput {
  indikator_id: number;
  skor_verifikasi: number;
  catatan: string;
}

/** The region indicator calls of spec 7. */
export const indikatorApi = {
  async regionIndicators(profilId: number, tahun?: number): Promise<IndikatorDaerah[]> {
    return (
      await apiFetch<IndikatorDaerah[]>(`/daerah/${profilId}/indikator`, { query: { tahun } })
    ).data;
  },
  async saveRegionAnswers(profilId: number, tahun: number, jawaban: JawabanInput[]) {
    const body = { tahun, jawaban };
    return (
      await apiFetch<{ indikator_id: number; skor: number }[]>(`/daerah/${profilId}/indikator`, {
        method: 'POST',
        body,
      })
    ).data;
  },
  async saveEvaluation(profilId: number, tahun: number, evaluasi: EvaluasiInput): Promise<void> {
    await apiFetch(`/evaluasi/${profilId}/profil`, {
      method: 'POST',
      body: { tahun, evaluasi: [evaluasi] },
    });
  },
};

export type IndikatorApi = typeof indikatorApi;
