import { describe, expect, it } from 'vitest';
import { isFileKind } from '../domain/media';
import { RESOURCES } from './index';

/**
 * Which field names hold a file, by the words the spec uses for them (spec 3): a word of the
 * source name (split on `_`) is one of these. It is a heuristic on names, so it can only catch a
 * file field named like one; the exceptions below are the fields so named that are not files.
 */
const FILE_WORDS = new Set([
  'url',
  'file',
  'files',
  'filename',
  'foto',
  'photo',
  'image',
  'gambar',
  'thumb',
  'logo',
  'pakta',
  'dokumen',
  'lampiran',
  'berkas',
  'anggaran',
  'haki',
  'penghargaan',
  'bisnis',
  'video',
  'banner',
  'sertifikat',
]);

/** Fields named like a file that are not one, each with the reason. */
const NOT_A_FILE: Readonly<Record<string, string>> = {
  // Where a banner links to (spec 3 "Banner: judul, url, image_url"); the picture is image_url.
  'banners.url': 'a link',
  // Spec 3: "file_video (URL)": the training video is a link, not an upload.
  'laporan_diklat.file_video': 'a link',
  // The kind of file an indicator asks for (text), not a file.
  'iga_indikator.jenis_file': 'a description',
  // The number printed on a certificate, not the certificate.
  'laporan_diklat.nomor_sertifikat_pelatihan': 'a number',
  // Spec 4: whether the mandatory indicators are complete (a flag computed from the documents).
  'iga2020_inovasi.status_dokumen': 'a completeness flag',
  // The same flag on a competition entry (issue 25: the same table).
  'lomba_inovasi.status_dokumen': 'a completeness flag',
};

const looksLikeFile = (source: string) =>
  source.split('_').some((word) => FILE_WORDS.has(word.toLowerCase()));

const every = RESOURCES.flatMap((r) => r.fields.map((f) => ({ key: `${r.name}.${f.source}`, f })));

describe('file fields', () => {
  it('every field named like a file has a file kind (file, image, files)', () => {
    const missing = every
      .filter(({ key, f }) => looksLikeFile(f.source) && !NOT_A_FILE[key] && !isFileKind(f.kind))
      .map(({ key, f }) => `${key} (${f.kind})`);
    expect(missing).toEqual([]);
  });

  it('lists only exceptions that exist and are not file kinds', () => {
    for (const key of Object.keys(NOT_A_FILE)) {
      const hit = every.find((e) => e.key === key);
      expect(hit, key).toBeDefined();
      expect(looksLikeFile(hit!.f.source), key).toBe(true);
      expect(isFileKind(hit!.f.kind), key).toBe(false);
    }
  });

  it('finds the known file fields by name (the heuristic is not blind)', () => {
    for (const source of ['photo_url', 'image_url', 'thumb_url', 'logo_url', 'file', 'files'])
      expect(looksLikeFile(source), source).toBe(true);
    for (const source of ['anggaran', 'haki', 'penghargaan', 'profil_bisnis', 'file_laporan'])
      expect(looksLikeFile(source), source).toBe(true);
    expect(looksLikeFile('pakta_pemda_filename')).toBe(true);
    expect(looksLikeFile('nama')).toBe(false);
  });

  it('declares sizes a file field can take (at most the 10 MB the upload route accepts)', () => {
    for (const { key, f } of every) {
      if (f.maxBytes === undefined) continue;
      expect(f.maxBytes, key).toBeGreaterThan(0);
      expect(f.maxBytes, key).toBeLessThanOrEqual(10 * 1024 * 1024);
    }
  });
});
