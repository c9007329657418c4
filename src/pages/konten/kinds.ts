import { announcements } from '../../../resources/announcements';
import { contents } from '../../../resources/contents';
import type { ResourceConfig } from '../../../resources/types';

/**
 * The console's content screens (spec 2 "Configuration and content", issue 37 item 7): each is
 * one category of the generic `contents` resource (pengumuman: the `announcements` resource),
 * read and written through its /crud API, and feeds one public page. The category slugs are the
 * public pages' own (server/features/portal/services/portalCommon.ts CONTENT_LISTS).
 */
export const KONTEN_SCREENS = {
  pengumuman: { resource: announcements, category: null, publicPath: '/pengumuman' },
  'content-panduan': { resource: contents, category: 'panduan', publicPath: '/panduan' },
  'content-laporan': { resource: contents, category: 'laporan-tahunan', publicPath: '/laporan' },
  'content-dokumen': { resource: contents, category: 'dokumen', publicPath: '/dokumen' },
} as const satisfies Record<
  string,
  { resource: ResourceConfig; category: string | null; publicPath: string }
>;
export type KontenScreen = keyof typeof KONTEN_SCREENS;

/**
 * The screen's form config: the resource's, routed under the screen's own slug (saving returns
 * to this list), its category fixed (`baseFilter` with one value: the form hides the field and
 * sends that value; the server checks it).
 */
export function screenConfig(screen: KontenScreen, categoryId: number | null): ResourceConfig {
  const { resource } = KONTEN_SCREENS[screen];
  return {
    ...resource,
    slug: screen,
    ...(categoryId === null ? {} : { baseFilter: { category_id: [categoryId] } }),
  };
}
