import type { IncomingMessage } from 'node:http';

/**
 * The whole body of a Node request as an ArrayBuffer of its own (to be moved to the write
 * thread, server/platform/runtime/writeThread.ts); null for GET and HEAD, which carry none.
 *
 * Why not `request.arrayBuffer()`: on @hono/node-server that builds a Fetch Request whose body
 * is a web stream pulling from a second web stream over the Node stream, about a millisecond of
 * the main thread's time per write (docs/performance.md, "Deadline surge, tenth round"): the
 * thread that serves the reads. Read here as Node's chunks, copied once.
 *
 * Rejects when the client goes away before the body ended, as the Fetch read does.
 */
export function incomingBody(incoming: IncomingMessage): Promise<ArrayBuffer | null> {
  const method = incoming.method;
  if (method === 'GET' || method === 'HEAD') return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    incoming.once('end', () => {
      const bytes = new Uint8Array(size);
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.length;
      }
      resolve(bytes.buffer);
    });
    incoming.once('error', reject);
    incoming.once('close', () => {
      if (!incoming.complete)
        reject(new Error('the client closed the request before its body ended'));
    });
  });
}
