import { lazy } from 'react';
import { definePage } from '../page';

/**
 * Spec 2 hidden sub-screen of lomba-inovasi-daerah: a competition entry's indicators
 * (`indikator_inovasi_lomba/{id}`), with a back link to the competition list.
 */
export const indikatorInovasiLombaPage = definePage({
  path: 'indikator_inovasi_lomba',
  screen: 'indikator_inovasi_lomba',
  label: 'lomba.indikator_title',
  icon: 'indicator',
  component: lazy(() => import('./LombaIndikatorPage')),
});
