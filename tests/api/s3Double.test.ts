/**
 * The local S3 of the tests (s3rver) reads its own writes, as production S3 does: a GET sent as
 * soon as a PUT is answered gets every byte. s3rver 3.7 answered before its file was written
 * (scripts/s3rverWrites.ts), and the restore test read two of 1,861 files back short on a busy
 * CI machine. Here the disk under s3rver's objects and parts is made slow on purpose (s3rver
 * runs in this process), so the order shows on any machine.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startS3 } from '../helpers/s3Server';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const { write, writev } = fs;
type Call = (...args: unknown[]) => void;

/** An s3rver object (`…._S3rver_object`) or multipart part (`uploads/<id>/<n>`) file. */
function isS3rverData(fd: unknown) {
  try {
    const path = fs.readlinkSync(`/proc/self/fd/${Number(fd)}`);
    return /\._S3rver_object$|\/uploads\/[^/]+\/\d+$/.test(path);
  } catch {
    return false;
  }
}

/** Every write to those files waits 30 ms before it starts; other files are written as usual. */
function slowDisk() {
  const later =
    (f: Call) =>
    (fd: unknown, ...rest: unknown[]) =>
      isS3rverData(fd) ? void setTimeout(() => f(fd, ...rest), 30) : f(fd, ...rest);
  fs.write = later(write as Call) as typeof fs.write;
  fs.writev = later(writev as Call) as typeof fs.writev;
}

let s3: Awaited<ReturnType<typeof startS3>>;

beforeAll(async () => {
  s3 = await startS3('s3-double');
});

afterEach(() => {
  fs.write = write;
  fs.writev = writev;
});

afterAll(async () => {
  await s3?.close();
});

it.runIf(process.platform === 'linux')(
  'answers a PUT once its bytes are on disk: a GET right after reads them all',
  async () => {
    slowDisk();
    const bodies = Array.from({ length: 3 }, (_, i) => new Uint8Array(randomBytes(200_000 + i)));
    const back = await Promise.all(
      bodies.map(async (body, i) => {
        await s3.storage.put(`bukti/${i}.pdf`, body);
        return (await s3.storage.get(`bukti/${i}.pdf`))!;
      }),
    );
    expect(back.map((b) => b.byteLength)).toEqual(bodies.map((b) => b.byteLength));
    expect(back.map(sha)).toEqual(bodies.map(sha));
  },
);

it.runIf(process.platform === 'linux')(
  'does the same for the parts of a multipart upload',
  async () => {
    slowDisk();
    // Over two parts of the smallest size S3 takes: sent as a multipart upload.
    const body = new Uint8Array(randomBytes(11 * 1024 * 1024));
    await s3.storage.put('bukti/besar.pdf', body);
    const back = (await s3.storage.get('bukti/besar.pdf'))!;
    expect(back.byteLength).toBe(body.byteLength);
    expect(sha(back)).toBe(sha(body));
  },
  60_000,
);
