import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * s3rver (the local S3 of the tests and of `npm run cluster:demo`) lacks three S3 operations
 * that @tus/s3-store uses and every production S3 (AWS, MinIO, Ceph RGW) has: ListParts (where
 * a resumable upload stands), AbortMultipartUpload and DeleteObjects. This adds them, on
 * s3rver's own files, in front of its router. Path-style requests only (as the tests send).
 */

interface Ctx {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  req: AsyncIterable<Buffer>;
}

interface Store {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  deleteObject(bucket: string, key: string): Promise<unknown>;
}

interface Server {
  middleware: ((ctx: Ctx, next: () => Promise<void>) => Promise<void>)[];
  store: Store;
}

const xmlText = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function noSuchUpload(ctx: Ctx) {
  ctx.status = 404;
  ctx.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.' } };
}

async function listParts(ctx: Ctx, dir: string, bucket: string, key: string) {
  const names = await readdir(dir).catch(() => null);
  if (!names) return noSuchUpload(ctx);
  const numbers = names
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = [];
  for (const n of numbers) {
    const path = join(dir, String(n));
    const [bytes, info] = await Promise.all([readFile(path), stat(path)]);
    const md5 = createHash('md5').update(bytes).digest('hex');
    parts.push({
      PartNumber: n,
      ETag: `"${md5}"`,
      Size: bytes.byteLength,
      LastModified: info.mtime.toISOString(),
    });
  }
  ctx.status = 200;
  ctx.body = {
    ListPartsResult: {
      Bucket: bucket,
      Key: key,
      UploadId: ctx.query.uploadId,
      IsTruncated: false,
      ...(parts.length ? { Part: parts } : {}),
    },
  };
}

async function deleteObjects(ctx: Ctx, store: Store, bucket: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk);
  const xml = Buffer.concat(chunks).toString('utf8');
  const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => xmlText(m[1]!));
  for (const key of keys) await store.deleteObject(bucket, key).catch(() => undefined);
  ctx.status = 200;
  ctx.body = { DeleteResult: keys.length ? { Deleted: keys.map((Key) => ({ Key })) } : {} };
}

/** Adds the operations to an s3rver instance (before its `run()`). */
export function addMultipartOperations(s3rver: unknown): void {
  const server = s3rver as Server;
  const handle = async (ctx: Ctx, next: () => Promise<void>) => {
    const [, bucket, ...rest] = ctx.path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const uploadId = ctx.query.uploadId;
    if (bucket && key && uploadId && !ctx.query.partNumber) {
      const dir = join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
      if (ctx.method === 'GET') return listParts(ctx, dir, bucket, key);
      if (ctx.method === 'DELETE') {
        const exists = await stat(dir).catch(() => null);
        if (!exists) return noSuchUpload(ctx);
        await rm(dir, { recursive: true, force: true });
        ctx.status = 204;
        ctx.body = null;
        return;
      }
    }
    if (bucket && !key && ctx.method === 'POST' && 'delete' in ctx.query)
      return deleteObjects(ctx, server.store, bucket);
    return next();
  };
  // Before the router (the last middleware), after the XML encoder of plain-object bodies.
  server.middleware.splice(server.middleware.length - 1, 0, handle);
}
