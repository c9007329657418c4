import { lazy } from 'react';
import { definePage } from '../page';

/**
 * Spec 2 hidden sub-screen `nomor_registrasi/{id}` (issue 27 item 3): an innovation's
 * registration request and its history, opened from the review lists; no menu entry.
 */
export const nomorRegistrasiPage = definePage({
  path: 'nomor_registrasi',
  screen: 'nomor_registrasi',
  label: 'alur.registrasi.title',
  icon: 'factCheck',
  component: lazy(() =>
    import('./NomorRegistrasiPage').then((m) => ({ default: m.NomorRegistrasiPage })),
  ),
});
