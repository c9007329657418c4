import { lazy } from 'react';
import { definePage } from '../page';

/** Issue 25 item 2: the period's nominees, confirmed or adjusted by superadmin. */
export const nominasiIgaPage = definePage({
  path: 'nominasi-iga',
  screen: 'nominasi-iga',
  label: 'award.screens.nominasi-iga',
  group: 'iga',
  icon: 'award',
  component: lazy(() => import('./AwardLists').then((m) => ({ default: m.NomineesPage }))),
});

/** Spec 2 hasil-review-ranking: the verified figures of every region. */
export const hasilReviewRankingPage = definePage({
  path: 'hasil-review-ranking',
  screen: 'hasil-review-ranking',
  label: 'award.screens.hasil-review-ranking',
  group: 'iga',
  icon: 'ranking',
  component: lazy(() => import('./AwardLists').then((m) => ({ default: m.ReviewRankingPage }))),
});

/** Spec 2 presentasi-dan-validasi-lapangan: the assessors' scoring queue and form. */
export const presentasiValidasiPage = definePage({
  path: 'presentasi-dan-validasi-lapangan',
  screen: 'presentasi-dan-validasi-lapangan',
  label: 'award.screens.presentasi-dan-validasi-lapangan',
  group: 'iga',
  icon: 'factCheck',
  component: lazy(() => import('./ScoringPage').then((m) => ({ default: m.ScoringPage }))),
});

/** Spec 2 ranking-iga: the award ranking with its weights and publication. */
export const rankingIgaPage = definePage({
  path: 'ranking-iga',
  screen: 'ranking-iga',
  label: 'award.screens.ranking-iga',
  group: 'iga',
  icon: 'award',
  component: lazy(() => import('./AwardLists').then((m) => ({ default: m.AwardRankingPage }))),
});
