import type { InferResponseType } from 'hono/client';
import type { WorkflowAction } from '../../domain/innovationWorkflow';
import { answer, api, queryOf } from './api';

/** The review lists of spec 7 ("Lookups"), by the queue their screen shows. */
const REVIEW_LISTS = {
  request: api.nomor_registrasi.request.lookup,
  approved: api.review.approved.lookup,
  rejected: api.review.rejected.lookup,
  qc: api.review.qc.lookup,
} as const;
export type ReviewListQueue = keyof typeof REVIEW_LISTS;

/** One row of the review lists, as the server declares it. */
export type ReviewListRow = InferResponseType<
  (typeof api.review.approved.lookup)['$get'],
  200
>['data'][number];
/** POST /inovasi/{id}/{action} `data`: the innovation with its new state. */
export type WorkflowResult = InferResponseType<
  (typeof api.inovasi)[':id']['kirim']['$post'],
  200
>['data'];
/** GET /inovasi/{id}/timeline `data`. */
export type InnovationTimeline = InferResponseType<
  (typeof api.inovasi)[':id']['timeline']['$get'],
  200
>['data'];

/** GET /nomor_registrasi/{id} `data`: an innovation's registration request and its history. */
export type RegistrationRequest = InferResponseType<
  (typeof api.nomor_registrasi)[':id']['$get'],
  200
>['data'];

/** The lists' paging, search and order (docs/api.md "Review lists"). */
export interface ReviewListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  /** One year's innovations (a dashboard figure opens its queue so, issue 23 item 3). */
  tahun?: number;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
}

/** The innovation's journey: review lists, transitions, timeline and comments (issue 9). */
export const reviewApi = {
  async reviewList(queue: ReviewListQueue, query: ReviewListQuery) {
    const { data, total } = await answer(REVIEW_LISTS[queue].$get({ query: queryOf(query) }));
    return { data, total };
  },
  /** POST /inovasi/{id}/{action}; the note is `catatan` for an approval, `alasan` otherwise. */
  async transition(id: number, action: WorkflowAction, note?: string): Promise<WorkflowResult> {
    const json = note ? (action === 'setujui' ? { catatan: note } : { alasan: note }) : {};
    const param = { id: String(id) };
    return (await answer(api.inovasi[':id'][action].$post({ param, json }))).data;
  },
  async timeline(id: number): Promise<InnovationTimeline> {
    return (await answer(api.inovasi[':id'].timeline.$get({ param: { id: String(id) } }))).data;
  },
  async registration(id: number): Promise<RegistrationRequest> {
    const param = { id: String(id) };
    return (await answer(api.nomor_registrasi[':id'].$get({ param }))).data;
  },
  async comment(id: number, catatan: string): Promise<void> {
    await answer(
      api.inovasi[':id'].komentar.$post({ param: { id: String(id) }, json: { catatan } }),
    );
  },
};

export type ReviewApi = typeof reviewApi;
