import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('makes a readable slug from a title', () => {
    expect(slugify('Pengumuman Hasil IGA 2025!')).toBe('pengumuman-hasil-iga-2025');
    expect(slugify('  Café — Déjà vu  ')).toBe('cafe-deja-vu');
    expect(slugify('!!!')).toBe('pengumuman');
    expect(slugify('a'.repeat(100))).toHaveLength(80);
  });
});
