import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { fail, MESSAGES } from '../http';
import { isAllowed } from '../../domain/access';
import { fileRules, isFileKind, type FileRules } from '../../domain/media';
import { getResource } from '../../resources';
import { attachmentHeader, checkMediaFile } from '../services/documentFile';
import { findReadableMedia, publicMedia, storeMedia } from '../services/media';
import type { AuthUser } from '../services/users';
import { pathId } from './documentForm';

type Ctx = Context<AppEnv>;

/** The upload takes the 10 MB upload limit instead of the API-wide 2 MiB (server/app.ts). */
export const isMediaUpload = (method: string, path: string) =>
  method === 'POST' && /\/media\/upload\/?$/.test(path);

function loggedIn(c: Ctx): AuthUser {
  const user = c.var.user;
  if (!user) throw fail(401, MESSAGES.unauthenticated);
  return user;
}

/**
 * The rules of the file field an upload is for: `resource` + `field` name a `file`, `image` or
 * `files` field of a resource the account may create or update. Without them: the default
 * document rules (PDF, pictures, office files up to 10 MB).
 */
function uploadRules(user: AuthUser, resourceName: unknown, fieldName: unknown): FileRules {
  if (resourceName === undefined && fieldName === undefined) return fileRules({ kind: 'file' });
  const resource = typeof resourceName === 'string' ? getResource(resourceName) : undefined;
  const field = resource?.fields.find(
    (f) => f.source === fieldName && isFileKind(f.kind) && f.form !== false,
  );
  if (!resource || !field) throw fail(422, MESSAGES.invalid, { field: MESSAGES.unknownFileField });
  if (!isAllowed(resource.access.create, user) && !isAllowed(resource.access.update, user))
    throw fail(403, MESSAGES.forbidden);
  return fileRules(field);
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
  // parseBody answers a string or a File; no instanceof, so a File of another realm passes too.
  if (typeof raw !== 'object' || !raw || raw.size === 0) {
    throw fail(422, MESSAGES.invalid, { file: MESSAGES.fileRequired });
  }
  // The type comes from the content, never from the name or the client; the field named by
  // `resource` and `field` decides which types and sizes it takes.
  const rules = uploadRules(user, body.resource, body.field);
  const file = await checkMediaFile(raw, rules);
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
export const mediaRoutes = new Hono<AppEnv>().post('/upload', upload).get('/:id/file', download);
