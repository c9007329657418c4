import { apiFetch } from './httpClient';
import type { AnswerInput } from '../../domain/indicatorAnswer';
import type { RegionAnswerRow, SavedRegionAnswer } from '../../server/wire';

/**
 * One region indicator of a period with the profile's answer (GET /daerah/{profilId}/indikator).
 * `skor_verifikasi` and `catatan` are absent for roles that may not see them.
 */
export type IndikatorDaerah = RegionAnswerRow;

/** One point of an indicator's scale (spec 3 iga_skala). */
export type Skala = IndikatorDaerah['skala'][number];

/** One answer as POST /daerah/{profilId}/indikator takes it: the engine's input. */
export type JawabanInput = AnswerInput & { indikator_id: number };

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
      await apiFetch<SavedRegionAnswer[]>(`/daerah/${profilId}/indikator`, {
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
  /** Superadmin copies a period's indicator set (with its scales) to a new year. */
  async copySet(dari: number, ke: number): Promise<{ message: string; jumlah: number }> {
    const answer = await apiFetch<{ tahun: number; jumlah: number }>('/indikator/salin', {
      method: 'POST',
      body: { dari, ke },
    });
    return { message: answer.message ?? '', jumlah: answer.data.jumlah };
  },
};

export type IndikatorApi = typeof indikatorApi;
