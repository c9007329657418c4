/**
 * The seed's usernames that equal a role's name. They are data, not role decisions: the first
 * account is called `superadmin`, and each demo account (data/demo-akun.json, one per role) is
 * called after its role. This file alone outside domain/ may write a role name
 * (eslint.config.js, "role names"); the seed decides about roles through domain/ only.
 */

/** The account every installation has; the demo and the bench sign in with it. */
export const FIRST_ADMIN_USERNAME = 'superadmin';

/** The demo accounts the demo records and journeys name as their actors. */
export const DEMO_USER = {
  superadmin: FIRST_ADMIN_USERNAME,
  admin: 'admin',
  pemda: 'pemda',
  opd: 'opd',
  verifikator: 'verifikator',
  qualityControl: 'quality_control',
  timPenilai: 'tim.penilai',
  pesertaDiklat: 'peserta.diklat',
} as const;
