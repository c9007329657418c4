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
  component: lazy(() => import('./AwardLists').then((m) => ({ default: m.AwardRankingPage }))),
});
