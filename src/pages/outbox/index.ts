import { lazy } from 'react';
import { definePage } from '../page';

/** Mail kept without an SMTP server (password reset links). */
export const outboxPage = definePage({
  path: 'outbox',
  screen: 'outbox',
  label: 'menu.outbox',
  group: 'konfigurasi',
  icon: 'outbox',
  component: lazy(() => import('./OutboxPage').then((m) => ({ default: m.OutboxPage }))),
});
