import { lazy } from 'react';
import { definePage } from '../page';

/**
 * Issue 9: the review screen of one innovation (`inovasi-review/{id}`, also reached as
 * `/inovasi/{id}/review`), opened from the review lists; no menu entry.
 */
export const inovasiReviewPage = definePage({
  path: 'inovasi-review',
  screen: 'inovasi-review',
  label: 'inovasi_review.title',
  icon: 'factCheck',
  component: lazy(() =>
    import('./InovasiReviewPage').then((m) => ({ default: m.InovasiReviewPage })),
  ),
});
