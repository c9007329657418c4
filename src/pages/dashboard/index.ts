import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/*
 * The statistics dashboards of spec 2 (issue 23 items 3-7), under the Dashboard divider; each
 * reads GET /api/dashboard/{screen} and opens for its screen's roles (domain/screens.ts).
 */

export const qcDashboardPage = definePage({
  ...menuPage('qc'),
  icon: 'factCheck',
  component: lazy(() => import('./QcPage').then((m) => ({ default: m.QcPage }))),
});

export const igaDashboardPage = definePage({
  ...menuPage('iga'),
  icon: 'award',
  component: lazy(() => import('./IgaPage').then((m) => ({ default: m.IgaPage }))),
});

export const statistikInovasiPage = definePage({
  ...menuPage('statistik-inovasi'),
  icon: 'innovation',
  component: lazy(() =>
    import('./StatistikInovasiPage').then((m) => ({ default: m.StatistikInovasiPage })),
  ),
});

export const statistikDaerahPage = definePage({
  ...menuPage('statistik-daerah'),
  icon: 'region',
  component: lazy(() =>
    import('./StatistikDaerahPage').then((m) => ({ default: m.StatistikDaerahPage })),
  ),
});

export const perIndikatorPage = definePage({
  ...menuPage('per-indikator'),
  icon: 'indicator',
  component: lazy(() =>
    import('./PerIndikatorPage').then((m) => ({ default: m.PerIndikatorPage })),
  ),
});

/** The training dashboard (spec 2 `diklat`), home of the training roles. */
export const diklatDashboardPage = definePage({
  ...menuPage('diklat'),
  icon: 'training',
  component: lazy(() => import('./DiklatPage').then((m) => ({ default: m.DiklatPage }))),
});
