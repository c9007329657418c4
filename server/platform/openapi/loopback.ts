import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A call from this machine (a Prometheus agent beside the node). A request relayed by a proxy
 * on this machine is not one: the proxy adds X-Forwarded-For.
 */
export function fromLoopback(c: Context): boolean {
  const address = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
  return !c.req.header('x-forwarded-for') && !!address && LOOPBACK.test(address);
}
