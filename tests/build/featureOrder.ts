/**
 * The features of server/features in layer order, lowest first (issue 36 item 4): a feature
 * imports only features before it here, so every arrow between two features runs down. The
 * feature map of docs/architecture.md lists them in this order (tests/build/architectureDoc.test.ts).
 * A new feature takes its place in this list, above everything it uses.
 */
export const FEATURE_ORDER = [
  'ops',
  'activity',
  'auth',
  'accounts',
  'settings',
  'lookups',
  'scoring',
  'innovations',
  'regions',
  'documents',
  'media',
  'portal',
  'content',
  'review',
  'reports',
  'similarity',
  'dashboards',
  'openData',
  'archive',
  'competition',
  'award',
] as const;
