import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What `put` takes: the bytes at hand, or a stream of them (storage:migrate, large files). */
export type StorageBody = Uint8Array | AsyncIterable<Uint8Array>;

/** An object as listed: its key, size and when it was written. */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** An object opened for reading: its size and a stream of its bytes (never read whole). */
export interface OpenedObject {
  size: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * Where uploaded files live (docs/architecture.md "Object storage"): local disk under
 * DATA_DIR/uploads by default (`STORAGE=local`), or an S3-compatible bucket (`STORAGE=s3`,
 * server/platform/storage/storageS3.ts). Keys are made by our own code (`media/…`, `dokumen/…`). A stored object
 * is complete or absent: a failed or interrupted write leaves nothing under its key.
 */
export interface Storage {
  readonly kind: 'local' | 's3' | 'memory';
  put(key: string, data: StorageBody, contentType?: string): Promise<void>;
  /** The object as a stream with its size, or null when there is none. */
  open(key: string): Promise<OpenedObject | null>;
  /** The whole object in memory (small files, checks); null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the object; an absent one is not an error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in pages of the driver's own size. */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /** Throws when the storage cannot be reached (the bucket is gone, the disk unmounted). */
  ping(): Promise<void>;
}

/**
 * The storage could not be reached or refused the operation (the S3 endpoint is down, the disk
 * is full): the API answers 503 with a readable message (server/app.ts) and logs the cause.
 */
export class StorageUnavailableError extends Error {
  constructor(readonly cause: unknown) {
    super(`storage unavailable: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'StorageUnavailableError';
  }
}

/** Every chunk of a body, whichever form it has. */
export async function* chunksOf(data: StorageBody): AsyncIterable<Uint8Array> {
  if (data instanceof Uint8Array) yield data;
  else yield* data;
}

/** Reads a stream to its end into one array. */
export async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of stream) parts.push(chunk);
  return new Uint8Array(Buffer.concat(parts));
}

/** The object's SHA-256 (hex), read as a stream; null when there is none. */
export async function sha256Of(storage: Storage, key: string): Promise<string | null> {
  const opened = await storage.open(key);
  if (!opened) return null;
  const hash = createHash('sha256');
  for await (const chunk of opened.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
  return hash.digest('hex');
}

/** A key as our code makes them: relative, `/`-separated, no `..`, no empty segment. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (!key || key.startsWith('/') || parts.some((p) => p === '' || p === '.' || p === '..'))
    throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** Written beside the final name and renamed into place, so a half-written file never shows. */
const PARTIAL = '.partial-';

/** A local driver's half-written file (left by a crash): never copied, swept as an orphan. */
export const isPartialKey = (key: string) => (key.split('/').pop() ?? '').startsWith(PARTIAL);

export function localStorage(root: string): Storage {
  const base = normalize(root);
  const resolve = (key: string) => {
    const path = normalize(join(base, checkKey(key)));
    // Keys come from our own code, but never let one escape the root.
    if (!path.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  async function* walk(dir: string): AsyncIterable<StoredObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) {
        const info = await stat(path).catch(() => null);
        if (!info) continue;
        const key = relative(base, path).split(sep).join('/');
        yield { key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }
  const storage: Storage = {
    kind: 'local',
    async put(key, data) {
      const path = resolve(key);
      await mkdir(dirname(path), { recursive: true }).catch((e: unknown) => {
        throw new StorageUnavailableError(e);
      });
      const partial = join(dirname(path), `${PARTIAL}${randomUUID()}`);
      try {
        await pipeline(Readable.from(chunksOf(data)), createWriteStream(partial, { flush: true }));
        await rename(partial, path);
      } catch (e) {
        await rm(partial, { force: true }).catch(() => undefined);
        // The disk is full, read-only or gone; a failing source stream stays what it is.
        throw (e as NodeJS.ErrnoException).syscall ? new StorageUnavailableError(e) : e;
      }
    },
    async open(key) {
      const path = resolve(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
      return { size: info.size, body };
    },
    async get(key) {
      const opened = await storage.open(key);
      return opened ? readAll(opened.body as unknown as AsyncIterable<Uint8Array>) : null;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *list(prefix = '') {
      for await (const object of walk(base)) if (object.key.startsWith(prefix)) yield object;
    },
    async ping() {
      await mkdir(base, { recursive: true });
      await stat(base);
    },
  };
  return storage;
}

/** In-memory storage for tests. */
export function memoryStorage(): Storage {
  const files = new Map<string, { bytes: Uint8Array; at: Date }>();
  const storage: Storage = {
    kind: 'memory',
    async put(key, data) {
      const bytes = data instanceof Uint8Array ? data : await readAll(data);
      files.set(checkKey(key), { bytes, at: new Date() });
    },
    async open(key) {
      const file = files.get(key);
      if (!file) return null;
      // Node's own stream, as the local driver's: the component tests run the API under jsdom,
      // whose Blob has no stream().
      const body = Readable.toWeb(Readable.from([file.bytes])) as ReadableStream<Uint8Array>;
      return { size: file.bytes.byteLength, body };
    },
    get: async (key) => files.get(key)?.bytes ?? null,
    remove: async (key) => void files.delete(key),
    async *list(prefix = '') {
      for (const key of [...files.keys()].sort()) {
        const file = files.get(key);
        if (file && key.startsWith(prefix))
          yield { key, size: file.bytes.byteLength, modifiedAt: file.at };
      }
    },
    ping: async () => undefined,
  };
  return storage;
}
