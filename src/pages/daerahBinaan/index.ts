import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/** Spec 2 "Provincial view": innovations of the province's districts and cities. */
export const daerahBinaanPage = definePage({
  ...menuPage('daerah-binaan'),
  icon: 'region',
  component: lazy(() =>
    import('./DaerahBinaanPage').then((m) => ({ default: m.DaerahBinaanPage })),
  ),
});

/** Spec 2 inovasi-daerah-summary (pemda): counts per stage. */
export const ringkasanInovasiPage = definePage({
  ...menuPage('inovasi-daerah-summary'),
  icon: 'innovation',
  component: lazy(() =>
    import('./RingkasanInovasiPage').then((m) => ({ default: m.RingkasanInovasiPage })),
  ),
});
