import { MENU_GROUPS, MENU_ORDER } from '../domain/menu';
import { ALL_RESOURCES } from './all.generated';
import type { ResourceConfig } from './types';

const GROUP_ORDER: readonly string[] = MENU_GROUPS;

/** Position in the sidebar: by divider, then by MENU_ORDER (unnamed lists last, by slug). */
const rank = (r: ResourceConfig): [number, number] => {
  const at = MENU_ORDER.indexOf(r.slug);
  return [r.menu ? GROUP_ORDER.indexOf(r.menu) : GROUP_ORDER.length, at < 0 ? Infinity : at];
};

/**
 * The registry of every resource config in resources/ (collected by the generated index), in
 * sidebar order: dividers as in spec 6, and within a divider MENU_ORDER (spec 2). Hidden child
 * screens come last.
 */
export const RESOURCES: readonly ResourceConfig[] = [...ALL_RESOURCES].sort((a, b) => {
  const [ga, sa] = rank(a);
  const [gb, sb] = rank(b);
  return ga - gb || (sa === sb ? a.slug.localeCompare(b.slug) : sa - sb);
});

const byName = new Map(RESOURCES.map((r) => [r.name, r]));
const bySlug = new Map(RESOURCES.map((r) => [r.slug, r]));

export const getResource = (name: string): ResourceConfig | undefined => byName.get(name);
export const getResourceBySlug = (slug: string): ResourceConfig | undefined => bySlug.get(slug);
