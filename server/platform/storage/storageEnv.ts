import { join, resolve } from 'node:path';
import type { Env } from '../runtime/env';
import { localStorage, type Storage } from './storage';
import { s3Storage, type S3Options } from './storageS3';

type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'STORAGE'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The local upload folder, DATA_DIR/uploads (also the source of `npm run storage:migrate`). */
export const localUploads = (env: Pick<Env, 'DATA_DIR'>) =>
  localStorage(join(resolve(env.DATA_DIR), 'uploads'));

/** The bucket's connection settings the environment names. */
export function s3OptionsFromEnv(env: StorageEnv): S3Options {
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET belum diisi (S3_BUCKET is not set).');
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle:
      env.S3_FORCE_PATH_STYLE === undefined ? undefined : env.S3_FORCE_PATH_STYLE === '1',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** The S3 bucket the environment names (STORAGE=s3 or not: storage:migrate copies into it). */
export const s3FromEnv = (env: StorageEnv) => s3Storage(s3OptionsFromEnv(env));

/** The storage driver STORAGE names. */
export const storageFromEnv = (env: StorageEnv): Storage =>
  env.STORAGE === 's3' ? s3FromEnv(env) : localUploads(env);
