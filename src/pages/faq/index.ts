import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/** Spec 2 "faq": the help entries every role reads, and the home of roles with nothing else. */
export const faqPage = definePage({
  ...menuPage('faq'),
  icon: 'faq',
  component: lazy(() => import('./FaqPage').then((m) => ({ default: m.FaqPage }))),
});
