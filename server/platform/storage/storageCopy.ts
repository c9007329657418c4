import { createHash } from 'node:crypto';
import { isPartialKey, sha256Of, type Storage } from './storage';

export interface CopyReport {
  /** Objects written to the target and read back with the source's checksum. */
  copied: number;
  /** Objects the target already held with the same checksum. */
  unchanged: number;
  bytes: number;
  /** Keys whose copy reads back with another checksum (the target's copy is removed). */
  mismatched: string[];
}

/** Passes the chunks on while hashing them; `digest()` once they are all through. */
function hashing(stream: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  let size = 0;
  const chunks = (async function* () {
    for await (const chunk of stream) {
      hash.update(chunk);
      size += chunk.byteLength;
      yield chunk;
    }
  })();
  return { chunks, digest: () => hash.digest('hex'), size: () => size };
}

/**
 * Copies every object of `from` into `to` (`npm run storage:migrate`: DATA_DIR/uploads into
 * the S3 bucket), streamed, and reads each copy back to compare its SHA-256 with the source's.
 * An object the target already holds with the same checksum is left alone, so a run that was
 * interrupted is simply started again.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  log: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, unchanged: 0, bytes: 0, mismatched: [] };
  for await (const object of from.list()) {
    if (isPartialKey(object.key)) continue;
    const present = await sha256Of(to, object.key);
    if (present !== null && present === (await sha256Of(from, object.key))) {
      report.unchanged += 1;
      continue;
    }
    const opened = await from.open(object.key);
    if (!opened) continue; // removed meanwhile
    const source = hashing(opened.body as unknown as AsyncIterable<Uint8Array>);
    await to.put(object.key, source.chunks);
    const copy = await sha256Of(to, object.key);
    if (copy !== source.digest()) {
      report.mismatched.push(object.key);
      await to.remove(object.key).catch(() => undefined);
      log(`  TIDAK COCOK (checksum mismatch): ${object.key}`);
      continue;
    }
    report.copied += 1;
    report.bytes += source.size();
    if (report.copied % 100 === 0) log(`  ${report.copied} berkas disalin…`);
  }
  return report;
}
