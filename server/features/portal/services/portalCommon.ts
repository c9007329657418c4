import { mediaIdOf } from '../../../../domain/media';

/**
 * What the portal's reads (portal.ts, portalNews.ts) share: published flag, stages, lists, file
 * addresses.
 */

export const PUBLISHED = 1;

/** Stages of spec 4 by inovasi_status. */
export const STAGES = ['Inisiatif', 'Uji Coba', 'Penerapan'] as const;

/** The four public content lists and the category slug each reads (content_categories.slug). */
export const CONTENT_LISTS = {
  panduan: 'panduan',
  'laporan-tahunan': 'laporan-tahunan',
  dokumen: 'dokumen',
} as const;
export type ContentList = keyof typeof CONTENT_LISTS;

/** Site sections of tuxe_contents (spec 2 "Configuration and content"). */
export const SECTIONS = ['about-us', 'profil', 'faq'] as const;
export type Section = (typeof SECTIONS)[number];

export interface PageQuery {
  page: number;
  perPage: number;
  search?: string;
}

/** Where the public reads a stored file: uploads through the portal's file route, others as-is. */
export function publicFileUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const id = mediaIdOf(value);
  if (id !== null) return `/api/portal/berkas/${id}`;
  // Demo pictures are data URLs; any other address must be a plain web address.
  if (/^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

export const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
