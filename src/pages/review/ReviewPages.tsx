import { ReviewQueuePage, type ReviewScreen } from './ReviewQueuePage';

/** The four review screens of spec 2, each a queue with the steps spec 2 and 6 give it. */
const SCREENS: Readonly<Record<ReviewScreen['screen'], ReviewScreen>> = {
  review: {
    screen: 'review',
    queue: 'request',
    actions: ['setujui', 'tolak'],
    viewLabel: 'alur.preview_qc',
    note: true,
  },
  'hasil-review': {
    screen: 'hasil-review',
    queue: 'approved',
    // Reject disappears once quality control accepted (qc 1: the journey no longer allows it).
    actions: ['tolak', 'qc-terima', 'qc-tolak'],
    summary: true,
  },
  'hasil-rejected': {
    screen: 'hasil-rejected',
    queue: 'rejected',
    // "approve" (admin, superadmin; issue 27 item 2) beside quality control's two decisions.
    actions: ['setujui', 'qc-terima', 'qc-tolak'],
    comments: true,
    note: true,
  },
  'quality-control': {
    screen: 'quality-control',
    queue: 'qc',
    actions: ['qc-terima', 'qc-tolak'],
    summary: true,
    note: true,
  },
};

export const ReviewPage = () => <ReviewQueuePage config={SCREENS.review} />;
export const HasilReviewPage = () => <ReviewQueuePage config={SCREENS['hasil-review']} />;
export const HasilRejectedPage = () => <ReviewQueuePage config={SCREENS['hasil-rejected']} />;
export const QualityControlPage = () => <ReviewQueuePage config={SCREENS['quality-control']} />;
