import type { InferRequestType, InferResponseType } from 'hono/client';
import { documentsPath, type AnswerOwnerRef } from './answerOwner';
import { answer, api } from './api';
import type { IndikatorDaerah, JawabanInput } from './indikatorApi';
import type { Dokumen } from './profilApi';

const innovation = api.inovasi[':id'];

/** An innovation row's answer sets: its indicators, its trial results, a competition entry's. */
export type InnovationOwnerRef = AnswerOwnerRef & { unit: 'inovasi' | 'ujicoba' | 'lomba' };
const lomba = api.lomba[':id'];

type InnovationAnswersBody = InferResponseType<typeof innovation.indikator.$get, 200>;

/** GET /inovasi/{id}/indikator (or .../ujicoba): the rows, their summary and the innovation. */
export type InnovationAnswers = Omit<InnovationAnswersBody, 'status' | 'data'> & {
  rows: IndikatorDaerah[];
};

/** One decision of POST /inovasi/{id}/evaluasi (issue 9). */
export type EvaluasiInovasiInput = InferRequestType<
  typeof innovation.evaluasi.$post
>['json']['evaluasi'][number];

/** The GET of an innovation's answers, of its indicators or of its trial results. */
function innovationAnswersOf(owner: InnovationOwnerRef) {
  const param = { id: String(owner.id) };
  if (owner.unit === 'lomba') return lomba.indikator.$get({ param });
  return owner.unit === 'ujicoba'
    ? innovation.indikator.ujicoba.$get({ param })
    : innovation.indikator.$get({ param });
}

/** The POST of an owner's answers: a region's, an innovation's or its trial results. */
function saveAnswersOf(owner: AnswerOwnerRef, json: { tahun: number; jawaban: JawabanInput[] }) {
  if (owner.unit === 'daerah') {
    return api.daerah[':profilId'].indikator.$post({ param: { profilId: String(owner.id) }, json });
  }
  const param = { id: String(owner.id) };
  if (owner.unit === 'lomba') return lomba.indikator.$post({ param, json });
  return owner.unit === 'ujicoba'
    ? innovation.indikator.ujicoba.$post({ param, json })
    : innovation.indikator.$post({ param, json });
}

/** The answer and evidence calls of spec 7, for any owner (region, innovation, trial). */
export const answersApi = {
  async innovationAnswers(owner: InnovationOwnerRef): Promise<InnovationAnswers> {
    const { status: _status, data, ...rest } = await answer(innovationAnswersOf(owner));
    return { ...rest, rows: data };
  },
  async saveOwnerAnswers(owner: AnswerOwnerRef, tahun: number, jawaban: JawabanInput[]) {
    return (await answer(saveAnswersOf(owner, { tahun, jawaban }))).data;
  },
  async ownerDocuments(owner: AnswerOwnerRef, indikatorId: number): Promise<Dokumen[]> {
    const param = { id: String(owner.id), indikatorId: String(indikatorId) };
    const call =
      owner.unit === 'daerah'
        ? api.daerah[':id'].dokumen[':indikatorId'].$get({ param })
        : owner.unit === 'inovasi'
          ? api.inovasi[':id'].dokumen[':indikatorId'].$get({ param })
          : owner.unit === 'lomba'
            ? lomba.dokumen[':indikatorId'].$get({ param })
            : api.inovasi[':id'].dokumen.ujicoba[':indikatorId'].$get({ param });
    return (await answer(call)).data;
  },
  /**
   * POST of a supporting document: its file is a finished resumable upload (`file_url`), or a
   * video link (`youtube`). Scripts may still send the bytes (`file`) here directly.
   */
  async uploadOwnerDocument(owner: AnswerOwnerRef, form: FormData): Promise<Dokumen> {
    // The upload code loads with the first upload, not with the console (first-load budget).
    const { uploadWithProgress } = await import('./upload');
    return uploadWithProgress<Dokumen>(documentsPath(owner), form);
  },
  async deleteOwnerDocument(owner: AnswerOwnerRef, id: number): Promise<void> {
    const args = { param: { id: String(owner.id) }, query: { id: String(id) } };
    await answer(
      owner.unit === 'daerah'
        ? api.daerah[':id'].dokumen.$delete(args)
        : owner.unit === 'inovasi'
          ? api.inovasi[':id'].dokumen.$delete(args)
          : owner.unit === 'lomba'
            ? lomba.dokumen.$delete(args)
            : api.inovasi[':id'].dokumen.ujicoba.$delete(args),
    );
  },
  /** POST /inovasi/{id}/evaluasi: the verifier's decisions per indicator (issue 9). */
  async evaluateInnovation(id: number, evaluasi: EvaluasiInovasiInput[]): Promise<void> {
    await answer(innovation.evaluasi.$post({ param: { id: String(id) }, json: { evaluasi } }));
  },
};

export type AnswersApi = typeof answersApi;
