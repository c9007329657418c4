import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * s3rver (3.7) answers a PUT before the object's file is written: its filesystem store resolves
 * when the hashing stream in front of the file has finished, not the file itself (and, for a
 * buffered body, right after `end()`). A GET sent as soon as the PUT is answered can then read a
 * short file: a restore that reads every file back (tests/api/backupRestore.test.ts) saw two of
 * 1,861 come back with another checksum on a busy CI machine. Every production S3 reads its own
 * writes. This makes the two writes of the store (whole objects and multipart parts) answer once
 * the bytes are on disk.
 */

interface S3Object {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}

interface Store {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: S3Object): Promise<{ size: number; md5: string }>;
  putPart(
    bucket: string,
    uploadId: string,
    partNumber: number,
    content: Readable,
  ): Promise<{ size: number; md5: string }>;
}

/** Writes `content` to `path`: its size and MD5 once every byte went through the file stream. */
async function writeFully(path: string, content: Buffer | Readable) {
  await mkdir(dirname(path), { recursive: true });
  const md5 = createHash('md5');
  let size = 0;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      md5.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
  await pipeline(source, counting, createWriteStream(path));
  return { size, md5: md5.digest('hex') };
}

/** Makes an s3rver instance answer its writes once they are on disk (before its `run()`). */
export function awaitS3rverWrites(s3rver: unknown): void {
  const store = (s3rver as { store: Store }).store;
  store.putObject = async (object) => {
    const written = await writeFully(
      store.getResourcePath(object.bucket, object.key, 'object'),
      object.content,
    );
    await store.putMetadata(object.bucket, object.key, object.metadata, written.md5);
    return written;
  };
  store.putPart = async (bucket, uploadId, partNumber, content) => {
    const path = join(
      store.getResourcePath(bucket, undefined, 'uploads'),
      uploadId,
      `${partNumber}`,
    );
    const written = await writeFully(path, content);
    await writeFile(`${path}.md5`, written.md5);
    return written;
  };
}
