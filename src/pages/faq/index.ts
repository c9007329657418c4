import { lazy } from 'react';
import { definePage } from '../page';

/** Spec 2 "faq": the help entries every role reads, and the home of roles with nothing else. */
export const faqPage = definePage({
  path: 'faq',
  screen: 'faq',
  label: 'faq.title',
  group: 'dashboard',
  icon: 'faq',
  component: lazy(() => import('./FaqPage').then((m) => ({ default: m.FaqPage }))),
});
