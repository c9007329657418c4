import { MENU_DIVIDERS } from '../domain/menu';
import { SCREEN_ROLES } from '../domain/screens';
import { ALL_RESOURCES } from './all.generated';
import type { ResourceConfig } from './types';

const GROUP_ORDER: readonly string[] = MENU_DIVIDERS.map((d) => d.group);
const SCREEN_ORDER: readonly string[] = Object.keys(SCREEN_ROLES);

/** Position in the sidebar: by divider, then by the screen's place in the access matrix. */
const rank = (r: ResourceConfig) => [
  r.menu ? GROUP_ORDER.indexOf(r.menu) : GROUP_ORDER.length,
  SCREEN_ORDER.indexOf(r.slug),
];

/**
 * The registry of every resource config in resources/ (collected by the generated index), in
 * sidebar order: dividers as in spec 6, and within a divider the order of SCREEN_ROLES, which
 * follows spec 2. Hidden child screens come last.
 */
export const RESOURCES: readonly ResourceConfig[] = [...ALL_RESOURCES].sort((a, b) => {
  const [ga, sa] = rank(a);
  const [gb, sb] = rank(b);
  return ga! - gb! || sa! - sb!;
});

const byName = new Map(RESOURCES.map((r) => [r.name, r]));
const bySlug = new Map(RESOURCES.map((r) => [r.slug, r]));

export const getResource = (name: string): ResourceConfig | undefined => byName.get(name);
export const getResourceBySlug = (slug: string): ResourceConfig | undefined => bySlug.get(slug);
