import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from '@hono/zod-openapi';
import { EVENTS, Metadata, Server, type Locker, type Upload } from '@tus/server';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../../platform/http/context';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt, type RouteMount } from '../../../platform/openapi/router';
import { Failure, json, ok } from '../../../platform/openapi/schemas';
import { TooMany } from '../../../platform/http/limitAnswers';
import { fileResumable, type ResumableStore } from '../../../platform/storage/resumable';
import { MAX_MEDIA_BYTES } from '../../../../domain/media';
import { publicMedia } from '../services/media';
import { UPLOAD_LIMITS, type UploadLimits } from '../services/mediaQuota';
import { uploadRate } from '../services/mediaUploadRules';
import {
  checkCreation,
  finishedUpload,
  finishUpload,
  UPLOAD_ID,
  uploadOf,
} from '../services/resumableUploads';
import { Media } from './media';
import { declareChange } from '../../../platform/cache/declareChange';

type Ctx = Context<AppEnv>;

/** Where the protocol lives (the tus server builds its `Location` answers from it). */
export const UPLOADS_PATH = '/api/uploads';

/** A creation or a PATCH carries up to 10 MB, like the multipart upload (server/app.ts). */
export const isResumableUpload = (method: string, path: string) =>
  (method === 'POST' && /\/uploads\/?$/.test(path)) ||
  (method === 'PATCH' && /\/uploads\/[^/]+\/?$/.test(path));

/** What a request brought to the tus server's hooks: its context and the checked metadata. */
interface Pending {
  c: Ctx;
  metadata?: Record<string, string>;
}

/** The tus protocol's own refusals (text) in the API's envelope, in Indonesian. */
function protocolFailure(status: number): string {
  if (status === 404) return MESSAGES.notFound;
  if (status === 409) return MESSAGES.uploadOffsetConflict;
  if (status === 410) return MESSAGES.uploadExpired;
  if (status === 413) return MESSAGES.uploadPastLength;
  if (status === 412) return MESSAGES.uploadNeedsTus;
  // The store failed (disk, bucket): logged by onResponseError, told plainly here.
  if (status >= 500) return MESSAGES.server;
  return MESSAGES.uploadBadHeaders;
}

/** An HTTPException as the tus server throws a refusal on: its status and JSON body. */
async function asTusError(e: unknown): Promise<never> {
  if (!(e instanceof HTTPException)) throw e;
  const res = e.getResponse();
  throw { status_code: res.status, body: await res.text() };
}

/**
 * The tus 1.0.0 server (creation, creation-with-upload, termination, expiration) over the
 * store, with the media service's checks: at creation (in the route, before this runs) and
 * after the last byte (`onUploadFinish`). Uploads are named `<prefix><32 hex>`; the URL
 * carries the hex only.
 */
function tusServer(
  store: ResumableStore,
  limits: UploadLimits,
  pending: WeakMap<Request, Pending>,
  locker: Locker | undefined,
) {
  const server = new Server({
    path: UPLOADS_PATH,
    datastore: store.datastore,
    // Shared by the API nodes with REDIS_URL; without one, the library's lock in this process.
    ...(locker ? { locker } : {}),
    maxSize: MAX_MEDIA_BYTES,
    namingFunction: () => store.prefix + randomBytes(16).toString('hex'),
    generateUrl: (_req, { path, id }) => `${path}/${id.slice(store.prefix.length)}`,
    getFileIdFromRequest: (_req, last) =>
      last && UPLOAD_ID.test(last) ? store.prefix + last : undefined,
    onUploadCreate: async (req) => {
      const metadata = pending.get(req as unknown as Request)?.metadata;
      // The route checked this creation; anything else never reaches the store.
      if (!metadata) throw { status_code: 400, body: MESSAGES.uploadBadHeaders };
      return { metadata };
    },
    onResponseError: (_req, err) => {
      const status = (err as { status_code?: number }).status_code ?? 500;
      if (status >= 500) console.error('[uploads] penyimpanan unggahan gagal', err);
      return undefined;
    },
    onUploadFinish: async (req, upload) => {
      const c = pending.get(req as unknown as Request)!.c;
      const { db, deps } = c.var;
      await finishUpload(db, deps.storage, store, c.var.account, upload, {
        now: deps.clock.now(),
        limits,
      }).catch(asTusError);
      return {};
    },
  });
  // The bytes became a media file: the store's copy goes once the answer is on its way.
  server.on(EVENTS.POST_FINISH, (_req: unknown, _res: unknown, upload: Upload) => {
    // Left behind, the sweep removes it after 24 hours; never an unhandled rejection.
    store.discard(upload.id).catch((e: unknown) => {
      console.error('[uploads] salinan tus tidak terhapus', upload.id, e);
    });
  });
  return server;
}

/** Hands the request to the tus server; its text refusals become the API's JSON ones. */
async function delegate(c: Ctx, server: Server, pending: WeakMap<Request, Pending>, p: Pending) {
  const req = c.req.raw;
  pending.set(req, p);
  const res = await server.handleWeb(req);
  if (res.status < 400 || res.headers.get('content-type')?.includes('json')) return res;
  const body = await res.text();
  // A JSON refusal of our own checks, thrown through the tus server, comes back as text.
  const own = body.startsWith('{"status":0') ? body : null;
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json; charset=UTF-8');
  headers.delete('content-length');
  const text = own ?? JSON.stringify({ status: 0, message: protocolFailure(res.status) });
  return new Response(text, { status: res.status, headers });
}

/** The upload of the path's id, if it is the account's: 404 otherwise (never 403). */
async function ownUpload(c: Ctx, store: ResumableStore, id: string) {
  const upload = UPLOAD_ID.test(id)
    ? await uploadOf(store, store.prefix + id, c.var.account)
    : null;
  if (!upload) throw fail(404, MESSAGES.notFound);
  return upload;
}

const tags = ['Berkas'];
const idParam = z.object({
  id: z.string().openapi({ example: '3f1c0a9e5b7d4c2f8e6a1b0c9d8e7f6a' }),
});
const TUS_HEADERS = 'Header `Tus-Resumable: 1.0.0` wajib pada setiap permintaan selain OPTIONS.';
const offsetHeaders = z.object({
  'Upload-Offset': z.string().openapi({ example: '3145728' }),
  'Upload-Expires': z.string().openapi({ example: 'Mon, 30 Nov 2026 10:15:00 GMT' }),
});
const bytes = {
  required: true,
  content: { 'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;
const empty = (description: string, headers = offsetHeaders) => ({ description, headers });

const create = (limits: UploadLimits, m: RouteMount) =>
  apiRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'Membuat unggahan yang dapat dilanjutkan (tus 1.0.0: creation, creation-with-upload)',
    description: `${TUS_HEADERS} \`Upload-Length\` (byte) wajib; \`Upload-Metadata\` membawa \`filename\` (wajib), dan untuk kolom berkas \`resource\` + \`field\`, atau untuk dokumen pendukung \`indikator_id\` (jenis berkas indikator itu, termasuk video MP4/MOV) (base64). Aturan, urutan penolakan dan pesannya sama dengan \`POST /api/media/upload\`; kuota 24 jam menghitung \`Upload-Length\` saat unggahan dibuat. Badan \`application/offset+octet-stream\` yang menyertai permintaan ini langsung disimpan.`,
    access: { action: 'media.upload', refusal: 'uploadNotAllowed' },
    middleware: [uploadRate(limits, m.limits)],
    responses: {
      201: empty(
        'Unggahan dibuat; `Location` menyebut alamatnya',
        offsetHeaders.extend({ Location: z.string().openapi({ example: '/api/uploads/3f1c…' }) }),
      ),
      413: json(Failure, 'Panjang melebihi ukuran kolomnya, atau kuota 24 jam tidak cukup'),
      422: json(Failure, 'Metadata tidak valid: nama berkas, karakter kontrol, kolom berkas'),
      429: TooMany,
    },
  });

const head = apiRoute({
  method: 'head',
  path: '/{id}',
  tags,
  summary: 'Posisi unggahan: `Upload-Offset` dan `Upload-Length`',
  description: `${TUS_HEADERS} Hanya pengunggahnya; selain itu 404.`,
  access: 'login',
  request: { params: idParam },
  responses: { 200: empty('Posisi dan panjangnya'), 404: json(Failure, 'Tidak ditemukan') },
});

const patch = apiRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Mengirim lanjutan berkas mulai `Upload-Offset`',
  description: `${TUS_HEADERS} \`Upload-Offset\` harus sama dengan yang sudah diterima (409 jika tidak). Saat byte terakhir tiba, isi berkas diperiksa seperti \`POST /api/media/upload\` (jenis dari isi, ukuran, nama): berkas yang ditolak dihapus dan dijawab 422 dengan \`errors.file\`.`,
  access: 'login',
  request: { params: idParam, body: bytes },
  responses: {
    204: empty('Diterima; `Upload-Offset` posisi yang baru'),
    404: json(Failure, 'Tidak ditemukan'),
    409: json(Failure, '`Upload-Offset` tidak sesuai'),
    410: json(Failure, 'Kedaluwarsa (24 jam)'),
    422: json(Failure, 'Isi berkas ditolak setelah byte terakhir (errors.file); berkas dihapus'),
  },
});

const remove = apiRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Membatalkan unggahan (tus termination)',
  description: `${TUS_HEADERS} Bagian yang sudah diterima dihapus.`,
  access: 'login',
  request: { params: idParam },
  responses: { 204: { description: 'Dibatalkan' }, 404: json(Failure, 'Tidak ditemukan') },
});

const Unfinished = z
  .object({
    status: z.literal(0),
    message: z.string(),
    data: z.object({ offset: z.number().int(), length: z.number().int().nullable() }),
  })
  .openapi('UnggahanBelumSelesai');

const read = apiRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'Hasil unggahan yang selesai: baris media seperti jawaban `POST /api/media/upload`',
  description:
    'Kirim `file_url`-nya dalam data (atau sebagai `file_url` dokumen pendukung). Hanya pengunggahnya; selain itu 404.',
  access: 'login',
  request: { params: idParam },
  responses: {
    200: json(ok(Media), 'Berkas tersimpan sebagai media'),
    404: json(Failure, 'Tidak ditemukan, ditolak atau kedaluwarsa'),
    409: json(Unfinished, 'Belum selesai; `data.offset` byte sudah diterima'),
  },
});

const options = apiRoute({
  method: 'options',
  path: '/',
  tags,
  summary: 'Kemampuan server tus: `Tus-Version`, `Tus-Extension`, `Tus-Max-Size`',
  access: 'public',
  responses: { 204: { description: 'Kemampuan server' } },
});

/**
 * Resumable uploads (issue 39): the tus 1.0.0 protocol at /api/uploads, ending in the same
 * media row as `POST /api/media/upload`. The store is the app's (deps.resumable) or, absent, a
 * temporary folder of this process.
 */
export function uploadRoutes(m: RouteMount) {
  const limits = { ...UPLOAD_LIMITS, ...m.deps.uploadLimits };
  m.deps.resumable ??= fileResumable(mkdtempSync(join(tmpdir(), 'iid-tus-')));
  const store = m.deps.resumable;
  const pending = new WeakMap<Request, Pending>();
  const server = tusServer(store, limits, pending, m.deps.uploadLocker);
  return (
    createRouter()
      .openapi(create(limits, m), async (c) => {
        // A file not yet attached: no kept dashboard, report or ranking reads it.
        declareChange(c);
        const length = c.req.header('upload-length');
        let metadata: Record<string, string | null> | undefined;
        try {
          metadata = Metadata.parse(c.req.header('upload-metadata'));
        } catch {
          throw fail(400, MESSAGES.uploadBadHeaders);
        }
        if (length === undefined || !/^\d{1,15}$/.test(length))
          throw fail(422, MESSAGES.invalid, { file: MESSAGES.fileRequired });
        const { db, deps } = c.var;
        const checked = await checkCreation(db, c.var.account, metadata, Number(length), {
          now: deps.clock.now(),
          limits,
        });
        return delegate(c, server, pending, { c, metadata: checked });
      })
      // Declared for the document; Hono routes HEAD to the GET route below.
      .openapi(head, (c) => c.body(null, 404))
      .openapi(patch, async (c) => {
        declareChange(c);
        await ownUpload(c, store, c.req.valid('param').id);
        return delegate(c, server, pending, { c });
      })
      .openapi(remove, async (c) => {
        declareChange(c);
        await ownUpload(c, store, c.req.valid('param').id);
        return delegate(c, server, pending, { c });
      })
      .openapi(read, async (c) => {
        const { id } = c.req.valid('param');
        // Hono answers HEAD with the GET route (and drops the body): the tus offset query.
        if (c.req.method === 'HEAD') {
          await ownUpload(c, store, id);
          // The protocol's own answer (headers only), outside the JSON answers declared here.
          return (await delegate(c, server, pending, { c })) as never;
        }
        const row = await finishedUpload(c.var.db, c.var.account, id);
        if (row) return c.json({ status: 1 as const, data: publicMedia(row) }, 200);
        const upload = await ownUpload(c, store, id);
        const data = { offset: upload.offset, length: upload.size ?? null };
        const text = message('uploadUnfinished', { offset: data.offset, length: data.length ?? 0 });
        return c.json({ status: 0 as const, message: text, data }, 409);
      })
      .openapi(options, (c) => delegate(c, server, pending, { c }))
  );
}

/** Mounted at `/uploads` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/uploads', uploadRoutes);
