import { OpenAPIHono } from '@hono/zod-openapi';
import type { LimitStore, LoginLimit } from '../auth/loginLimits';
import type { AppDeps, AppEnv } from '../http/context';
import { fail, message, MESSAGES } from '../http/http';
import { validationErrors } from '../http/validate';

/**
 * A router whose routes are declared (`apiRoute`) and validated with the API's own answers: a
 * bad body is a 422 `{status: 0, message, errors}`, a bad path or query parameter a 400 naming
 * the parameter.
 */
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      if (result.target === 'json' || result.target === 'form')
        throw fail(422, MESSAGES.invalid, validationErrors(result.error));
      const name = String(result.error.issues[0]?.path[0] ?? result.target);
      throw fail(400, message('badParam', { name }));
    },
  });

/**
 * What a feature's routes may be built with when mounted (server/features/routes.generated.ts):
 * the app's dependencies and the login and rate limits every node shares.
 */
export interface RouteMount {
  deps: AppDeps;
  loginLimit: LoginLimit;
  limits: LimitStore;
}

/** A routes module's place in the API (`export const mounted = mountAt('/', () => xRoutes)`). */
export const mountAt = <const A extends string, R>(at: A, routes: (m: RouteMount) => R) => ({
  at,
  routes,
});
