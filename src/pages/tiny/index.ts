import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/**
 * Spec 2 `/tiny` (issue 26 item 2): the standalone rich-text page, for the staff who write the
 * public content; `/tiny` opens it (src/App.tsx), under the Konfigurasi divider.
 */
export const tinyPage = definePage({
  ...menuPage('tiny'),
  icon: 'article',
  component: lazy(() => import('./TinyPage').then((m) => ({ default: m.TinyPage }))),
});
