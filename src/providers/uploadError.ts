/**
 * A refused or failed upload, multipart or resumable: `reason` is what the user reads (the
 * server's words, Indonesian), null when there were none; `status` is 0 when the request never
 * got an answer (network).
 */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string | null,
  ) {
    super(reason ?? 'upload failed');
  }
}
