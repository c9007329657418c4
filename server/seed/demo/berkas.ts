import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Storage } from '../../platform/storage/storage';

/**
 * The demo's files: small generated PDFs (evidence letters, guides, reports, legal texts) and
 * one photo, stored through the storage layer the server reads them from (local disk, S3, or
 * memory in tests), so every seeded document downloads.
 */

export interface Berkas {
  bytes: Uint8Array;
  mime: 'application/pdf' | 'image/png';
  ext: 'pdf' | 'png';
}

/** A one-page A4 PDF with a title and a few paragraphs. */
export function pdf(judul: string, paragraf: readonly string[]): Promise<Berkas> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: judul } });
    const parts: Buffer[] = [];
    doc.on('data', (c: Buffer) => parts.push(c));
    doc.on('error', reject);
    doc.on('end', () =>
      resolve({ bytes: new Uint8Array(Buffer.concat(parts)), mime: 'application/pdf', ext: 'pdf' }),
    );
    doc.font('Helvetica-Bold').fontSize(15).text(judul);
    doc.moveDown();
    doc.font('Helvetica').fontSize(10.5);
    for (const p of paragraf) doc.text(p, { align: 'justify' }).moveDown(0.6);
    doc.moveDown().fontSize(8).fillColor('#666666').text('Dokumen contoh data demo portal.');
    doc.end();
  });
}

let evidence: Promise<{ surat: Berkas; foto: Berkas }> | null = null;

/**
 * The evidence behind the demo's indicator answers: one letter (PDF) and one photo (PNG, for
 * the indicators that take pictures only). Made once per process: several hundred documents
 * carry the same bytes, each under its own storage key (deleting one never takes another's).
 */
export function evidenceFiles(): Promise<{ surat: Berkas; foto: Berkas }> {
  evidence ??= (async () => {
    const surat = await pdf('Dokumen Pendukung Indikator Inovasi Daerah', [
      'Dokumen ini menjadi bukti pendukung jawaban indikator pada pengukuran Indeks Inovasi ' +
        'Daerah: surat keputusan, laporan pelaksanaan, atau dokumen resmi lain yang memuat ' +
        'nama inovasi, dasar hukum, dan pelaksananya.',
      'Verifikator memeriksa kesesuaian dokumen dengan pilihan skala indikator.',
    ]);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">' +
      '<rect width="100%" height="100%" fill="#1b5e20"/>' +
      '<text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="28" ' +
      'text-anchor="middle" dominant-baseline="middle">Foto kegiatan inovasi</text></svg>';
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    return { surat, foto: { bytes: new Uint8Array(png), mime: 'image/png', ext: 'png' } };
  })();
  return evidence;
}

/** Files written at once: the local disk and S3 take them in parallel, a few at a time. */
const PARALLEL = 16;

/**
 * Stores files under their keys. Runs beside the seed's transaction: if the transaction rolls
 * back, the files stay without a row naming them and the media sweep removes them
 * (server/features/media/services/mediaSweep.ts, orphans).
 */
export async function storeFiles(
  storage: Storage,
  files: readonly { key: string; berkas: Berkas }[],
): Promise<void> {
  for (let i = 0; i < files.length; i += PARALLEL) {
    await Promise.all(
      files.slice(i, i + PARALLEL).map((f) => storage.put(f.key, f.berkas.bytes, f.berkas.mime)),
    );
  }
}
