import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { fileResumable, s3Resumable } from '../../server/platform/storage/resumable';
import type { ResumableStore } from '../../server/platform/storage/resumable';
import { redisLocker } from '../../server/platform/storage/redisLocker';
import type { Storage } from '../../server/platform/storage/storage';
import { localStorage } from '../../server/platform/storage/storage';
import { connectRedis, openSharedState, type SharedState } from '../../server/sharedState';
import { S3RVER_KEYS, startS3 } from '../helpers/s3Server';
import { PDF } from '../helpers/sampleFiles';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 39: the lock of a resumable upload is shared by the API nodes through Redis. Two apps
 * over one database and one upload store, each with its own Redis connections (as two nodes
 * with REDIS_URL): while a PATCH holds an upload on node A, a request for the same upload on
 * node B waits until A's request has let go (the library asks it to, as within one process),
 * and the upload then finishes whole. On the local folder and on s3rver.
 *
 * Needs Redis on 127.0.0.1:6379 (or TEST_REDIS_URL); without it these tests fail, never skip.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `iid-test:${randomUUID()}:`;

interface Backend {
  storage: Storage;
  /** A store over the same folder or bucket, as each node opens its own. */
  store(): ResumableStore;
  /** What the stores hold: nothing once every upload has become a media file. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const dir = mkdtempSync(join(tmpdir(), 'iid-tus-lock-'));
  return {
    storage: localStorage(join(dir, 'uploads')),
    store: () => fileResumable(join(dir, 'tus')),
    leftovers: async () => readdirSync(join(dir, 'tus')),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const s3 = await startS3();
  const options = {
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    credentials: S3RVER_KEYS,
    forcePathStyle: true,
  };
  return {
    storage: s3.storage,
    store: () => s3Resumable(options, s3.storage),
    async leftovers() {
      const keys: string[] = [];
      for await (const object of s3.storage.list('tus/')) keys.push(object.key);
      return keys;
    },
    close: s3.close,
  };
}

/** A PDF of `size` bytes: the sample PDF followed by a comment padding it out. */
function pdfOf(size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size).fill(0x20);
  out.set(PDF);
  out[PDF.byteLength] = 0x25;
  return out;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

afterAll(async () => {
  const redis = await connectRedis(REDIS_URL);
  try {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
});

describe.each([
  ['local disk', localBackend],
  ['s3', s3Backend],
])('the lock of an upload across two nodes (%s)', (_name, start) => {
  let backend: Backend;
  let sharedA: SharedState;
  let sharedB: SharedState;
  let t: TestApp;
  let nodeB: ReturnType<typeof createApp>;

  beforeAll(async () => {
    backend = await start();
    sharedA = await openSharedState(REDIS_URL, PREFIX);
    sharedB = await openSharedState(REDIS_URL, PREFIX);
    t = await createTestApp({
      storage: backend.storage,
      resumable: backend.store(),
      uploadLocker: sharedA.locker,
    });
    nodeB = createApp({ ...t.deps, resumable: backend.store(), uploadLocker: sharedB.locker });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await sharedA?.close();
    await sharedB?.close();
    await backend?.close();
  });

  async function headers(extra: Record<string, string> = {}) {
    return {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${await t.tokenFor('pemda')}`,
      ...extra,
    };
  }

  it('a PATCH on node B waits for the PATCH of the same upload on node A to let go; the upload then finishes whole', async () => {
    const file = pdfOf(300_000);
    const created = await t.app.request('/api/uploads', {
      method: 'POST',
      headers: await headers({
        'upload-length': String(file.byteLength),
        'upload-metadata': `filename ${b64('Laporan Bersama.pdf')}`,
      }),
    });
    // The answer's body in the message: a refusal here says which check or store refused.
    expect(created.status, await created.clone().text()).toBe(201);
    const url = created.headers.get('location')!;

    // Node A: a PATCH whose connection stays open after its first 100 KB (a half-open link).
    let aEnded = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(file.slice(0, 100_000));
      },
    });
    const onA = Promise.resolve(
      t.app.request(url, {
        method: 'PATCH',
        headers: await headers({
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(file.byteLength),
        }),
        body,
        duplex: 'half',
      } as RequestInit),
    ).finally(() => {
      aEnded = true;
    });
    // A holds this upload's lock in Redis before B asks (this upload's own key: the other
    // backend's upload may still have a lock being let go under the same prefix).
    const redis = await connectRedis(REDIS_URL);
    // The store's id: the public one under the store's own prefix (`tus/` in the bucket).
    const id = backend.store().prefix + url.split('/').pop()!;
    try {
      await expect.poll(() => redis.exists(`${PREFIX}tus-lock:${id}`), { timeout: 20_000 }).toBe(1);
    } finally {
      redis.disconnect();
    }

    // Node B: the same upload from its start. It answers only once A's request has ended.
    const onB = await nodeB.request(url, {
      method: 'PATCH',
      headers: await headers({
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      }),
      body: file,
    });
    expect(aEnded).toBe(true);
    await onA;
    // Whichever the library decides: B wrote from 0 (204), or A's bytes had moved the offset
    // on (409). Never both at once.
    expect([204, 409]).toContain(onB.status);

    // The client goes on from where the upload stands, through node B.
    const head = await nodeB.request(url, { method: 'HEAD', headers: await headers() });
    const offset = Number(head.headers.get('upload-offset'));
    if (offset < file.byteLength) {
      const rest = await nodeB.request(url, {
        method: 'PATCH',
        headers: await headers({
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        }),
        body: file.slice(offset),
      });
      expect(rest.status).toBe(204);
    }
    const done = await t.app.request(url, { headers: await headers() });
    const stored = (await done.json()) as { data: { file_url: string; size: number } };
    expect(stored.data.size).toBe(file.byteLength);
    const bytes = await t.app.request(stored.data.file_url, { headers: await headers() });
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(file);
    await expect.poll(() => backend.leftovers()).toEqual([]);
  }, 90_000);
});

describe('the Redis lock alone', () => {
  it('a lock held by a node that stopped frees after its hold time; until then a request waits, then fails', async () => {
    const redis = await connectRedis(REDIS_URL);
    const subscriber = redis.duplicate();
    const other = await connectRedis(REDIS_URL);
    const otherSubscriber = other.duplicate();
    try {
      const gone = redisLocker(redis, subscriber, PREFIX, { holdMs: 1_500 });
      const waiting = redisLocker(other, otherSubscriber, PREFIX, {
        acquireTimeoutMs: 300,
        retryMs: 50,
      });
      await Promise.all([gone.ready, waiting.ready]);
      const id = `stopped-${randomUUID()}`;
      // The stopped node never lets go when asked, and never unlocks.
      await gone.newLock(id).lock(new AbortController().signal, () => undefined);
      await expect(
        waiting.newLock(id).lock(new AbortController().signal, () => undefined),
      ).rejects.toMatchObject({ status_code: 500 });
      // Its renewals stop with it (here: the connection closes); then the key expires.
      redis.disconnect();
      const patient = redisLocker(other, otherSubscriber, PREFIX, { acquireTimeoutMs: 10_000 });
      const lock = patient.newLock(id);
      await lock.lock(new AbortController().signal, () => undefined);
      await lock.unlock();
    } finally {
      redis.disconnect();
      subscriber.disconnect();
      other.disconnect();
      otherSubscriber.disconnect();
    }
  }, 30_000);
});
