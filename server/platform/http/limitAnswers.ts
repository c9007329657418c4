import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Refusal } from '../auth/loginLimits';
import { Failure } from '../openapi/schemas';
import { clientAddressBehind } from './clientAddress';
import type { AppEnv } from './context';
import { message, MESSAGES } from './http';

/*
 * What a rate-limited route answers and counts by (login, reset, registration, uploads, open
 * data): shared by several features, so it lives on the platform.
 */

/** The 429 of a refused login, reset request or password change. */
export const TooMany = {
  description: 'Terlalu banyak percobaan (header `Retry-After` dalam detik)',
  headers: z.object({ 'Retry-After': z.string().openapi({ example: '842' }) }),
  content: { 'application/json': { schema: Failure } },
};

/**
 * Where a request came from: the connection's address, or behind a trusted proxy (TRUST_PROXY)
 * the client it names in X-Forwarded-For. The login and reset limits count per this address.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return clientAddressBehind(
    incoming?.socket?.remoteAddress,
    c.req.header('x-forwarded-for'),
    c.var.deps.trustProxy ?? null,
  );
}

/** The 429 of a refused login or reset request: `Retry-After` and an Indonesian reason. */
export function refusalAnswer(c: Context<AppEnv>, refusal: Refusal) {
  const menit = Math.ceil(refusal.retryAfter / 60);
  const text =
    refusal.limit === 'account'
      ? message('loginLocked', { menit })
      : refusal.limit === 'address'
        ? message('tooManyFromAddress', { menit })
        : MESSAGES.tooMany;
  c.header('Retry-After', String(refusal.retryAfter));
  return c.json({ status: 0 as const, message: text }, 429);
}
