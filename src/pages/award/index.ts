import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/** Issue 25 item 2: the period's nominees, confirmed or adjusted by superadmin. */
export const nominasiIgaPage = definePage({
  ...menuPage('nominasi-iga'),
  icon: 'award',
  component: lazy(() => import('./AwardLists').then((m) => ({ default: m.NomineesPage }))),
});

/** Spec 2 hasil-review-ranking: the verified figures of every region. */
export const hasilReviewRankingPage = definePage({
  ...menuPage('hasil-review-ranking'),
  icon: 'ranking',
  component: lazy(() => import('./AwardLists').then((m) => ({ default: m.ReviewRankingPage }))),
});

/** Spec 2 presentasi-dan-validasi-lapangan: the assessors' scoring queue and form. */
export const presentasiValidasiPage = definePage({
  ...menuPage('presentasi-dan-validasi-lapangan'),
  icon: 'factCheck',
  component: lazy(() => import('./ScoringPage').then((m) => ({ default: m.ScoringPage }))),
});

/** Spec 2 ranking-iga: the award ranking with its weights and publication. */
export const rankingIgaPage = definePage({
  ...menuPage('ranking-iga'),
  icon: 'award',
  component: lazy(() => import('./RankingPage').then((m) => ({ default: m.AwardRankingPage }))),
});

/**
 * Spec 2 progress-input (hidden, issue 25 item 6): what each region has filled against the
 * deadline, with reminders; opened from ranking-iga, no menu entry.
 */
export const progressInputPage = definePage({
  path: 'progress-input',
  screen: 'progress-input',
  label: 'award.screens.progress-input',
  icon: 'factCheck',
  component: lazy(() => import('./ProgressPage').then((m) => ({ default: m.ProgressPage }))),
});

/**
 * Spec 2 pengukuran-inovasi (hidden, issue 25 item 7): the nominees' innovations and their
 * points; opened from ranking-iga, no menu entry.
 */
export const pengukuranInovasiPage = definePage({
  path: 'pengukuran-inovasi',
  screen: 'pengukuran-inovasi',
  label: 'award.screens.pengukuran-inovasi',
  icon: 'ranking',
  component: lazy(() => import('./MeasurementPage').then((m) => ({ default: m.MeasurementPage }))),
});
