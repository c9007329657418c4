import { mkdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import type { Env } from '../runtime/env';
import type { Storage } from './storage';
import type { S3Options } from './storageS3';
import { s3FromEnv, s3OptionsFromEnv } from './storageEnv';

/** An unfinished resumable upload lives this long after its creation (tus `Upload-Expires`). */
export const RESUMABLE_TTL_MS = 24 * 60 * 60_000;

/**
 * Where the bytes of unfinished resumable (tus) uploads live until their last byte arrives: a
 * folder on this machine (`STORAGE=local`) or the bucket (`STORAGE=s3`, so an upload started on
 * one API node resumes on another). A finished upload is moved into the ordinary storage as a
 * media file and its tus copy discarded (server/features/media/services/resumableUploads.ts).
 */
export interface ResumableStore {
  /** Both stores read an upload's bytes back (FileStore and S3Store `read`), which DataStore omits. */
  readonly datastore: DataStore & { read(id: string): unknown };
  /** Prepended to the public id to make the store's id (`tus/` in a shared bucket). */
  readonly prefix: string;
  /** The store ids of every upload it holds (finished or not). */
  ids(): AsyncIterable<string>;
  /** Removes an upload, its bytes and its metadata; an absent one is no error. */
  discard(id: string): Promise<void>;
}

/**
 * Every upload declares its length when it is created: the 24-hour quota counts it then, so the
 * stores' `creation-defer-length` extension is withdrawn (a request deferring it answers 412).
 */
function declaredLengthOnly<T extends DataStore>(datastore: T): T {
  datastore.extensions = datastore.extensions.filter((e) => e !== 'creation-defer-length');
  return datastore;
}

/** The local folder store: `<directory>/<id>` holds the bytes, `<id>.json` the metadata. */
export function fileResumable(directory: string): ResumableStore {
  mkdirSync(directory, { recursive: true });
  const datastore = declaredLengthOnly(
    new FileStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_TTL_MS }),
  );
  return {
    datastore,
    prefix: '',
    async *ids() {
      const names = await readdir(directory).catch(() => [] as string[]);
      for (const name of names.sort()) if (name.endsWith('.json')) yield name.slice(0, -5);
    },
    async discard(id) {
      await datastore.remove(id).catch(() => undefined);
    },
  };
}

/**
 * The bucket store, under `tus/` beside the app's own `media/` and `dokumen/` keys: `tus/<id>`
 * is the S3 multipart upload (the object once complete), `.info` its metadata, `.part` a tail
 * shorter than an S3 part. Object tags are off: the sweep below expires uploads, not a bucket
 * lifecycle rule, and not every S3-compatible server keeps tags.
 */
export function s3Resumable(options: S3Options, storage: Storage): ResumableStore {
  const datastore = declaredLengthOnly(
    new S3Store({
      s3ClientConfig: {
        bucket: options.bucket,
        endpoint: options.endpoint,
        region: options.region ?? 'us-east-1',
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        credentials: options.credentials,
        // As the app's own driver (storageS3.ts): checksums only where S3 requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
      expirationPeriodInMilliseconds: RESUMABLE_TTL_MS,
      useTags: false,
      // No metadata kept in this process: another node may have finished or discarded the
      // upload since (one small GET of `.info` per request instead).
      cache: {
        get: async () => undefined,
        set: async () => undefined,
        delete: async () => undefined,
      },
    }),
  );
  return {
    datastore,
    prefix: 'tus/',
    async *ids() {
      for await (const object of storage.list('tus/'))
        if (object.key.endsWith('.info')) yield object.key.slice(0, -5);
    },
    async discard(id) {
      // Aborts the multipart upload of an unfinished one; a finished one has none left.
      await datastore.remove(id).catch(() => undefined);
      for (const key of [id, `${id}.info`, `${id}.part`]) await storage.remove(key);
    },
  };
}

/** The store the environment names, beside `storage` (the same bucket with STORAGE=s3). */
export function resumableFromEnv(
  env: Parameters<typeof s3FromEnv>[0] & Pick<Env, 'DATA_DIR'>,
  storage: Storage,
): ResumableStore {
  return env.STORAGE === 's3'
    ? s3Resumable(s3OptionsFromEnv(env), storage)
    : fileResumable(join(resolve(env.DATA_DIR), 'tus'));
}
