import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreateMultipartUploadCommand } from '@aws-sdk/client-s3';
import type { Db } from '../../server/platform/db/client';
import { media } from '../../server/platform/db/schema';
import { storeMedia } from '../../server/features/media/services/media';
import { UPLOAD_LIMITS } from '../../server/features/media/services/mediaQuota';
import { ORPHAN_AGE_MS, sweepOrphanObjects } from '../../server/features/media/services/mediaSweep';
import type { AuthUser } from '../../server/platform/auth/users';
import {
  localStorage,
  memoryStorage,
  readAll,
  sha256Of,
  type Storage,
} from '../../server/platform/storage/storage';
import { copyStorage } from '../../server/platform/storage/storageCopy';
import { startS3 } from '../helpers/s3Server';
import { PDF } from '../helpers/sampleFiles';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 28 item 1: uploads behind one storage interface. The same suite runs on the local disk
 * driver and on the S3 driver against s3rver, which this file starts itself.
 */
interface Driver {
  storage: Storage;
  close(): Promise<void>;
}

async function localDriver(): Promise<Driver> {
  const dir = mkdtempSync(join(tmpdir(), 'iid-uploads-'));
  return {
    storage: localStorage(dir),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

const DRIVERS: [string, () => Promise<Driver>][] = [
  ['local', localDriver],
  ['s3', startS3],
];

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** `size` bytes of a fixed pseudo-random pattern, as chunks of `chunk` bytes. */
function bytesOf(size: number, seed = 7): Uint8Array {
  const out = new Uint8Array(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
}
async function* chunked(bytes: Uint8Array, chunk: number) {
  for (let i = 0; i < bytes.byteLength; i += chunk) yield bytes.subarray(i, i + chunk);
}

const keysOf = async (storage: Storage, prefix?: string) => {
  const keys: string[] = [];
  for await (const o of storage.list(prefix)) keys.push(o.key);
  return keys;
};

describe.each(DRIVERS)('storage driver %s', (name, start) => {
  let driver: Driver;
  let storage: Storage;
  let t: TestApp;

  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
    // The demo's ~1,900 files stay out of the driver under test: its listings are exact, and
    // s3rver cannot list a bucket of more than 1,000 objects (a real S3 pages them).
    t = await createTestApp({ storage, seedStorage: memoryStorage() });
  });
  afterAll(async () => {
    await t?.close();
    await driver?.close();
  });

  it('stores, streams back, lists and removes an object', async () => {
    await storage.ping();
    await storage.put('media/2026/a.pdf', PDF, 'application/pdf');
    const opened = await storage.open('media/2026/a.pdf');
    expect(opened?.size).toBe(PDF.byteLength);
    expect(opened?.body).toBeInstanceOf(ReadableStream);
    expect(await readAll(opened!.body as unknown as AsyncIterable<Uint8Array>)).toEqual(PDF);
    expect(await storage.get('media/2026/a.pdf')).toEqual(PDF);

    await storage.put('dokumen/inovasi/1/b.pdf', PDF);
    const listed = [];
    for await (const o of storage.list('media/')) listed.push(o);
    expect(listed.map((o) => [o.key, o.size])).toEqual([['media/2026/a.pdf', PDF.byteLength]]);
    expect(Math.abs(listed[0]!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await keysOf(storage)).toEqual(['dokumen/inovasi/1/b.pdf', 'media/2026/a.pdf']);

    await storage.remove('media/2026/a.pdf');
    await storage.remove('media/2026/a.pdf'); // an absent object is no error
    expect(await storage.open('media/2026/a.pdf')).toBeNull();
    expect(await storage.get('media/2026/a.pdf')).toBeNull();
    await storage.remove('dokumen/inovasi/1/b.pdf');
    expect(await keysOf(storage)).toEqual([]);
  });

  it('refuses keys that could leave their place', async () => {
    for (const key of ['../x', '/etc/passwd', 'media//x', 'media/../../x', ''])
      await expect(storage.put(key, PDF), key).rejects.toThrow(/invalid storage key/);
  });

  it(`takes a large body as a stream${name === 's3' ? ', in parts (multipart upload)' : ''}`, async () => {
    const big = bytesOf(12 * 1024 * 1024 + 123);
    const send =
      'client' in storage
        ? vi.spyOn((storage as { client: { send: (cmd: unknown) => unknown } }).client, 'send')
        : null;
    await storage.put('media/2026/big.bin', chunked(big, 64 * 1024));
    if (send) {
      const multipart = send.mock.calls.filter(
        ([cmd]) => cmd instanceof CreateMultipartUploadCommand,
      );
      expect(multipart).toHaveLength(1);
      send.mockRestore();
    }
    expect((await storage.open('media/2026/big.bin'))?.size).toBe(big.byteLength);
    expect(await sha256Of(storage, 'media/2026/big.bin')).toBe(sha(big));
    await storage.remove('media/2026/big.bin');
  });

  it('serves an upload through the API, streamed with its length', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF as Uint8Array<ArrayBuffer>]), 'Perda.pdf');
    const token = await t.tokenFor('pemda');
    const up = await t.app.request('/api/media/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const { data } = (await up.json()) as { data: { id: number; file_url: string } };
    const [row] = await t.db.select().from(media).where(eq(media.id, data.id));
    expect(await storage.get(row!.storage_key)).toEqual(PDF);

    const down = await t.app.request(data.file_url, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(down.status).toBe(200);
    expect(down.headers.get('content-length')).toBe(String(PDF.byteLength));
    expect(down.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await down.arrayBuffer())).toEqual(PDF);

    // A row whose bytes are gone answers 404, not a broken body.
    await storage.remove(row!.storage_key);
    const gone = await t.app.request(data.file_url, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status).toBe(404);
  });

  it('removes the object when its row does not commit', async () => {
    const before = await keysOf(storage, 'media/');
    const failing = {
      transaction: () => Promise.reject(new Error('connection lost')),
    } as unknown as Db;
    const actor = { id: 1, username: 'x' } as AuthUser;
    const file = { bytes: PDF, mime: 'application/pdf', ext: 'pdf', name: 'x.pdf' };
    await expect(
      storeMedia(failing, storage, actor, file, { now: new Date(), limits: UPLOAD_LIMITS }),
    ).rejects.toThrow('connection lost');
    expect(await keysOf(storage, 'media/')).toEqual(before);
  });

  it('sweeps objects no row names once they are old enough, and nothing else', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF as Uint8Array<ArrayBuffer>]), 'Named.pdf');
    const up = await t.app.request('/api/media/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
      body: form,
    });
    const { data } = (await up.json()) as { data: { id: number } };
    const [row] = await t.db.select().from(media).where(eq(media.id, data.id));
    // Left behind by a process that died between the bytes and the row.
    await storage.put('media/2026/orphan.pdf', PDF);
    await storage.put('dokumen/daerah/3/orphan.pdf', PDF);
    // Not ours: a bucket may be shared.
    await storage.put('backups/keep.bin', PDF);

    // Young objects may be uploads in flight: kept.
    expect(await sweepOrphanObjects(t.db, storage, new Date())).toEqual([]);

    const later = new Date(Date.now() + ORPHAN_AGE_MS + 60_000);
    const removed = await sweepOrphanObjects(t.db, storage, later);
    expect(removed.sort()).toEqual(['dokumen/daerah/3/orphan.pdf', 'media/2026/orphan.pdf']);
    const left = await keysOf(storage);
    expect(left).toContain(row!.storage_key);
    expect(left).toContain('backups/keep.bin');
    expect(left).not.toContain('media/2026/orphan.pdf');
    await storage.remove('backups/keep.bin');
  });
});

describe('npm run storage:migrate', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let dataDir: string;
  const files: Record<string, Uint8Array> = {
    'media/2025/a.pdf': PDF,
    'media/2026/b.bin': bytesOf(6 * 1024 * 1024, 3),
    'dokumen/inovasi/9/c.pdf': PDF,
  };

  beforeAll(async () => {
    s3 = await startS3('iid-migrate');
    dataDir = mkdtempSync(join(tmpdir(), 'iid-data-'));
    for (const [key, bytes] of Object.entries(files)) {
      const path = join(dataDir, 'uploads', key);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, bytes);
    }
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies the local files to the bucket with matching checksums, and skips them again', async () => {
    const local = localStorage(join(dataDir, 'uploads'));
    const first = await copyStorage(local, s3.storage);
    expect(first).toMatchObject({ copied: 3, unchanged: 0, mismatched: [] });
    for (const [key, bytes] of Object.entries(files))
      expect(await sha256Of(s3.storage, key), key).toBe(sha(bytes));
    const again = await copyStorage(local, s3.storage);
    expect(again).toMatchObject({ copied: 0, unchanged: 3, mismatched: [] });
  });

  it('runs as a command against the bucket the environment names', async () => {
    // Asynchronously: s3rver answers from this process, which must keep running meanwhile.
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/cli/storageMigrate.ts'],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          S3_BUCKET: s3.bucket,
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
      },
    );
    // (Node 20 gets the AWS SDK's support notice on stderr; nothing else may be there.)
    expect(run.stderr).not.toMatch(/error|gagal|tidak cocok/i);
    expect(run.stdout).toMatch(/0 berkas disalin .*3 sudah ada, 0 tidak cocok/);
    expect(run.stdout).toMatch(/Checksum SHA-256 setiap salinan cocok/);
  });
});

describe('the S3 endpoint down (issue 28 item 7)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  let stopped = false;

  beforeAll(async () => {
    s3 = await startS3('iid-down');
    t = await createTestApp({ storage: s3.storage });
  });
  afterAll(async () => {
    await t?.close();
    if (!stopped) await s3?.close();
    else s3?.storage.client.destroy();
  });

  const upload = async (token: string) => {
    const form = new FormData();
    form.append('file', new Blob([PDF as Uint8Array<ArrayBuffer>]), 'Perda.pdf');
    return t.app.request('/api/media/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };

  it('answers uploads and downloads with 503, writes no row, and still serves reads', async () => {
    const token = await t.tokenFor('pemda');
    const first = await upload(token);
    expect(first.status).toBe(201);
    const { data } = (await first.json()) as { data: { file_url: string } };
    const rows = async () => (await t.db.select({ id: media.id }).from(media)).length;
    const before = await rows();

    await s3.close();
    stopped = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const refused = await upload(token);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toEqual({
        status: 0,
        message:
          'Penyimpanan berkas sedang tidak dapat dijangkau. Berkas tidak tersimpan; silakan coba beberapa saat lagi.',
      });
      expect(await rows()).toBe(before);

      const down = await t.app.request(data.file_url, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(down.status).toBe(503);
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    // Reads that need no file are untouched.
    expect((await t.call('GET', '/api/me', { as: 'pemda' })).status).toBe(200);
    expect((await t.call('GET', '/api/crud/app_settings', { as: 'superadmin' })).status).toBe(200);
  });
});
