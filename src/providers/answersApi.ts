import type { AnswerSummary } from '../../domain/indicatorSummary';
import type { InovasiIndikatorHead, SavedRegionAnswer } from '../../server/wire';
import { answersPath, documentsPath, type AnswerOwnerRef } from './answerOwner';
import { answer, api } from './api';
import { apiFetch } from './httpClient';
import type { IndikatorDaerah, JawabanInput } from './indikatorApi';
import type { Dokumen } from './profilApi';
import { uploadWithProgress } from './upload';

/** GET /inovasi/{id}/indikator (or .../ujicoba): the rows, their summary and the innovation. */
export interface InnovationAnswers {
  tahun: number;
  periode: number | null;
  inovasi: InovasiIndikatorHead;
  ringkasan: AnswerSummary;
  rows: IndikatorDaerah[];
}

/** The answer and evidence calls of spec 7, for any owner (region, innovation, trial). */
export const answersApi = {
  async innovationAnswers(owner: AnswerOwnerRef): Promise<InnovationAnswers> {
    const body = await apiFetch<IndikatorDaerah[]>(answersPath(owner));
    const rest = body as unknown as Omit<InnovationAnswers, 'rows'>;
    return {
      tahun: rest.tahun,
      periode: rest.periode,
      inovasi: rest.inovasi,
      ringkasan: rest.ringkasan,
      rows: body.data,
    };
  },
  async saveOwnerAnswers(owner: AnswerOwnerRef, tahun: number, jawaban: JawabanInput[]) {
    return (
      await apiFetch<SavedRegionAnswer[]>(answersPath(owner), {
        method: 'POST',
        body: { tahun, jawaban },
      })
    ).data;
  },
  async ownerDocuments(owner: AnswerOwnerRef, indikatorId: number): Promise<Dokumen[]> {
    const param = { id: String(owner.id), indikatorId: String(indikatorId) };
    const call =
      owner.unit === 'daerah'
        ? api.daerah[':id'].dokumen[':indikatorId'].$get({ param })
        : owner.unit === 'inovasi'
          ? api.inovasi[':id'].dokumen[':indikatorId'].$get({ param })
          : api.inovasi[':id'].dokumen.ujicoba[':indikatorId'].$get({ param });
    return (await answer(call)).data;
  },
  uploadOwnerDocument(
    owner: AnswerOwnerRef,
    form: FormData,
    onProgress: (percent: number) => void,
  ): Promise<Dokumen> {
    return uploadWithProgress<Dokumen>(documentsPath(owner), form, onProgress);
  },
  async deleteOwnerDocument(owner: AnswerOwnerRef, id: number): Promise<void> {
    const args = { param: { id: String(owner.id) }, query: { id: String(id) } };
    await answer(
      owner.unit === 'daerah'
        ? api.daerah[':id'].dokumen.$delete(args)
        : owner.unit === 'inovasi'
          ? api.inovasi[':id'].dokumen.$delete(args)
          : api.inovasi[':id'].dokumen.ujicoba.$delete(args),
    );
  },
  /** POST /inovasi/{id}/evaluasi: the verifier's decisions per indicator (issue 9). */
  async evaluateInnovation(id: number, evaluasi: EvaluasiInovasiInput[]): Promise<void> {
    await apiFetch(`/inovasi/${id}/evaluasi`, { method: 'POST', body: { evaluasi } });
  },
};

export interface EvaluasiInovasiInput {
  indikator_id: number;
  status_verifikasi: 1 | 2;
  skor_verifikasi?: number | null;
  catatan?: string | null;
}

export type AnswersApi = typeof answersApi;
