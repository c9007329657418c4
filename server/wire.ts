import type { dashboardSummary } from './services/summary';

/**
 * The answer shapes of the API's own (non-/crud) endpoints, derived from the code that produces
 * them and as JSON carries them (dates become strings). The client and the tests import these
 * types (`import type`, erased at build) instead of keeping copies.
 */

/** GET /api/summary `data`. */
export type Summary = Awaited<ReturnType<typeof dashboardSummary>>;

/** One row of the review lists (GET /api/review/{queue}/lookup, /nomor_registrasi/request/lookup). */
export type ReviewListRow = import('./services/reviewQueues').ReviewRow;

/** POST /api/inovasi/{id}/{action} `data`: the innovation with its new state. */
export type WorkflowResult = Awaited<
  ReturnType<typeof import('./services/innovationWorkflow').applyTransition>
>;

/** GET /api/inovasi/{id}/timeline `data`. */
export type InnovationTimeline = Awaited<
  ReturnType<typeof import('./services/innovationWorkflow').timelineOf>
>;
