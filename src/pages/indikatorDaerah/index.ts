import { lazy } from 'react';
import { definePage } from '../page';

/**
 * Spec 2: the region indicator input screen, reached with "Ubah Indikator SPD" (own profile) or
 * "Input Indikator" on the profile list (`indikator_daerah/{profilId}`); no menu entry.
 */
export const indikatorDaerahPage = definePage({
  path: 'indikator_daerah',
  screen: 'indikator_daerah',
  label: 'indikator_daerah.title',
  icon: 'indicator',
  component: lazy(() =>
    import('./IndikatorDaerahPage').then((m) => ({ default: m.IndikatorDaerahPage })),
  ),
});
