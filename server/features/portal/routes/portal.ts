import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { mediaFileUrl } from '../../../../domain/media';
import type { AppEnv } from '../../../platform/http/context';
import { attachmentHeader } from '../../../platform/http/attachment';
import { mediaById } from '../../media/services/media';
import { fail, MESSAGES } from '../../../platform/http/http';
import { searchText } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, ok, okPage, pageQuery } from '../../../platform/openapi/schemas';
import {
  announcementBySlug,
  announcementPage,
  cachedPortal,
  contentPage,
  isPublicFile,
  sectionList,
  SECTIONS,
  type ContentList,
} from '../services/portal';
import { etagOf, matches, PUBLIC_CACHE_CONTROL } from '../services/portalCache';

/**
 * The public JSON API of spec 7 (issue 26): announcements, the three content lists and the site
 * sections, without a login, published items only, paged and searchable, each answer with an
 * ETag (304 to a matching If-None-Match) and a public Cache-Control of a minute. Also the public
 * file route the portal's pages link to: only files a published item names.
 */

const TAGS = ['Portal publik'];

const Announcement = z
  .object({
    id: z.number().int(),
    judul: z.string(),
    slug: z.string(),
    content: z.string().openapi({ description: 'HTML yang sudah disanitasi' }),
    file: z.string().nullable().openapi({ example: '/api/portal/berkas/7' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('PengumumanPublik');

const ContentItem = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    file: z.string().nullable().openapi({ example: '/api/portal/berkas/7' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('KontenPublik');

const SectionItem = z
  .object({
    id: z.number().int(),
    judul: z.string(),
    slug: z.string(),
    section: z.string(),
    content: z.string().openapi({ description: 'HTML yang sudah disanitasi' }),
  })
  .openapi('BagianSitus');

const ListQuery = z.object({ ...pageQuery(100, 20), search: searchText() });

const NotModified = { description: 'Tidak berubah sejak ETag yang dikirim (If-None-Match)' };

const announcementsRoute = apiRoute({
  method: 'get',
  path: '/v1/announcements',
  tags: TAGS,
  summary: 'Pengumuman yang diterbitkan, terbaru dulu',
  access: 'public',
  request: { query: ListQuery },
  responses: {
    200: json(okPage(Announcement), 'Satu halaman pengumuman dan jumlah seluruhnya'),
    304: NotModified,
  },
});

const announcementRoute = apiRoute({
  method: 'get',
  path: '/v1/announcements/{slug}',
  tags: TAGS,
  summary: 'Satu pengumuman yang diterbitkan, menurut slug',
  access: 'public',
  request: {
    params: z.object({
      slug: z.string().min(1).max(200).openapi({ example: 'jadwal-penjaringan-inovasi-2026' }),
    }),
  },
  responses: {
    200: json(ok(Announcement), 'Pengumuman'),
    304: NotModified,
    404: json(Failure, 'Tidak ada, atau masih draf'),
  },
});

const contentRoute = <const P extends string>(path: P, summary: string) =>
  apiRoute({
    method: 'get',
    path,
    tags: TAGS,
    summary,
    access: 'public',
    request: { query: ListQuery },
    responses: {
      200: json(okPage(ContentItem), 'Satu halaman konten dan jumlah seluruhnya'),
      304: NotModified,
    },
  });

const panduanRoute = contentRoute('/content/panduan', 'Panduan yang diterbitkan, terbaru dulu');
const laporanRoute = contentRoute(
  '/content/laporan-tahunan',
  'Laporan tahunan yang diterbitkan, terbaru dulu',
);
const dokumenRoute = contentRoute('/content/dokumen', 'Dokumen unduhan yang diterbitkan');

const sectionsRoute = apiRoute({
  method: 'get',
  path: '/content',
  tags: TAGS,
  summary: 'Konten situs (tentang kami, profil, FAQ), satu bagian atau semuanya',
  access: 'public',
  request: {
    query: z.object({
      section: z.enum(SECTIONS).optional().openapi({ description: 'Kosong: semua bagian' }),
    }),
  },
  responses: { 200: json(ok(z.array(SectionItem)), 'Konten situs'), 304: NotModified },
});

const fileRoute = apiRoute({
  method: 'get',
  path: '/portal/berkas/{id}',
  tags: TAGS,
  summary: 'Berkas yang disebut konten terbit (lampiran, foto, banner, logo daerah)',
  description: 'Berkas lain (draf, dokumen daerah): 404.',
  access: 'public',
  request: { params: z.object({ id: Id }) },
  responses: {
    200: { description: 'Isi berkas' },
    304: NotModified,
    404: json(Failure, 'Tidak ada atau tidak publik'),
  },
});

type Ctx = Context<AppEnv>;

/**
 * A public answer from the portal's cache (30 s, dropped on a content write) with its ETag and
 * public Cache-Control: `notModified` when the caller already holds it (the handler answers 304).
 * A null payload (nothing found) gets neither header.
 */
async function publicPayload<T>(c: Ctx, build: () => Promise<T>) {
  const key = `api ${c.req.path}?${new URL(c.req.url).searchParams.toString()}`;
  const entry = await cachedPortal(c.var.db, key, async () => {
    const payload = await build();
    return { payload, etag: etagOf(JSON.stringify(payload)) };
  });
  if (entry.payload === null) return { payload: null, notModified: false };
  c.header('etag', entry.etag);
  c.header('cache-control', PUBLIC_CACHE_CONTROL);
  return {
    payload: entry.payload,
    notModified: matches(c.req.header('if-none-match'), entry.etag),
  };
}

const listOf = (list: ContentList) => async (c: Ctx) => {
  const {
    page = 0,
    per_page,
    search,
  } = (c.req as unknown as { valid(t: 'query'): z.infer<typeof ListQuery> }).valid('query');
  return publicPayload(c, async () => ({
    status: 1 as const,
    ...(await contentPage(c.var.db, list, { page, perPage: per_page || 20, search })),
  }));
};

export const portalRoutes = createRouter()
  .openapi(announcementsRoute, async (c) => {
    const { page = 0, per_page, search } = c.req.valid('query');
    const { payload, notModified } = await publicPayload(c, async () => ({
      status: 1 as const,
      ...(await announcementPage(c.var.db, { page, perPage: per_page || 20, search })),
    }));
    return notModified ? c.body(null, 304) : c.json(payload, 200);
  })
  .openapi(announcementRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const { payload, notModified } = await publicPayload(c, async () => {
      const data = await announcementBySlug(c.var.db, slug);
      return data ? { status: 1 as const, data } : null;
    });
    if (!payload) throw fail(404, MESSAGES.notFound);
    return notModified ? c.body(null, 304) : c.json(payload, 200);
  })
  .openapi(panduanRoute, async (c) => {
    const { payload, notModified } = await listOf('panduan')(c);
    return notModified ? c.body(null, 304) : c.json(payload, 200);
  })
  .openapi(laporanRoute, async (c) => {
    const { payload, notModified } = await listOf('laporan-tahunan')(c);
    return notModified ? c.body(null, 304) : c.json(payload, 200);
  })
  .openapi(dokumenRoute, async (c) => {
    const { payload, notModified } = await listOf('dokumen')(c);
    return notModified ? c.body(null, 304) : c.json(payload, 200);
  })
  .openapi(sectionsRoute, async (c) => {
    const { section } = c.req.valid('query');
    const { payload, notModified } = await publicPayload(c, async () => ({
      status: 1 as const,
      data: await sectionList(c.var.db, section),
    }));
    return notModified ? c.body(null, 304) : c.json(payload, 200);
  })
  .openapi(fileRoute, async (c) => {
    const { id } = c.req.valid('param');
    const db = c.var.db;
    const isPublic = await cachedPortal(db, `file ${id}`, () => isPublicFile(db, mediaFileUrl(id)));
    const row = isPublic ? await mediaById(db, id) : undefined;
    if (!row) throw fail(404, MESSAGES.notFound);
    // Uploads never change under their id: the id is the version.
    const etag = `"m${row.id}-${row.size}"`;
    const headers = {
      etag,
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    };
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const bytes = await c.var.deps.storage.get(row.storage_key);
    if (!bytes) throw fail(404, MESSAGES.notFound);
    const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf';
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'content-type': row.mime,
      'content-length': String(bytes.byteLength),
      'content-disposition': inline
        ? attachmentHeader(row.file_name).replace(/^attachment/, 'inline')
        : attachmentHeader(row.file_name),
    });
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => portalRoutes);
