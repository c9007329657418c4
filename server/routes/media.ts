import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_DOCUMENT_BYTES } from '../../domain/documents';
import type { AppEnv } from '../context';
import { fail, MESSAGES } from '../http';
import { attachmentHeader, checkDocumentFile, TOO_LARGE } from '../services/documentFile';
import { findReadableMedia, publicMedia, storeMedia } from '../services/media';
import type { AuthUser } from '../services/users';
import { pathId } from './documentForm';

type Ctx = Context<AppEnv>;

/** The upload skips the API-wide 2 MiB limit (server/app.ts); `uploadLimit` applies instead. */
export const isMediaUpload = (method: string, path: string) =>
  method === 'POST' && /\/media\/upload\/?$/.test(path);

const uploadLimit = bodyLimit({
  maxSize: MAX_DOCUMENT_BYTES + 64 * 1024,
  onError: (c) => c.json({ status: 0, message: TOO_LARGE, errors: { file: TOO_LARGE } }, 413),
});

function loggedIn(c: Ctx): AuthUser {
  const user = c.var.user;
  if (!user) throw fail(401, MESSAGES.unauthenticated);
  return user;
}

async function upload(c: Ctx) {
  const user = loggedIn(c);
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw fail(400, MESSAGES.badForm);
  }
  const raw = body.file;
  if (!(raw instanceof File) || raw.size === 0) {
    throw fail(422, MESSAGES.invalid, { file: MESSAGES.fileRequired });
  }
  // The type comes from the content (PDF, JPG, PNG), never from the name or the client.
  const file = await checkDocumentFile(raw, null);
  const row = await storeMedia(c.var.db, c.var.deps.storage, user, file);
  return c.json({ status: 1, data: publicMedia(row) }, 201);
}

/** The stored bytes, to whoever may read a record listing them (or the uploader). */
async function download(c: Ctx) {
  const user = loggedIn(c);
  const row = await findReadableMedia(c.var.db, user, pathId(c, 'id'));
  const bytes = row ? await c.var.deps.storage.get(row.storage_key) : null;
  if (!row || !bytes) throw fail(404, MESSAGES.notFound);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': row.mime,
    'content-length': String(bytes.byteLength),
    'content-disposition': attachmentHeader(row.file_name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}

/** The media service (spec 7 `POST /media/upload`): files records refer to by `file_url`. */
export const mediaRoutes = new Hono<AppEnv>()
  .post('/upload', uploadLimit, upload)
  .get('/:id/file', download);
