import { z } from '@hono/zod-openapi';
import { UPLOAD_LIMITS } from '../services/mediaQuota';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { LimitStore } from '../../../platform/auth/loginLimits';
import type { AppEnv } from '../../../platform/http/context';
import { fail, MESSAGES } from '../../../platform/http/http';
import { ACCEPTED_TYPES } from '../../../../domain/media';
import { checkMediaFile } from '../../documents/services/documentFile';
import { attachmentHeader } from '../../../platform/http/attachment';
import { findReadableMedia, publicMedia, storeMedia } from '../services/media';
import { checkDailyVolume, type UploadLimits } from '../services/mediaQuota';
import { uploadRate, uploadRules } from '../services/mediaUploadRules';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, type RouteMount, mountAt } from '../../../platform/openapi/router';
import { Failure, fileAnswer, json, ok } from '../../../platform/openapi/schemas';
import { idParam } from '../../../platform/http/validate';
import { TooMany } from '../../../platform/http/limitAnswers';
import { fileField, multipartBody } from '../../documents/services/documentForm';
import { declareChange } from '../../../platform/cache/declareChange';

type Ctx = Context<AppEnv>;

/** The upload takes the 10 MB upload limit instead of the API-wide 2 MiB (server/app.ts). */
export const isMediaUpload = (method: string, path: string) =>
  method === 'POST' && /\/media\/upload\/?$/.test(path);

const MULTIPART = /^\s*multipart\/form-data\b/i;

/** The upload is a multipart form; any other body is a malformed request (400). */
const multipartOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!MULTIPART.test(c.req.header('content-type') ?? '')) throw fail(400, MESSAGES.badForm);
  await next();
});

async function upload(c: Ctx, limits: UploadLimits) {
  const user = c.var.account;
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw fail(400, MESSAGES.badForm);
  }
  const raw = body.file;
  // parseBody answers a string or a File; no instanceof, so a File of another realm passes too.
  if (typeof raw !== 'object' || !raw || raw.size === 0) {
    throw fail(422, MESSAGES.invalid, { file: MESSAGES.fileRequired });
  }
  // The type comes from the content, never from the name or the client; the field named by
  // `resource` and `field` decides which types and sizes it takes.
  const rules = uploadRules(user, body.resource, body.field);
  const file = await checkMediaFile(raw, rules);
  const { db, deps } = c.var;
  const now = deps.clock.now();
  // Before the bytes are written; storeMedia checks again under the account's quota lock.
  await checkDailyVolume(db, user.id, file.bytes.byteLength, limits, now);
  const row = await storeMedia(db, deps.storage, user, file, { now, limits });
  return c.json({ status: 1 as const, data: publicMedia(row) }, 201);
}

/** A stored upload; records name it by `file_url`. */
export const Media = z
  .object({
    id: z.number().int(),
    file_url: z.string().openapi({ example: '/api/media/7/file' }),
    file_name: z.string(),
    mime: z.string().openapi({ example: 'application/pdf' }),
    size: z.number().int(),
    uploaded_by: z.number().int().nullable(),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Media');

const tags = ['Berkas'];

const uploadRoute = (limits: UploadLimits, store: LimitStore) =>
  apiRoute({
    method: 'post',
    path: '/upload',
    tags,
    summary: 'Mengunggah satu berkas untuk kolom berkas suatu data',
    description:
      'Jenis dari isi (bukan nama), diperiksa terhadap kolom yang disebut `resource` + `field` (tanpa keduanya: aturan dokumen). Hanya akun yang dapat melampirkan berkas di suatu data (403); batas per akun: unggahan per jendela waktu (429) dan volume 24 jam (413).',
    // Only an account that can attach a file somewhere may upload one (403 otherwise).
    access: { action: 'media.upload', refusal: 'uploadNotAllowed' },
    middleware: [multipartOnly, uploadRate(limits, store)],
    request: {
      body: multipartBody(
        {
          file: fileField,
          resource: { type: 'string', description: 'Nama API sumber data, mis. `news`' },
          field: { type: 'string', description: 'Kolom berkasnya, mis. `photo_url`' },
        },
        ['file'],
      ),
    },
    responses: {
      201: json(ok(Media), 'Berkas tersimpan; kirim `file_url` dalam data'),
      403: json(Failure, 'Akun tidak dapat mengunggah, atau tidak menulis data itu'),
      413: json(Failure, 'Berkas terlalu besar untuk kolomnya, atau kuota 24 jam habis'),
      429: TooMany,
    },
  });

const downloadRoute = apiRoute({
  method: 'get',
  path: '/{id}/file',
  tags,
  summary: 'Isi berkas (lampiran), bagi pengunggah dan yang boleh membuka data yang menyebutnya',
  description: 'Selain mereka: 404 (tidak pernah 403, jadi id tidak membocorkan apa pun).',
  access: 'login',
  request: { params: z.object({ id: idParam.openapi({ type: 'integer', example: 7 }) }) },
  responses: {
    200: fileAnswer(
      'Isi berkas, dengan jenis yang terdeteksi saat unggah',
      ...new Set(Object.values(ACCEPTED_TYPES).flat()),
    ),
    404: json(Failure, 'Berkas tidak ditemukan'),
  },
});

/**
 * The media service (spec 7 `POST /media/upload`): files records refer to by `file_url`. An
 * upload is refused in this order: 401 without a session, 403 for an account that can attach a
 * file nowhere, 400 for a body that is not multipart, 429 past the rate, then the file's own
 * checks (422, 413) and the daily volume (413). One rate store per app (deps.uploadLimits).
 */
export function mediaRoutes(limits: UploadLimits, store: LimitStore) {
  return (
    createRouter()
      .openapi(uploadRoute(limits, store), (c) => {
        // A file not yet attached: no kept dashboard, report or ranking reads it.
        declareChange(c);
        return upload(c, limits);
      })
      /** The stored bytes, to whoever may read a record listing them (or the uploader). */
      .openapi(downloadRoute, async (c) => {
        const user = c.var.account;
        const row = await findReadableMedia(c.var.db, user, c.req.valid('param').id);
        // Streamed from storage, never read whole into memory.
        const stored = row ? await c.var.deps.storage.open(row.storage_key) : null;
        if (!row || !stored) throw fail(404, MESSAGES.notFound);
        return c.body(stored.body, 200, {
          'content-type': row.mime,
          'content-length': String(stored.size),
          'content-disposition': attachmentHeader(row.file_name),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        });
      })
  );
}

/** Mounted at `/media` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/media', (m: RouteMount) =>
  mediaRoutes({ ...UPLOAD_LIMITS, ...m.deps.uploadLimits }, m.limits),
);
