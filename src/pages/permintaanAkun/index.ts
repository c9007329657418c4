import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/** Account requests from the sign-in page (spec 7 POST /register), decided by admin. */
export const permintaanAkunPage = definePage({
  ...menuPage('permintaan-akun'),
  icon: 'assessor',
  component: lazy(() =>
    import('./PermintaanAkunPage').then((m) => ({ default: m.PermintaanAkunPage })),
  ),
});
