import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

const load = (name: 'RankingIndexPage' | 'RekapAkhirPage') =>
  lazy(() => import('./IndexListPage').then((m) => ({ default: m[name] })));

/** Spec 2 ranking-index: regions by their self-assessment index, with the IGA flag. */
export const rankingIndexPage = definePage({
  ...menuPage('ranking-index'),
  icon: 'ranking',
  component: load('RankingIndexPage'),
});

/** Spec 2 rekap-akhir: the self and verified index of every region. */
export const rekapAkhirPage = definePage({
  ...menuPage('rekap-akhir'),
  icon: 'ranking',
  component: load('RekapAkhirPage'),
});

/** Issue 10 "why this score": a region's breakdown (`indeks-daerah/{profilId}`), no menu entry. */
export const indeksDaerahPage = definePage({
  path: 'indeks-daerah',
  screen: 'indeks-daerah',
  label: 'indeks.screens.indeks-daerah',
  icon: 'ranking',
  component: lazy(() => import('./BreakdownPage').then((m) => ({ default: m.BreakdownPage }))),
});
