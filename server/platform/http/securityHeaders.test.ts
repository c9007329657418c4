import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, securityHeaders } from './securityHeaders';

describe('the security headers', () => {
  it('are the ones hono’s secureHeaders sets, without Cross-Origin-Embedder-Policy', async () => {
    const hono = new Hono()
      .use(secureHeaders({ crossOriginEmbedderPolicy: false }))
      .get('/', (c) => c.text('ok'));
    const theirs = [...(await hono.request('/')).headers].filter(([k]) => k !== 'content-type');
    expect(new Map(SECURITY_HEADERS)).toEqual(new Map(theirs));
  });

  it('leave a value the answer set itself, and add the others', async () => {
    const app = new Hono().use(securityHeaders).get('/', (c) => {
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return c.text('ok');
    });
    const res = await app.request('/');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
