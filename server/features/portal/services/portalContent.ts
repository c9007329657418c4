import { and, eq, inArray } from 'drizzle-orm';
import { mediaIdOf } from '../../../../domain/media';
import type { Db } from '../../../platform/db/client';
import { content_categories, contents, media } from '../../../platform/db/schema';
import { CONTENT_LISTS, PUBLISHED, publicFileUrl, type ContentList } from './portalCommon';

/**
 * One published guide, report or document for its public detail page (/panduan/{id},
 * /laporan/{id}, /dokumen/{id}; issue 37 item 8), and what its file is (name, kind, size), so a
 * visitor knows what the download button gives before pressing it.
 */

export interface FileFacts {
  name: string;
  mime: string;
  size: number;
}

const PUBLIC_FILE = /^\/api\/portal\/berkas\/([1-9]\d{0,8})$/;

/** The media id of a stored (`/api/media/7/file`) or public (`/api/portal/berkas/7`) address. */
const idOf = (url: string | null) =>
  !url
    ? null
    : (mediaIdOf(url) ?? (PUBLIC_FILE.test(url) ? Number(PUBLIC_FILE.exec(url)![1]) : null));

/**
 * Name, type and size of the uploaded files these addresses name, by public address (others are
 * left out).
 */
export async function fileFacts(db: Db, urls: (string | null)[]): Promise<Map<string, FileFacts>> {
  const ids = urls.map(idOf).filter((id) => id !== null);
  const out = new Map<string, FileFacts>();
  if (!ids.length) return out;
  const rows = await db
    .select({ id: media.id, name: media.file_name, mime: media.mime, size: media.size })
    .from(media)
    .where(inArray(media.id, ids));
  for (const r of rows)
    out.set(`/api/portal/berkas/${r.id}`, { name: r.name, mime: r.mime, size: r.size });
  return out;
}

/** A published item of the list, or null (unknown, draft, or of another list). */
export async function contentItem(db: Db, list: ContentList, id: number) {
  const [row] = await db
    .select({
      id: contents.id,
      title: contents.title,
      description: contents.description,
      file: contents.file,
      created_at: contents.created_at,
      updated_at: contents.updated_at,
    })
    .from(contents)
    .innerJoin(content_categories, eq(content_categories.id, contents.category_id))
    .where(
      and(
        eq(contents.id, id),
        eq(content_categories.slug, CONTENT_LISTS[list]),
        eq(contents.is_published, PUBLISHED),
      ),
    )
    .limit(1);
  if (!row) return null;
  const file = publicFileUrl(row.file);
  const facts = file ? (await fileFacts(db, [row.file])).get(file) : undefined;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    file,
    fileFacts: facts ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at,
  };
}

const KINDS: [RegExp, string][] = [
  [/^application\/pdf$/, 'PDF'],
  [/wordprocessingml|msword/, 'Word'],
  [/spreadsheetml|ms-excel|text\/csv/, 'Excel'],
  [/presentationml|ms-powerpoint/, 'PowerPoint'],
  [/^image\//, 'gambar'],
];

const SIZE = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** "PDF, 1,2 MB": what a download gives. */
export function fileLabel(f: Pick<FileFacts, 'mime' | 'size'>): string {
  const kind = KINDS.find(([re]) => re.test(f.mime))?.[1] ?? 'berkas';
  const size =
    f.size >= 1024 * 1024
      ? `${SIZE.format(f.size / (1024 * 1024))} MB`
      : f.size >= 1024
        ? `${SIZE.format(f.size / 1024)} KB`
        : `${f.size} B`;
  return `${kind}, ${size}`;
}
