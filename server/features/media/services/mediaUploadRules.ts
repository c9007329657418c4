import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { isAllowed } from '../../../../domain/access';
import { fileRules, isFileKind, type FileRules } from '../../../../domain/media';
import { getResource } from '../../../../resources';
import type { LimitStore } from '../../../platform/auth/loginLimits';
import type { AuthUser } from '../../../platform/auth/users';
import type { AppEnv } from '../../../platform/http/context';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { forbidden } from '../../../platform/openapi/access';
import type { UploadLimits } from './mediaQuota';

/**
 * The rules of the file field an upload is for: `resource` + `field` name a `file`, `image` or
 * `files` field of a resource the account may create or update. Without them: the default
 * document rules (PDF, pictures, office files up to 10 MB). The multipart upload and the
 * resumable one (tus) both ask here.
 */
export function uploadRules(user: AuthUser, resourceName: unknown, fieldName: unknown): FileRules {
  if (resourceName === undefined && fieldName === undefined) return fileRules({ kind: 'file' });
  const resource = typeof resourceName === 'string' ? getResource(resourceName) : undefined;
  const field = resource?.fields.find(
    (f) => f.source === fieldName && isFileKind(f.kind) && f.form !== false,
  );
  if (!resource || !field) throw fail(422, MESSAGES.invalid, { field: MESSAGES.unknownFileField });
  if (!isAllowed(resource.access.create, user) && !isAllowed(resource.access.update, user))
    throw forbidden();
  return fileRules(field);
}

/** One rate middleware per app (keyed by its limit store), so both upload routes share a count. */
const rates = new WeakMap<LimitStore, MiddlewareHandler<AppEnv>>();

/**
 * So many uploads per window and account (429 with `Retry-After` past them), counted in `store`
 * (Redis with REDIS_URL, so every API node adds to one count) or in this process. A multipart
 * upload and the creation of a resumable upload each count once, in the same count.
 */
export function uploadRate(limits: UploadLimits, store: LimitStore): MiddlewareHandler<AppEnv> {
  const known = rates.get(store);
  if (known) return known;
  const made = rateLimiter<AppEnv>({
    store: store.rateStore('media'),
    windowMs: limits.windowMs,
    limit: limits.max,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => `media|${c.var.account.id}`,
    handler: (c) => {
      const text = message('uploadTooMany', {
        n: limits.max,
        menit: Math.max(1, Math.round(limits.windowMs / 60_000)),
      });
      return c.json({ status: 0, message: text, errors: { file: text } }, 429);
    },
  });
  rates.set(store, made);
  return made;
}
