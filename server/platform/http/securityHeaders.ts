import { createMiddleware } from 'hono/factory';
import { defaultHeaders } from './nodeHeaders';

/**
 * The security headers of every answer: hono's `secureHeaders()` defaults without
 * Cross-Origin-Embedder-Policy (the app shows no cross-origin resource that opts in), as that
 * middleware would set them with `overwrite: false`: an answer's own value wins (the open data
 * badge is cross-origin, for embedding; the pages carry their Content-Security-Policy).
 * Written on Node's response rather than through hono's middleware, which rebuilds every
 * answer's headers (server/platform/http/nodeHeaders.ts); securityHeaders.test.ts checks the list against
 * hono's, so an upgrade that changes it is seen.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['cross-origin-resource-policy', 'same-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  defaultHeaders(c, SECURITY_HEADERS);
});
