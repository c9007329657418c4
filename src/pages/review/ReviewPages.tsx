import { ReviewQueuePage, type ReviewScreen } from './ReviewQueuePage';

/** The four review screens of spec 2, each a queue with the steps spec 2 and 6 give it. */
const SCREENS: Readonly<Record<ReviewScreen['screen'], ReviewScreen>> = {
  review: {
    screen: 'review',
    queue: 'request',
    actions: ['setujui', 'tolak'],
    viewLabel: 'alur.preview_qc',
    extra: 'catatan',
  },
  'hasil-review': {
    screen: 'hasil-review',
    queue: 'approved',
    // Reject disappears once quality control accepted (the journey no longer allows it).
    actions: ['tolak', 'qc-terima', 'qc-tolak'],
    summary: true,
    extra: 'nomor',
  },
  'hasil-rejected': {
    screen: 'hasil-rejected',
    queue: 'rejected',
    actions: ['qc-terima', 'qc-tolak'],
    comments: true,
    extra: 'catatan',
  },
  'quality-control': {
    screen: 'quality-control',
    queue: 'qc',
    actions: ['qc-terima', 'qc-tolak'],
    summary: true,
    extra: 'catatan',
  },
};

export const ReviewPage = () => <ReviewQueuePage config={SCREENS.review} />;
export const HasilReviewPage = () => <ReviewQueuePage config={SCREENS['hasil-review']} />;
export const HasilRejectedPage = () => <ReviewQueuePage config={SCREENS['hasil-rejected']} />;
export const QualityControlPage = () => <ReviewQueuePage config={SCREENS['quality-control']} />;
