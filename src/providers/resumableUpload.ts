import type { DetailedError, Upload as TusUpload } from 'tus-js-client';
import { API_URL } from './httpClient';
import type { UploadedMedia, UploadTarget } from './mediaUpload';
import { getToken } from './session';
import { UploadError } from './uploadError';

/**
 * Resumable uploads through the tus protocol (`/api/uploads`, docs/api.md): a dropped
 * connection retries with growing waits, and a reload or a new tab picks up where the upload
 * stopped (tus-js-client keeps each upload's address in localStorage under its fingerprint).
 * tus-js-client is loaded only when a file is picked, so no first screen carries it.
 */

/** Each request of an upload carries at most this much: a cut loses at most one chunk. */
const CHUNK_BYTES = 1024 * 1024;

/** Waits before each retry after a dropped connection (ms), growing. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

export interface UploadProgress {
  sent: number;
  total: number;
  /** Seconds left at the speed of this session's bytes; null before there is a speed. */
  secondsLeft: number | null;
}

export interface ResumableCallbacks {
  onProgress(progress: UploadProgress): void;
  /** A retry is coming after `seconds` (the connection dropped). */
  onRetry?(seconds: number): void;
  /** What the user reads when the network failed for good. */
  networkMessage: string;
}

export interface ResumableUpload {
  /** An earlier session (a reload, another tab) had sent part of this file: it goes on. */
  resumed: boolean;
  pause(): void;
  resume(): void;
  /** Ends with the stored file (the media row), or an UploadError with the server's words. */
  done: Promise<UploadedMedia>;
}

/** The metadata naming the upload's rules (docs/api.md, `POST /api/uploads`). */
const targetMetadata = (target?: UploadTarget): Record<string, string> =>
  !target
    ? {}
    : 'indikator_id' in target
      ? { indikator_id: String(target.indikator_id) }
      : { resource: target.resource, field: target.field };

/** The same file for the same field, whichever tab or session picks it. */
const fingerprintOf = (file: File, target?: UploadTarget) =>
  [
    'iid-tus',
    Object.values(targetMetadata(target)).join('.') || 'dokumen',
    file.name,
    file.type,
    file.size,
    file.lastModified,
  ].join('/');

/** The server's words for a refused request (its JSON envelope), else null. */
function refusalOf(err: unknown): { status: number; message: string | null } {
  const res = (err as DetailedError | undefined)?.originalResponse;
  if (!res) return { status: 0, message: null };
  let message: string | null = null;
  try {
    const body = JSON.parse(res.getBody() || 'null') as {
      message?: string;
      errors?: Record<string, string>;
    } | null;
    message = body?.errors?.file ?? body?.errors?.field ?? body?.message ?? null;
  } catch {
    message = null;
  }
  return { status: res.getStatus(), message };
}

/** The finished upload's media row (GET /api/uploads/{id}). */
async function mediaOf(url: string): Promise<UploadedMedia> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(url, { headers });
  const body = (await res.json().catch(() => null)) as {
    status?: number;
    data?: UploadedMedia;
    message?: string;
  } | null;
  if (res.ok && body?.status === 1 && body.data) return body.data;
  throw new UploadError(res.status, body?.message ?? null);
}

/**
 * Starts (or resumes) the upload of `file` for a file field or an indicator's evidence
 * (`target`, then attached by its `file_url`), or with the default document rules without one.
 */
export async function startResumableUpload(
  file: File,
  target: UploadTarget | undefined,
  callbacks: ResumableCallbacks,
): Promise<ResumableUpload> {
  const { Upload } = await import('tus-js-client');
  let settle!: { resolve(m: UploadedMedia): void; reject(e: unknown): void };
  const done = new Promise<UploadedMedia>((resolve, reject) => {
    settle = { resolve, reject };
  });
  let started: { at: number; bytes: number } | null = null;
  const upload: TusUpload = new Upload(file, {
    endpoint: `${API_URL}/uploads`,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
    fingerprint: async () => fingerprintOf(file, target),
    metadata: { filename: file.name, ...targetMetadata(target) },
    // The token of now: a long upload outlives a renewed token.
    onBeforeRequest: (req) => {
      const token = getToken();
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress: (sent, total) => {
      const now = Date.now();
      started ??= { at: now, bytes: sent };
      const rate = (sent - started.bytes) / Math.max(1, (now - started.at) / 1000);
      const secondsLeft = rate > 0 ? Math.ceil((total - sent) / rate) : null;
      callbacks.onProgress({ sent, total, secondsLeft });
    },
    // A refusal (4xx but a lost position or a lock) is final; anything else is tried again.
    onShouldRetry: (err, attempt) => {
      const { status } = refusalOf(err);
      const retry = status === 0 || status === 409 || status === 423 || status >= 500;
      if (retry) callbacks.onRetry?.(Math.round((RETRY_DELAYS[attempt] ?? 0) / 1000));
      return retry;
    },
    onError: (err) => {
      const { status, message } = refusalOf(err);
      settle.reject(new UploadError(status, message ?? callbacks.networkMessage));
    },
    onSuccess: () => {
      mediaOf(upload.url!).then(settle.resolve, (e: unknown) =>
        settle.reject(
          e instanceof UploadError && e.reason ? e : new UploadError(0, callbacks.networkMessage),
        ),
      );
    },
  });
  const previous = await upload.findPreviousUploads();
  const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (last) upload.resumeFromPreviousUpload(last);
  upload.start();
  return {
    resumed: !!last,
    pause: () => void upload.abort(),
    resume: () => {
      started = null;
      upload.start();
    },
    done,
  };
}
