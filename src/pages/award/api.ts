import type { InferResponseType } from 'hono/client';
import { answer, api, queryOf } from '../../providers/api';

/** The award's calls (issue 25), typed from the server's declarations. */
const board = api['presentasi-dan-validasi'];
const sheet = board[':profilId'];
const ranking = api['ranking-iga'];

export type NomineeAnswer = InferResponseType<typeof api.iga.nominasi.$get, 200>;
export type NomineeRow = NomineeAnswer['data'][number];
export type ReviewRow = InferResponseType<
  typeof api.review.ranking.lookup.$get,
  200
>['data'][number];
export type BoardAnswer = InferResponseType<typeof board.$get, 200>;
export type BoardRow = BoardAnswer['data'][number];
export type SheetDetail = InferResponseType<typeof sheet.$get, 200>['data'];
export type RankingAnswer = InferResponseType<typeof ranking.$get, 200>;
export type RankingRow = RankingAnswer['data'][number];
export type Jenis = 'presentasi' | 'validasi';

export interface AwardFilter {
  tahun: number;
  klaster: string;
}

const filterQuery = (f: AwardFilter) =>
  queryOf({ tahun: f.tahun, iga_klaster_id: f.klaster || undefined });

export const fetchNominees = (f: AwardFilter) =>
  answer(api.iga.nominasi.$get({ query: filterQuery(f) }));

export const decideNominee = (json: {
  tahun: number;
  profil_id: number;
  nominasi: boolean;
  alasan: string;
}) => answer(api.iga.nominasi.$post({ json }));

/** Issue 35: nominees per cluster (0: not awarded that year) and winners per cluster. */
export const saveQuota = (json: {
  tahun: number;
  kuota: { iga_klaster_id: number; jumlah: number }[];
  jumlah_pemenang: number;
}) => answer(api.iga.nominasi.kuota.$put({ json }));

export const fetchReview = (f: AwardFilter) =>
  answer(api.review.ranking.lookup.$get({ query: filterQuery(f) }));

export const fetchBoard = (f: AwardFilter) => answer(board.$get({ query: filterQuery(f) }));

export const fetchConflicts = (tahun: number) =>
  answer(board.konflik.$get({ query: queryOf({ tahun }) }));

export const fetchSheet = async (profilId: number, tahun: number) =>
  (await answer(sheet.$get({ param: { profilId: String(profilId) }, query: queryOf({ tahun }) })))
    .data;

export const submitSheet = (
  profilId: number,
  json: { tahun: number; jenis: Jenis; nilai: { indikator_id: number; skor: number }[] },
) => answer(sheet.$post({ param: { profilId: String(profilId) }, json }));

export const fetchRanking = (f: AwardFilter, draf = false) =>
  answer(
    ranking.$get({
      query: { ...filterQuery(f), ...(draf ? { draf: '1' as const } : {}) },
    }),
  );

export const publishRanking = (json: { tahun: number; alasan?: string }) =>
  answer(ranking.terbitkan.$post({ json }));

/** Issue 35: what must hold before the year publishes, and opening a version for a revision. */
export type Preconditions = InferResponseType<typeof ranking.syarat.$get, 200>['data'];
export type PreconditionLine = Preconditions['syarat'][number];

export const fetchPreconditions = async (tahun: number) =>
  (await answer(ranking.syarat.$get({ query: queryOf({ tahun }) }))).data;

export const openRevision = (json: { tahun: number; alasan: string }) =>
  answer(ranking['buka-revisi'].$post({ json }));

export const saveWeights = (json: {
  tahun: number;
  iid: number;
  presentasi: number;
  validasi: number;
}) => answer(ranking.bobot.$put({ json }));

const progress = api.iga['progress-input'];
const measure = api.iga['pengukuran-indeks'];

export type ProgressAnswer = InferResponseType<typeof progress.$get, 200>;
export type ProgressRow = ProgressAnswer['data'][number];
export type MeasurementAnswer = InferResponseType<typeof measure.$get, 200>;
export type MeasurementRow = MeasurementAnswer['data'][number];

export interface ProgressFilter extends AwardFilter {
  propinsi: string;
  status: string;
}

export const fetchProgress = (f: ProgressFilter) =>
  answer(
    progress.$get({
      query: queryOf({
        tahun: f.tahun,
        iga_klaster_id: f.klaster || undefined,
        propinsi_id: f.propinsi || undefined,
        status: f.status || undefined,
      }),
    }),
  );

export const sendReminders = (json: { tahun: number; profil_ids: number[] }) =>
  answer(progress.pengingat.$post({ json }));

export const fetchMeasurement = (tahun: number, profil: string) =>
  answer(measure.$get({ query: queryOf({ tahun, profil_id: profil || undefined }) }));
