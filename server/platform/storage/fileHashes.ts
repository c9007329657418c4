import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { dHash, DHASH_HEIGHT, DHASH_WIDTH } from '../../../domain/similarity';

/** The hashes a stored file carries (issue 38): its columns on dokumen and media. */
export interface FileHashes {
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** An image's 64-bit difference hash; null for any other file. */
  phash: bigint | null;
}

const IMAGE = /^image\/(jpeg|png|webp|gif)$/;

/**
 * The 64-bit difference hash of a picture: turned upright (EXIF), gray, reduced to 9x8 and
 * compared pixel to right neighbour (domain/similarity.ts). Null when sharp cannot read it.
 */
export async function perceptualHash(bytes: Uint8Array): Promise<bigint | null> {
  try {
    const pixels = await sharp(bytes)
      .rotate()
      .greyscale()
      .removeAlpha()
      .resize(DHASH_WIDTH, DHASH_HEIGHT, { fit: 'fill' })
      .raw()
      .toBuffer();
    return BigInt(dHash(pixels));
  } catch {
    return null;
  }
}

/** What is written beside a stored file's row, computed before the row is inserted. */
export async function fileHashes(bytes: Uint8Array, mime: string | null): Promise<FileHashes> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const phash = mime && IMAGE.test(mime) ? await perceptualHash(bytes) : null;
  return { sha256, phash };
}
