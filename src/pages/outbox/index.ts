/** Mail kept without an SMTP server (password reset links), for superadmin only. */
export const OUTBOX_PAGE = {
  path: 'outbox',
  label: 'menu.outbox',
  group: 'konfigurasi',
  roles: ['superadmin'],
} as const;
