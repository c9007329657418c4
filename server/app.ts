import { Hono, type Context } from 'hono';
import { apiDocsRoutes } from './features/ops/routes/apiDocs';
import { publishedContract } from './platform/openapi/document';
import { registerCrudPaths } from './crud/openapiPaths';
import { createRouter } from './platform/openapi/router';
import { featureRoutes } from './features/routes.generated';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { MAX_DOCUMENT_BYTES } from '../domain/documents';
import type { AppDeps, AppEnv } from './platform/http/context';
import { createLogger } from './platform/runtime/logger';
import { createMetrics } from './platform/runtime/metrics';
import { securityHeaders } from './platform/http/securityHeaders';
import { requestLog } from './platform/http/requestLog';
import { memoryLimits } from './platform/auth/loginLimits';
import { authenticate } from './platform/auth/middleware';
import { crudRouter } from './crud/router';
import { compressJson } from './platform/http/compressJson';
import { refuseControlChars } from './platform/http/controlChars';
import { drainUnreadBody } from './platform/http/drainBody';
import { handedBody } from './platform/http/handedBody';
import { MESSAGES } from './platform/http/http';
import { noStoreWithCredentials } from './platform/http/noStore';
import { isDocumentUpload } from './features/documents/routes/documents';
import { isMediaUpload } from './features/media/routes/media';
import { isResumableUpload } from './features/media/routes/uploads';
import { openDataPage } from './features/openData/routes/openDataPage';
import { portalPages } from './features/portal/routes/portalPages';
import { TOO_LARGE } from './features/documents/services/documentFile';
import { noteChanges } from './platform/cache/dashboardCache';
import { EVERYTHING } from './platform/cache/changeScope';
import { StorageUnavailableError } from './platform/storage/storage';
import { isDbUnavailable } from './platform/db/unavailable';
import { registerFeatureHooks } from './features/register';

// The engine learns each resource's hooks before any request or seed write reaches it.
registerFeatureHooks();

/** Largest request body outside document uploads. */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;
/** Largest upload body: the file plus room for the multipart boundaries and the text fields. */
const MAX_UPLOAD_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;

/**
 * Every endpoint of the API, chained in one expression so that its type forms: `AppType` is the
 * contract the client's typed calls (`src/providers/api.ts`) are checked against.
 */
export function apiRoutes(deps: AppDeps) {
  const loginLimit = deps.loginLimit ?? { max: 10, windowMs: 15 * 60_000 };
  // In this process unless deps.limits shares them (Redis, server/platform/cache/redisLimits.ts).
  const limits = deps.limits ?? memoryLimits();
  return featureRoutes({ deps, loginLimit, limits }).route('/crud', crudRouter);
}

/** The API's routes and answers, as the typed client sees them (`hc<AppType>`). */
export type AppType = ReturnType<typeof apiRoutes>;
/**
 * The logged-in account's schema, for the client's session type: the client reaches the server
 * only through this module's types (tests/build/importCycles.test.ts).
 */
export type { PublicUser } from './features/auth/routes/auth';

/** The API, with everything it needs passed in (no module singletons). Mounted under /api. */
/** The writes of the session routes (login, logout, refresh, sessions, password and reset). */
const SESSION_WRITES =
  /^\/api\/(login|logout|refresh|sessions(\/[^/]*)?|forgot|reset-password|me\/password)$/;

export function createApi(deps: AppDeps) {
  const api = createRouter();
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('db', deps.db);
    try {
      await next();
    } finally {
      // Any request that may have written (every method but the reads), whatever its answer:
      // the kept answers it declared it changes are recomputed, or every one when it declared
      // nothing (platform/cache/dashboardCache.ts). Signing in and out, and passwords, change no
      // figure a report shows: every login would otherwise send the reports back to the database.
      const m = c.req.method;
      if (m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS' && !SESSION_WRITES.test(c.req.path))
        noteChanges(deps.db, c.var.changes ?? EVERYTHING);
    }
  });
  api.use('*', compressJson);
  // Inside compressJson, so the compressed answer keeps the header; outside everything else, so
  // refusals (401, 413) get it too.
  api.use('*', noStoreWithCredentials);
  const defaultLimit = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: (c) => c.json({ status: 0, message: MESSAGES.tooLarge }, 413),
  });
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES,
    // The size message also under `file`, so a form shows it on the file field.
    onError: (c) => c.json({ status: 0, message: TOO_LARGE, errors: { file: TOO_LARGE } }, 413),
  });
  // Document, media and resumable uploads carry up to 10 MB, everything else 2 MiB; both limits apply
  // here, before anything reads a body. GET and HEAD carry none: skipping them spares building
  // a full Request per read.
  api.use('*', (c, next) => {
    const { method, path } = c.req;
    if (method === 'GET' || method === 'HEAD') return next();
    return isDocumentUpload(method, path) ||
      isMediaUpload(method, path) ||
      isResumableUpload(method, path)
      ? uploadLimit(c, next)
      : defaultLimit(c, next);
  });
  api.use('*', authenticate);
  api.use('*', refuseControlChars);
  api.route('/', apiRoutes(deps));
  api.route('/', apiDocsRoutes(publishedContract(api, registerCrudPaths)));
  api.notFound((c) => c.json({ status: 0, message: MESSAGES.unknownPath }, 404));
  api.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    if (err instanceof StorageUnavailableError) {
      // The object storage is down or refusing: fail fast and readable; nothing was recorded.
      console.error('[storage] tidak terjangkau', c.req.method, c.req.path, err.cause);
      c.header('retry-after', '30');
      return c.json({ status: 0, message: MESSAGES.storageUnavailable }, 503);
    }
    if (isDbUnavailable(err)) {
      // PostgreSQL restarting or out of reach: fail fast; the pool reconnects by itself.
      console.error('[db] tidak terjangkau', c.req.method, c.req.path, (err as Error).message);
      c.header('retry-after', '5');
      return c.json({ status: 0, message: MESSAGES.databaseUnavailable }, 503);
    }
    console.error('[api] unexpected error', c.req.method, c.req.path, err);
    return c.json({ status: 0, message: MESSAGES.server }, 500);
  });
  return api;
}

/** The whole app: the API under /api plus whatever serves the front end. */
export function createApp(deps: AppDeps, opts: { frontend?: Hono } = {}) {
  deps.logger ??= createLogger();
  deps.metrics ??= createMetrics(deps);
  const app = new Hono<AppEnv>();
  // First: its line and its sample cover everything below, refusals and errors included.
  app.use('*', requestLog(deps.logger, deps.metrics));
  app.use('*', handedBody);
  app.use('*', drainUnreadBody);
  // A route's own value wins (the open data badge is cross-origin, for embedding).
  app.use('*', securityHeaders);
  app.route('/api', createApi(deps));
  // Nothing under /api falls through to the front end: an unknown API path is a JSON 404 for
  // every method, so a client or a monitor never mistakes the app's HTML for an answer.
  const unknownPath = (c: Context) => c.json({ status: 0, message: MESSAGES.unknownPath }, 404);
  app.all('/api', unknownPath);
  app.all('/api/*', unknownPath);
  // The public portal's pages (issue 26) before the single-page app, whose fallback would send
  // them to /login.
  app.route('/', portalPages(deps));
  app.route('/', openDataPage(deps));
  if (opts.frontend) app.route('/', opts.frontend);
  return app;
}
