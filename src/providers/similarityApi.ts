import type { InferResponseType } from 'hono/client';
import { answer, api } from './api';

const similarity = api.inovasi[':id'].kemiripan;

/** GET /inovasi/{id}/kemiripan `data` (issue 38): matching files and innovations. */
export type Similarity = InferResponseType<(typeof similarity)['$get'], 200>['data'];
/** GET /inovasi/{id}/kemiripan/{lawanId} `data`: the two innovations side by side. */
export type SimilarityComparison = InferResponseType<
  (typeof similarity)[':lawanId']['$get'],
  200
>['data'];
/** One row of GET /laporan/kemiripan. */
export type SimilarityReportRow = InferResponseType<
  typeof api.laporan.kemiripan.$get,
  200
>['data'][number];

export interface SimilarityReportQuery {
  tahun?: number;
  jenis?: string;
  min_skor?: string;
  page: number;
  per_page: number;
}

/** The copied-work calls of the review screen and the `kemiripan` report (issue 38). */
export const similarityApi = {
  async similarity(id: number): Promise<Similarity> {
    return (await answer(similarity.$get({ param: { id: String(id) } }))).data;
  },
  async comparison(id: number, lawanId: number): Promise<SimilarityComparison> {
    const param = { id: String(id), lawanId: String(lawanId) };
    return (await answer(similarity[':lawanId'].$get({ param }))).data;
  },
  async report(q: SimilarityReportQuery) {
    const query = {
      tahun: q.tahun === undefined ? undefined : String(q.tahun),
      jenis: q.jenis || undefined,
      min_skor: q.min_skor || undefined,
      page: String(q.page),
      per_page: String(q.per_page),
    };
    const { data, total } = await answer(api.laporan.kemiripan.$get({ query }));
    return { data, total };
  },
};
