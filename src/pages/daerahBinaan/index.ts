import { lazy } from 'react';
import { definePage } from '../page';

/** Spec 2 "Provincial view": innovations of the province's districts and cities. */
export const daerahBinaanPage = definePage({
  path: 'daerah-binaan',
  screen: 'daerah-binaan',
  label: 'daerah_binaan.title',
  group: 'database',
  icon: 'region',
  component: lazy(() =>
    import('./DaerahBinaanPage').then((m) => ({ default: m.DaerahBinaanPage })),
  ),
});

/** Spec 2 inovasi-daerah-summary (pemda): counts per stage. */
export const ringkasanInovasiPage = definePage({
  path: 'inovasi-daerah-summary',
  screen: 'inovasi-daerah-summary',
  label: 'ringkasan_inovasi.title',
  group: 'database',
  icon: 'innovation',
  component: lazy(() =>
    import('./RingkasanInovasiPage').then((m) => ({ default: m.RingkasanInovasiPage })),
  ),
});
