import { lazy } from 'react';
import { definePage } from '../page';

const load = (
  name: 'ReviewPage' | 'HasilReviewPage' | 'HasilRejectedPage' | 'QualityControlPage',
) => lazy(() => import('./ReviewPages').then((m) => ({ default: m[name] })));

/** Spec 2 "Review and quality control": the verifier's and quality control's work lists. */
export const reviewPage = definePage({
  path: 'review',
  screen: 'review',
  label: 'alur.screens.review',
  group: 'penilaianIndeks',
  icon: 'factCheck',
  component: load('ReviewPage'),
});

export const hasilReviewPage = definePage({
  path: 'hasil-review',
  screen: 'hasil-review',
  label: 'alur.screens.hasil-review',
  group: 'penilaianIndeks',
  icon: 'factCheck',
  component: load('HasilReviewPage'),
});

export const hasilRejectedPage = definePage({
  path: 'hasil-rejected',
  screen: 'hasil-rejected',
  label: 'alur.screens.hasil-rejected',
  group: 'penilaianIndeks',
  icon: 'factCheck',
  component: load('HasilRejectedPage'),
});

export const qualityControlPage = definePage({
  path: 'quality-control',
  screen: 'quality-control',
  label: 'alur.screens.quality-control',
  group: 'penilaianIndeks',
  icon: 'factCheck',
  component: load('QualityControlPage'),
});
