/** A refused or failed upload: the server's reason (or none when the network failed). */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string | null,
  ) {
    super(reason ?? 'upload failed');
  }
}
