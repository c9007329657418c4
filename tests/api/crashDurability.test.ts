/**
 * Issue 28 item 7: kill -9 of an API node during a burst of writes. Every upload the server
 * acknowledged (201) is there after the restart, row and bytes, byte for byte. A real server
 * process on the database of the run (PGlite, or PostgreSQL with DATABASE_URL) and the local
 * storage driver (the S3 driver acknowledges only what the bucket acknowledged).
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killStarted,
  login,
  serverDbs,
  sleep,
  startApi,
  waitUntilServing,
} from '../helpers/serverProcess';
import { PDF } from '../helpers/sampleFiles';

const SLOW = 300_000;
/** Three uploaders, each below the rate of 30 uploads per 10 minutes. */
const UPLOADERS = ['pemda', 'opd', 'admin'];
const PER_UPLOADER = 25;

let dbs: Awaited<ReturnType<typeof serverDbs>>;

beforeAll(async () => {
  dbs = await serverDbs('iid_crash_');
}, SLOW);

afterAll(async () => {
  killStarted();
  await dbs?.cleanup();
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A PDF with some random bytes after its end, so every upload differs. */
const uniquePdf = () => new Uint8Array(Buffer.concat([PDF, randomBytes(2048)]));

interface Acked {
  url: string;
  sha: string;
  as: string;
}

describe('kill -9 during a burst of uploads', () => {
  it(
    'keeps every acknowledged row and file',
    async () => {
      const db = dbs.fresh();
      const port = await freePort();
      const first = startApi(db.env(port));
      await waitUntilServing(first, port);
      const tokens = new Map<string, string>();
      for (const who of UPLOADERS) tokens.set(who, await login(port, who));

      const acked: Acked[] = [];
      let killed = false;
      let cut = 0;
      const uploader = async (as: string) => {
        for (let i = 0; i < PER_UPLOADER && !killed; i++) {
          const bytes = uniquePdf();
          const form = new FormData();
          form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), `bukti-${i}.pdf`);
          try {
            const res = await fetch(`http://127.0.0.1:${port}/api/media/upload`, {
              method: 'POST',
              headers: { authorization: `Bearer ${tokens.get(as)}` },
              body: form,
            });
            if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
            const { data } = (await res.json()) as { data: { file_url: string } };
            acked.push({ url: data.file_url, sha: sha(bytes), as });
          } catch (e) {
            if (!killed) throw e; // only requests cut by the kill may fail
            cut += 1;
          }
        }
      };
      const burst = Promise.all(UPLOADERS.map(uploader));
      // Kill while uploads are in flight, after a fair number were acknowledged.
      while (acked.length < 20) await sleep(5);
      killed = true;
      first.child.kill('SIGKILL');
      await first.exited;
      await burst;
      expect(acked.length).toBeGreaterThanOrEqual(20);

      const second = startApi(db.env(port));
      await waitUntilServing(second, port);
      const found: string[] = [];
      const fresh = new Map<string, string>();
      for (const who of UPLOADERS) fresh.set(who, await login(port, who));
      for (const a of acked) {
        const token = fresh.get(a.as);
        const res = await fetch(`http://127.0.0.1:${port}${a.url}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.status === 200 && sha(new Uint8Array(await res.arrayBuffer())) === a.sha)
          found.push(a.url);
      }
      console.log(
        `[kill -9, ${db.kind}] ${acked.length} acknowledged, ${found.length} found after the restart, ${cut} cut by the kill`,
      );
      // Acknowledged and found, by count first (readable in the failure), then by name.
      expect({ kind: db.kind, found: found.length }).toEqual({
        kind: db.kind,
        found: acked.length,
      });
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    },
    SLOW,
  );
});
