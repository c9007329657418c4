import type { dashboardSummary } from './services/summary';

/**
 * The answer shapes of the API's own (non-/crud) endpoints, derived from the code that produces
 * them and as JSON carries them (dates become strings). The client and the tests import these
 * types (`import type`, erased at build) instead of keeping copies.
 */

/** GET /api/summary `data`. */
export type Summary = Awaited<ReturnType<typeof dashboardSummary>>;
