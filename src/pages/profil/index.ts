import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

const load = () => import('./ProfilPage');

/** Spec 2 "Region profile": pemda's own profile. */
export const profilDaerahPage = definePage({
  ...menuPage('profil-pemda-daerah'),
  icon: 'profile',
  component: lazy(() => load().then((m) => ({ default: m.OwnProfilPage }))),
});

/** A profile opened from the profile list (`detail-pemda/{id}`); no menu entry. */
export const detailPemdaPage = definePage({
  path: 'detail-pemda',
  screen: 'detail-pemda',
  label: 'profil.detail',
  icon: 'profile',
  component: lazy(() => load().then((m) => ({ default: m.ProfilDetailPage }))),
});

/** The verifier's (and viewer's) copy of detail-pemda (`detail-pemda-verifikasi/{id}`). */
export const detailPemdaVerifikasiPage = definePage({
  path: 'detail-pemda-verifikasi',
  screen: 'detail-pemda-verifikasi',
  label: 'profil.detail_verifikasi',
  icon: 'profile',
  component: lazy(() => load().then((m) => ({ default: m.ProfilDetailPage }))),
});
