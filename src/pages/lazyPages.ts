import { lazy } from 'react';

/**
 * The hand-written console pages beyond the first dashboard, each loaded when first opened
 * (react-admin's layout shows its loading indicator meanwhile). The summary dashboard is not
 * here: it is the first page after login.
 */
export const ActivityPage = lazy(() =>
  import('./activity/ActivityPage').then((m) => ({ default: m.ActivityPage })),
);
export const RawLogPage = lazy(() =>
  import('./rawlog/RawLogPage').then((m) => ({ default: m.RawLogPage })),
);
export const AspekLogPage = lazy(() =>
  import('./aspeklog/AspekLogPage').then((m) => ({ default: m.AspekLogPage })),
);
export const OutboxPage = lazy(() =>
  import('./outbox/OutboxPage').then((m) => ({ default: m.OutboxPage })),
);
export const ChangePasswordPage = lazy(() =>
  import('./password/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
);
