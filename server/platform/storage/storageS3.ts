import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import {
  checkKey,
  chunksOf,
  readAll,
  StorageUnavailableError,
  type Storage,
  type StorageBody,
} from './storage';

export interface S3Options {
  bucket: string;
  /** Any S3-compatible endpoint (MinIO, Ceph RGW); absent for AWS itself. */
  endpoint?: string;
  region?: string;
  /** `bucket` in the path instead of the host name (MinIO, Ceph RGW, s3rver). */
  forcePathStyle?: boolean;
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /**
   * Bodies larger than this go up in parts of this size (multipart upload); S3 takes parts of
   * 5 MiB and more (the last one excepted). Default 8 MiB.
   */
  partSize?: number;
}

export const MIN_PART_BYTES = 5 * 1024 * 1024;
const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404
  );
};

/**
 * Chunks of exactly `size` bytes (the last one shorter), from chunks of any size, so a
 * stream of unknown length goes up part by part with at most one part in memory.
 */
async function* partsOf(data: StorageBody, size: number): AsyncIterable<Uint8Array> {
  let pending: Uint8Array[] = [];
  let length = 0;
  for await (let chunk of chunksOf(data)) {
    while (length + chunk.byteLength >= size) {
      const take = size - length;
      pending.push(chunk.subarray(0, take));
      yield new Uint8Array(Buffer.concat(pending));
      chunk = chunk.subarray(take);
      pending = [];
      length = 0;
    }
    if (chunk.byteLength) {
      pending.push(chunk);
      length += chunk.byteLength;
    }
  }
  if (length) yield new Uint8Array(Buffer.concat(pending));
}

/** The storage driver for an S3-compatible bucket (`STORAGE=s3`). */
export function s3Storage(options: S3Options): Storage & { client: S3Client } {
  const partSize = Math.max(options.partSize ?? DEFAULT_PART_BYTES, MIN_PART_BYTES);
  const Bucket = options.bucket;
  const sdk = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? 'us-east-1',
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials: options.credentials,
    // Checksums only where S3 requires them: MinIO, Ceph RGW and older gateways do not all take
    // the SDK's default trailing checksums on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An endpoint that does not answer fails the request, instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  /** Every call: a missing object stays itself (callers answer null), anything else is 503. */
  const client = {
    send: (async (command: Parameters<S3Client['send']>[0]) => {
      try {
        return await sdk.send(command);
      } catch (e) {
        throw isMissing(e) ? e : new StorageUnavailableError(e);
      }
    }) as S3Client['send'],
  };

  async function multipart(
    Key: string,
    first: Uint8Array,
    rest: AsyncIterator<Uint8Array>,
    type?: string,
  ) {
    const created = await client.send(
      new CreateMultipartUploadCommand({ Bucket, Key, ContentType: type }),
    );
    const UploadId = created.UploadId!;
    const parts: { ETag: string; PartNumber: number }[] = [];
    try {
      let part: Uint8Array | undefined = first;
      for (let PartNumber = 1; part; PartNumber++) {
        const sent = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part }),
        );
        parts.push({ ETag: sent.ETag!, PartNumber });
        const next = await rest.next();
        part = next.done ? undefined : next.value;
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (e) {
      // No half object and no parts left billed: the upload is aborted as a whole.
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
        .catch(() => undefined);
      throw e;
    }
  }

  const storage: Storage & { client: S3Client } = {
    kind: 's3',
    client: sdk,
    async put(key, data, contentType) {
      const Key = checkKey(key);
      if (data instanceof Uint8Array && data.byteLength <= partSize) {
        await client.send(
          new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType }),
        );
        return;
      }
      const parts = partsOf(data, partSize)[Symbol.asyncIterator]();
      const first = await parts.next();
      const second = first.done ? first : await parts.next();
      if (second.done) {
        // One part or none: a plain PUT.
        const Body = first.done ? new Uint8Array() : first.value;
        await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType: contentType }));
        return;
      }
      const again = (async function* () {
        yield second.value;
        for (let n = await parts.next(); !n.done; n = await parts.next()) yield n.value;
      })();
      await multipart(Key, first.value, again[Symbol.asyncIterator](), contentType);
    },
    async open(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!got.Body) return null;
        return {
          size: Number(got.ContentLength ?? 0),
          body: got.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async get(key) {
      const opened = await storage.open(key);
      return opened ? readAll(opened.body as unknown as AsyncIterable<Uint8Array>) : null;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          if (!o.Key) continue;
          yield {
            key: o.Key,
            size: Number(o.Size ?? 0),
            modifiedAt: o.LastModified ?? new Date(0),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
  return storage;
}
