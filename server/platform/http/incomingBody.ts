import type { IncomingMessage } from 'node:http';
import { arrayBuffer } from 'node:stream/consumers';

/**
 * The whole body of a Node request as an ArrayBuffer of its own (to be moved to the write
 * thread, server/platform/runtime/writeThread.ts); null for GET and HEAD, which carry none.
 *
 * Why not `request.arrayBuffer()`: on @hono/node-server that builds a Fetch Request whose body
 * is a web stream pulling from a second web stream over the Node stream, about a millisecond of
 * the main thread's time per write (docs/performance.md, "Deadline surge, tenth round"): the
 * thread that serves the reads. Node's own consumer reads its chunks into memory that is not
 * Node's shared buffer pool, so it can be moved.
 *
 * Rejects when the client goes away before the body ended, as the Fetch read does.
 */
export function incomingBody(incoming: IncomingMessage): Promise<ArrayBuffer | null> {
  const method = incoming.method;
  if (method === 'GET' || method === 'HEAD') return Promise.resolve(null);
  return arrayBuffer(incoming);
}
