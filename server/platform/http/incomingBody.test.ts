import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { incomingBody } from './incomingBody';

let close: (() => void) | null = null;
afterEach(() => close?.());

/** A server that reads each request's body with incomingBody and reports what it read. */
async function serve(): Promise<{ port: number; reads: Promise<ArrayBuffer | null>[] }> {
  const reads: Promise<ArrayBuffer | null>[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const read = incomingBody(req);
    reads.push(read);
    read.then(
      () => res.end('ok'),
      () => res.destroy(),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  close = () => server.close();
  return { port: (server.address() as AddressInfo).port, reads };
}

const send = (port: number, method: string, pieces: string[]) =>
  new Promise<void>((resolve, reject) => {
    const req = request({ port, method, path: '/' }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    for (const p of pieces) req.write(p);
    req.end();
  });

describe('incomingBody', () => {
  it('reads a body sent in pieces into one buffer of its own, exactly its bytes', async () => {
    const { port, reads } = await serve();
    await send(port, 'POST', ['{"a":', '"é', '"}']);
    const body = await reads[0]!;
    expect(new TextDecoder().decode(body!)).toBe('{"a":"é"}');
    // Its own memory, whole: safe to move to another thread.
    expect(body!.byteLength).toBe(Buffer.byteLength('{"a":"é"}'));
  });

  it('gives an empty body for a write that sends none, and null for GET and HEAD', async () => {
    const { port, reads } = await serve();
    await send(port, 'DELETE', []);
    await send(port, 'GET', []);
    await send(port, 'HEAD', []);
    expect((await reads[0]!)?.byteLength).toBe(0);
    expect(await reads[1]!).toBeNull();
    expect(await reads[2]!).toBeNull();
  });

  it('rejects when the client goes away before the body ended', async () => {
    const { port, reads } = await serve();
    const req = request({
      port,
      method: 'POST',
      path: '/',
      headers: { 'content-length': '100' },
    });
    req.on('error', () => undefined);
    req.write('only part of it');
    await new Promise((r) => setTimeout(r, 50));
    req.destroy();
    // Node reports it as an error or as a close before the end: either way, no body.
    await expect(reads[0]!).rejects.toThrow();
  });
});
