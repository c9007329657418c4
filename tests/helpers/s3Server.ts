import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { addMultipartOperations } from '../../scripts/s3rverMultipart';
import { awaitS3rverWrites } from '../../scripts/s3rverWrites';
import { MIN_PART_BYTES, s3Storage } from '../../server/platform/storage/storageS3';

/** s3rver's built-in account. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-protocol server (s3rver) on a free port with one bucket, and the S3 driver on it
 * (path-style, parts of the smallest size S3 takes, so a 12 MiB body goes up in three parts).
 */
export async function startS3(bucket = 'iid-test') {
  const directory = mkdtempSync(join(tmpdir(), 'iid-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // Resumable uploads (tus) need ListParts, AbortMultipartUpload and DeleteObjects.
  addMultipartOperations(server);
  // A GET right after a PUT reads what the PUT wrote, as on every production S3.
  awaitS3rverWrites(server);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = s3Storage({
    bucket,
    endpoint,
    forcePathStyle: true,
    credentials: S3RVER_KEYS,
    partSize: MIN_PART_BYTES,
  });
  return {
    storage,
    endpoint,
    bucket,
    async close() {
      storage.client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
