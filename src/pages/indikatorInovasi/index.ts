import { lazy } from 'react';
import { definePage } from '../page';

const load = (name: 'IndikatorInovasiPage' | 'HasilUjiCobaPage') =>
  lazy(() => import('./InnovationAnswersPage').then((m) => ({ default: m[name] })));

/** Spec 2 hidden sub-screens: an innovation's indicators (`indikator_inovasi/{id}`). */
export const indikatorInovasiPage = definePage({
  path: 'indikator_inovasi',
  screen: 'indikator_inovasi',
  label: 'indikator_inovasi.title',
  icon: 'indicator',
  component: load('IndikatorInovasiPage'),
});

/** ... and its trial results, "Hasil Uji Coba" (`indikator_ujicoba/{id}`). */
export const indikatorUjicobaPage = definePage({
  path: 'indikator_ujicoba',
  screen: 'indikator_ujicoba',
  label: 'indikator_inovasi.title_ujicoba',
  icon: 'indicator',
  component: load('HasilUjiCobaPage'),
});
