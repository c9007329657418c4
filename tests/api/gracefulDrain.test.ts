/**
 * drain() (server/platform/runtime/lifecycle.ts), the graceful stop's core, without timing: a connection
 * accepted in the same turn of the event loop as the stop (what a cluster worker sees when the
 * primary hands it a connection just as its SIGTERM arrives) is read and answered, not reset;
 * an idle kept-alive connection is closed, so the stop does not wait for the deadline.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drain } from '../../server/platform/runtime/lifecycle';

function get(port: number): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
  });
}

/** A server that starts stopping (`stop`) on its first connection, before reading from it. */
async function stoppingOnFirstConnection(stop: (server: http.Server) => Promise<unknown>) {
  const server = http.createServer((_req, res) => res.end('dijawab'));
  let stopped: Promise<unknown> | null = null;
  server.once('connection', () => (stopped = stop(server)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const answer = await get(port);
  return { answer, stopped: await stopped, server };
}

describe('stopping while a connection has just been accepted', () => {
  it('drain() reads the request, answers it, then ends cleanly', async () => {
    const { answer, stopped, server } = await stoppingOnFirstConnection((s) => drain(s, 10_000));
    expect(answer).toEqual({ status: 200, body: 'dijawab' });
    expect(stopped).toBe(true);
    expect(server.listening).toBe(false);
  });

  it('drain() still closes an idle kept-alive connection, and refuses new ones', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    const first = await new Promise<number>((resolve) =>
      http.get({ host: '127.0.0.1', port, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      }),
    );
    expect(first).toBe(200);
    // The kept-alive connection holds no request: drain ends without waiting for the deadline.
    expect(await drain(server, 60_000)).toBe(true);
    expect(await get(port)).toEqual({ error: 'ECONNREFUSED' });
    agent.destroy();
  });
});
