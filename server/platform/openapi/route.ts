import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { jsonFirst } from '../http/validate';
import { accessRoles, describeAccess, requireAccess, type Access } from './access';
import { DEFAULT_FAILURE, Failure } from './schemas';
import { securityOf } from './security';

export interface ApiRouteConfig extends Omit<RouteConfig, 'middleware'> {
  /** Who may call it; checked before anything else is read (domain tables, never role names). */
  access: Access;
  /** Further middleware after the access check (a body limit, a rate limit). */
  middleware?: MiddlewareHandler[];
}

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: Failure } },
});

/** The refusals every route of this kind can answer, so the document lists them. */
function failures(config: ApiRouteConfig) {
  const out: Record<number | 'default', ReturnType<typeof failure>> = { default: DEFAULT_FAILURE };
  const req = config.request;
  if (req?.params || req?.query) out[400] = failure('Parameter tidak valid');
  if (req?.body) out[400] = failure('Badan permintaan bukan JSON atau parameter tidak valid');
  if (config.access !== 'public') out[401] = failure('Belum masuk atau sesi berakhir');
  if (accessRoles(config.access)) out[403] = failure('Peran akun tidak diizinkan');
  if (req?.body) out[422] = failure('Isian tidak valid (errors: kolom -> pesan)');
  return out;
}

/**
 * A route declaration: path, parameters, body and answers as zod schemas, plus its access. The
 * access middleware (401/403), the JSON-first body check (400) and the validators (400 for
 * params and query, 422 for the body) run before the handler, which reads typed values with
 * `c.req.valid(...)` and must answer one of the declared shapes.
 */
export function apiRoute<const R extends ApiRouteConfig>(config: R) {
  const { access, middleware = [], ...route } = config;
  // An optional body (`required: false`) brings its own check (`optionalJson`).
  const body = route.request?.body;
  const jsonRequest = !!body?.content?.['application/json'] && body.required !== false;
  return createRoute({
    ...route,
    description: [route.description, describeAccess(access)].filter(Boolean).join('\n\n'),
    // A route may name its own (the open data key); otherwise public or the login token.
    security: route.security ?? securityOf(access === 'public'),
    middleware: [requireAccess(access), ...(jsonRequest ? [jsonFirst] : []), ...middleware],
    responses: { ...failures(config), ...route.responses },
  }) as unknown as Omit<R, 'access'> & { getRoutingPath(): string };
}
