/**
 * A URL slug from a title (announcements, issue 26): lower case, accents dropped, every run of
 * other characters one hyphen, at most 80 characters, never empty.
 * @example slugify('Pengumuman Hasil IGA 2025!') // 'pengumuman-hasil-iga-2025'
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'pengumuman';
}
