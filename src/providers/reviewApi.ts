import type { WorkflowAction } from '../../domain/innovationWorkflow';
import type { InnovationTimeline, ReviewListRow, WorkflowResult } from '../../server/wire';
import { apiFetch, type QueryValue } from './httpClient';

export type { InnovationTimeline, ReviewListRow, WorkflowResult };

/** The review lists of spec 7 ("Lookups"), by the queue their screen shows. */
export const REVIEW_LIST_PATHS = {
  request: '/nomor_registrasi/request/lookup',
  approved: '/review/approved/lookup',
  rejected: '/review/rejected/lookup',
  qc: '/review/qc/lookup',
} as const;
export type ReviewListQueue = keyof typeof REVIEW_LIST_PATHS;

/** The innovation's journey: review lists, transitions, timeline and comments (issue 9). */
export const reviewApi = {
  async reviewList(
    queue: ReviewListQueue,
    query: Record<string, QueryValue>,
  ): Promise<{ data: ReviewListRow[]; total: number }> {
    const body = await apiFetch<ReviewListRow[]>(REVIEW_LIST_PATHS[queue], { query });
    return { data: body.data, total: body.total ?? 0 };
  },
  /** POST /inovasi/{id}/{action}; the note is `catatan` for an approval, `alasan` otherwise. */
  async transition(id: number, action: WorkflowAction, note?: string): Promise<WorkflowResult> {
    const body = note ? (action === 'setujui' ? { catatan: note } : { alasan: note }) : undefined;
    return (await apiFetch<WorkflowResult>(`/inovasi/${id}/${action}`, { method: 'POST', body }))
      .data;
  },
  async timeline(id: number): Promise<InnovationTimeline> {
    return (await apiFetch<InnovationTimeline>(`/inovasi/${id}/timeline`)).data;
  },
  async comment(id: number, catatan: string): Promise<void> {
    await apiFetch(`/inovasi/${id}/komentar`, { method: 'POST', body: { catatan } });
  },
};

export type ReviewApi = typeof reviewApi;
