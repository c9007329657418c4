import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/** Mail kept without an SMTP server (password reset links). */
export const outboxPage = definePage({
  ...menuPage('outbox'),
  icon: 'outbox',
  component: lazy(() => import('./OutboxPage').then((m) => ({ default: m.OutboxPage }))),
});
