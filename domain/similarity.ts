/**
 * Issue 38: copied work. The pure rules behind the flags: the perceptual difference hash of an
 * image (dHash), the Hamming distance between two, the two thresholds read from the settings,
 * how a pair's strength is written, and the word diff of the side-by-side view. The server
 * hashes with sharp and compares in SQL (pg_trgm, bit_count); the client marks the differences.
 */

/** The settings by name (app_settings). */
export const SIMILARITY_SETTINGS = {
  /** Trigram similarity from which two innovations' texts are a match (0-1). */
  threshold: 'kemiripan_ambang',
  /** At most this many differing bits of two images' 64-bit dHash make them a match. */
  hamming: 'kemiripan_hamming',
} as const;

export const DEFAULT_THRESHOLD = 0.6;
export const DEFAULT_HAMMING = 6;

/** The texts compared, in the order the side-by-side view shows them. */
export const COMPARED_FIELDS = [
  'nama',
  'latar_belakang',
  'tujuan',
  'manfaat',
  'hasil_inovasi',
] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** How two files match: the same bytes, or the same picture re-saved (perceptual hash). */
export type FileMatch = 'identik' | 'mirip';

/** A stored threshold (`0.6`, `0,6`), else the default; 0.1-1. */
export function thresholdOf(setting: string | null | undefined): number {
  const n = Number(
    String(setting ?? '')
      .trim()
      .replace(',', '.'),
  );
  return Number.isFinite(n) && n >= 0.1 && n <= 1 && String(setting ?? '').trim() !== ''
    ? n
    : DEFAULT_THRESHOLD;
}

/** A stored Hamming distance (a `count` setting, 1-50), else the default. */
export function hammingOf(setting: string | null | undefined): number {
  const text = String(setting ?? '').trim();
  const n = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  return n >= 1 && n <= 50 ? n : DEFAULT_HAMMING;
}

/** A similarity as the API answers it: 0 to 1, two decimals. */
export const roundScore = (v: number): number => Math.round(v * 100) / 100;

/** The width and height a picture is reduced to before its dHash: 9 columns give 8 differences. */
export const DHASH_WIDTH = 9;
export const DHASH_HEIGHT = 8;

/**
 * The 64-bit difference hash of a 9x8 grayscale picture (row by row, one byte a pixel): bit i is
 * 1 when a pixel is brighter than its right neighbour. Resizing and re-encoding keep the
 * gradients, so a re-saved copy lands within a few bits. Answered as a signed 64-bit integer
 * (PostgreSQL's bigint) in decimal text.
 */
export function dHash(pixels: ArrayLike<number>): string {
  if (pixels.length !== DHASH_WIDTH * DHASH_HEIGHT) throw new Error('dHash: 9x8 pixels expected');
  let hash = 0n;
  for (let y = 0; y < DHASH_HEIGHT; y++) {
    for (let x = 0; x < DHASH_WIDTH - 1; x++) {
      const left = pixels[y * DHASH_WIDTH + x]!;
      const right = pixels[y * DHASH_WIDTH + x + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash).toString();
}

/** Differing bits of two hashes (decimal text, as dHash answers them). */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt.asUintN(64, BigInt(a) ^ BigInt(b));
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

/** A diff piece: `same` in both texts, `del` only in the first, `add` only in the second. */
export interface DiffPart {
  kind: 'same' | 'del' | 'add';
  text: string;
}

/** Word-level pieces longer than this are compared line by line (quadratic table). */
const MAX_WORDS = 1500;

/**
 * The differences of two texts word by word (longest common subsequence), whitespace kept with
 * the word before it: the side-by-side view marks `del` on the left and `add` on the right.
 */
export function wordDiff(a: string, b: string): DiffPart[] {
  const split = (s: string) => s.match(/\S+\s*|\s+/g) ?? [];
  let wa: string[] = split(a);
  let wb: string[] = split(b);
  if (wa.length > MAX_WORDS || wb.length > MAX_WORDS) {
    wa = a.split(/(?<=\n)/);
    wb = b.split(/(?<=\n)/);
  }
  const key = (w: string) => w.trim().toLowerCase();
  const n = wa.length;
  const m = wb.length;
  const table: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] =
        key(wa[i]!) === key(wb[j]!)
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const out: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (key(wa[i]!) === key(wb[j]!)) {
      push('same', wb[j]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) push('del', wa[i++]!);
    else push('add', wb[j++]!);
  }
  while (i < n) push('del', wa[i++]!);
  while (j < m) push('add', wb[j++]!);
  return out;
}
