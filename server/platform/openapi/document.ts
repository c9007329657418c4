import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import { SECURITY_SCHEMES } from './security';
import { TAGS } from './tags';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The one rule for an operation's `operationId`: its method and path, in camel case, a path
 * parameter read as `By<Name>` (`GET /crud/m_daerah/{id}` is `getCrudMDaerahById`). Stable as
 * long as the path is, and unique because method and path are (tests/api/openapi.test.ts checks
 * that no two paths spell alike). Derived from the finished document, so the mount point of a
 * router (`/activities`, `/media`) is part of it.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? ['by', ...param.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * Registers what the document needs beside the declared routes (the generic engine's paths,
 * given by the caller so that the platform imports no engine; the security schemes) and returns
 * the function that builds it, with the top-level tags and every operation's id. Called once the
 * API's routes are mounted.
 */
export function publishedContract(
  api: OpenAPIHono<AppEnv>,
  registerExtraPaths: (api: OpenAPIHono<AppEnv>) => void,
) {
  registerExtraPaths(api);
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES))
    api.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  return () => {
    const doc = api.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'API Portal Indeks Inovasi Daerah',
        version: '1',
        description:
          'Semua jawaban gagal berbentuk `{status: 0, message, errors?}`. Aturan (siapa, kapan, mengapa): docs/api.md.',
      },
      servers: [{ url: '/api' }],
      tags: [...TAGS],
    });
    for (const [path, item] of Object.entries(doc.paths ?? {}))
      for (const method of METHODS) {
        const operation = item[method];
        if (operation) operation.operationId = operationIdOf(method, path);
      }
    return doc;
  };
}
