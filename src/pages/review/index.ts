import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

const load = (
  name: 'ReviewPage' | 'HasilReviewPage' | 'HasilRejectedPage' | 'QualityControlPage',
) => lazy(() => import('./ReviewPages').then((m) => ({ default: m[name] })));

/** Spec 2 "Review and quality control": the verifier's and quality control's work lists. */
export const reviewPage = definePage({
  ...menuPage('review'),
  icon: 'factCheck',
  component: load('ReviewPage'),
});

export const hasilReviewPage = definePage({
  ...menuPage('hasil-review'),
  icon: 'factCheck',
  component: load('HasilReviewPage'),
});

export const hasilRejectedPage = definePage({
  ...menuPage('hasil-rejected'),
  icon: 'factCheck',
  component: load('HasilRejectedPage'),
});

export const qualityControlPage = definePage({
  ...menuPage('quality-control'),
  icon: 'factCheck',
  component: load('QualityControlPage'),
});
