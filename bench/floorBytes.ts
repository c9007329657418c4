/**
 * The dashboards' floor of `npm run bench` (issue 40 item 3): the same cached JSON bytes the
 * product answers, held in memory and sent through plain `node:http`, after the same token check
 * as bench/floor.ts (HS256 signature with `jose`, the claims cached for 60 s). What a warm cache
 * cannot beat on this machine: no framework, no routing, no database. Env: PORT, JWT_SECRET,
 * FLOOR_BYTES_FILE (JSON `{path: base64 body}`, written by bench/floorBytesRun.ts). Started as a
 * child process (bench/server.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { jwtVerify } from 'jose';

const key = new TextEncoder().encode(process.env.JWT_SECRET ?? '');
const bodies = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.env.FLOOR_BYTES_FILE ?? '', 'utf8')) as Record<string, string>,
  ).map(([path, b64]) => [path, Buffer.from(b64, 'base64')]),
);
const claims = new Map<string, number>();

async function authorised(req: IncomingMessage): Promise<boolean> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return false;
  const now = Date.now();
  if ((claims.get(token) ?? 0) > now) return true;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    claims.set(token, Math.min(now + 60_000, (payload.exp ?? 0) * 1000));
    return true;
  } catch {
    return false;
  }
}

const server = createServer((req, res) => {
  void authorised(req).then((ok) => {
    const body = ok ? bodies.get(req.url ?? '') : undefined;
    const status = !ok ? 401 : body ? 200 : 404;
    const out = body ?? Buffer.from('{"status":0}');
    res.writeHead(status, {
      'content-type': 'application/json; charset=UTF-8',
      'content-length': out.length,
    });
    res.end(out);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor ready'));
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    server.close();
    process.exit(0);
  });
