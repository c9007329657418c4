/**
 * Issue 21, finding 4: HOST sets the address the server listens on. A real server process
 * (slow: it opens the database), on the database of the run.
 */
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killStarted,
  portOpen,
  serverDbs,
  startApi,
  waitUntilServing,
} from '../helpers/serverProcess';

const SLOW = 300_000;

/** An IPv4 address of this machine other than loopback, if it has one. */
function otherAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

/** Local addresses of the sockets listening on `port`, from the kernel's tables (Linux). */
function listeners(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const found: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [addr, p] = local!.split(':');
      if (p !== hexPort || state !== '0A') continue; // 0A = LISTEN
      if (addr!.length === 8) {
        // IPv4, little-endian hex
        found.push(
          addr!
            .match(/../g)!
            .reverse()
            .map((h) => parseInt(h, 16))
            .join('.'),
        );
      } else found.push(addr === '0'.repeat(32) ? '::' : addr!);
    }
  }
  return found;
}

let dbs: Awaited<ReturnType<typeof serverDbs>>;

beforeAll(async () => {
  dbs = await serverDbs('iid_host_');
}, SLOW);

afterAll(async () => {
  killStarted();
  await dbs?.cleanup();
});

describe('HOST', () => {
  it(
    'HOST=127.0.0.1 listens on loopback only: another address of the machine is refused',
    async () => {
      const port = await freePort();
      const srv = startApi(dbs.fresh().env(port, { HOST: '127.0.0.1' }));
      await waitUntilServing(srv, port);
      expect(await portOpen(port, '127.0.0.1')).toBe(true);
      const other = otherAddress();
      if (other) expect(await portOpen(port, other), `connect to ${other}:${port}`).toBe(false);
      expect(listeners(port)).toEqual(['127.0.0.1']);
      srv.child.kill('SIGTERM');
      expect((await srv.exited).code).toBe(0);
    },
    SLOW,
  );
});
