import { createElement, lazy } from 'react';
import type { ScreenId } from '../../../domain/screens';
import { menuPage } from '../../../domain/modules';
import { definePage, type PageModule } from '../page';
import type { AverageScreen } from './AverageIndexPage';
import type { RecapScreen } from './RecapPage';

const AverageIndexPage = lazy(() =>
  import('./AverageIndexPage').then((m) => ({ default: m.AverageIndexPage })),
);
const RecapPage = lazy(() => import('./RecapPage').then((m) => ({ default: m.RecapPage })));
const AnalisisPage = lazy(() =>
  import('./AnalisisPage').then((m) => ({ default: m.AnalisisPage })),
);

/** Spec 2 "analisis": self assessment against verification (issue 24 item 4). */
const analisis: PageModule = definePage({
  ...menuPage('analisis'),
  icon: 'ranking',
  component: AnalisisPage,
});

/** An average-index screen (spec 2 "Reports"): one component for all eight. */
const average = (screen: AverageScreen & ScreenId): PageModule =>
  definePage({
    ...menuPage(screen),
    icon: 'ranking',
    component: () => createElement(AverageIndexPage, { screen }),
  });

/** A recap of innovations (spec 2 "Reports"): one component for all four. */
const recap = (screen: RecapScreen & ScreenId): PageModule =>
  definePage({
    ...menuPage(screen),
    icon: 'receipt',
    component: () => createElement(RecapPage, { screen }),
  });

/** The reports in spec 2's order, under the "Laporan" divider (superadmin, spec 6). */
export const laporanPages: readonly PageModule[] = [
  analisis,
  average('indeks-rata-rata-inovasi-nasional'),
  average('indeks-rata-rata-inovasi-wilayah'),
  average('indeks-rata-rata-inovasi-provinsi'),
  average('indeks-rata-rata-inovasi-kota'),
  average('indeks-rata-rata-inovasi-kabupaten'),
  average('indeks-rata-rata-inovasi-daerah-perbatasan'),
  average('indeks-rata-rata-inovasi-daerah-tertinggal'),
  average('indeks-rata-rata-inovasi-papua'),
  recap('rekap-jenis-inovasi'),
  recap('rekap-bentuk-inovasi'),
  recap('rekap-urusan-pemerintah'),
  recap('rekap-inisiator'),
];
