import type { InferRequestType, InferResponseType } from 'hono/client';
import { answer, api } from './api';

const regionAnswers = api.daerah[':profilId'].indikator;
const regionEvaluation = api.evaluasi[':profilId'].profil;

/**
 * One region indicator of a period with the profile's answer (GET /daerah/{profilId}/indikator).
 * `skor_verifikasi` and `catatan` are absent for roles that may not see them.
 */
export type IndikatorDaerah = InferResponseType<typeof regionAnswers.$get, 200>['data'][number];

/** One point of an indicator's scale (spec 3 iga_skala). */
export type Skala = IndikatorDaerah['skala'][number];

/** One answer as POST /daerah/{profilId}/indikator takes it: the engine's input. */
export type JawabanInput = InferRequestType<typeof regionAnswers.$post>['json']['jawaban'][number];

/** One decision of POST /evaluasi/{profilId}/profil. */
export type EvaluasiInput = InferRequestType<
  typeof regionEvaluation.$post
>['json']['evaluasi'][number];

/** The region indicator calls of spec 7. */
export const indikatorApi = {
  async regionIndicators(profilId: number, tahun?: number): Promise<IndikatorDaerah[]> {
    const query = tahun === undefined ? {} : { tahun: String(tahun) };
    const param = { profilId: String(profilId) };
    return (await answer(regionAnswers.$get({ param, query }))).data;
  },
  async saveRegionAnswers(profilId: number, tahun: number, jawaban: JawabanInput[]) {
    const param = { profilId: String(profilId) };
    return (await answer(regionAnswers.$post({ param, json: { tahun, jawaban } }))).data;
  },
  async saveEvaluation(profilId: number, tahun: number, evaluasi: EvaluasiInput): Promise<void> {
    const param = { profilId: String(profilId) };
    await answer(regionEvaluation.$post({ param, json: { tahun, evaluasi: [evaluasi] } }));
  },
  /** Superadmin copies a period's indicator set (with its scales) to a new year. */
  async copySet(dari: number, ke: number): Promise<{ message: string; jumlah: number }> {
    const done = await answer(api.indikator.salin.$post({ json: { dari, ke } }));
    return { message: done.message, jumlah: done.data.jumlah };
  },
};

export type IndikatorApi = typeof indikatorApi;
