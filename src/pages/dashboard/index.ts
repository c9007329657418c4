import { lazy } from 'react';
import { definePage } from '../page';

/*
 * The statistics dashboards of spec 2 (issue 23 items 3-7), under the Dashboard divider; each
 * reads GET /api/dashboard/{screen} and opens for its screen's roles (domain/screens.ts).
 */

export const qcDashboardPage = definePage({
  path: 'qc',
  screen: 'qc',
  label: 'dashboard.screens.qc',
  group: 'dashboard',
  icon: 'factCheck',
  component: lazy(() => import('./QcPage').then((m) => ({ default: m.QcPage }))),
});

export const igaDashboardPage = definePage({
  path: 'iga',
  screen: 'iga',
  label: 'dashboard.screens.iga',
  group: 'dashboard',
  icon: 'award',
  component: lazy(() => import('./IgaPage').then((m) => ({ default: m.IgaPage }))),
});

export const statistikInovasiPage = definePage({
  path: 'statistik-inovasi',
  screen: 'statistik-inovasi',
  label: 'dashboard.screens.statistik-inovasi',
  group: 'dashboard',
  icon: 'innovation',
  component: lazy(() =>
    import('./StatistikInovasiPage').then((m) => ({ default: m.StatistikInovasiPage })),
  ),
});

export const statistikDaerahPage = definePage({
  path: 'statistik-daerah',
  screen: 'statistik-daerah',
  label: 'dashboard.screens.statistik-daerah',
  group: 'dashboard',
  icon: 'region',
  component: lazy(() =>
    import('./StatistikDaerahPage').then((m) => ({ default: m.StatistikDaerahPage })),
  ),
});

export const perIndikatorPage = definePage({
  path: 'per-indikator',
  screen: 'per-indikator',
  label: 'dashboard.screens.per-indikator',
  group: 'dashboard',
  icon: 'indicator',
  component: lazy(() =>
    import('./PerIndikatorPage').then((m) => ({ default: m.PerIndikatorPage })),
  ),
});

/** The training dashboard (spec 2 `diklat`), home of the training roles. */
export const diklatDashboardPage = definePage({
  path: 'diklat',
  screen: 'diklat',
  label: 'dashboard.screens.diklat',
  group: 'dashboard',
  icon: 'training',
  component: lazy(() => import('./DiklatPage').then((m) => ({ default: m.DiklatPage }))),
});
