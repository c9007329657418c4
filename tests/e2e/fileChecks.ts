import { crc32, deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { Check } from './checks';
import { login } from './checks';
import { expect } from './expect';

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * A real, viewable PNG of noise, stored without compression so it is big enough (about 1.2 MB)
 * for the upload progress to be seen on a throttled connection, and under the 2 MB limit.
 */
function noisePng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++)
    rows.push(Buffer.concat([Buffer.from([0]), randomBytes(size * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TITLE = 'Berita Uji Unggah Foto';

/** Issue 13: file fields upload through the media service, with progress and a preview. */
export const FILE_CHECKS: Check[] = [
  {
    name: 'berkas: admin mengunggah foto berita dengan progres, pratinjau, lalu tampil di daftar',
    async run({ page, url, shot }) {
      await login(page, url, 'admin');
      await page.waitForURL(/\/dashboard\//);
      await page.goto(`${url}/dashboard/news/create`);
      await page.getByLabel(/^Judul/).fill(TITLE);
      await expect(page.getByText('Jenis: JPG, PNG, WEBP. Ukuran maksimal 2 MB.')).toBeVisible();
      await shot('60-berita-form-kosong');

      // A slow uplink (about 250 KB/s) so the progress bar is on screen for a few seconds.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 50,
        downloadThroughput: 5_000_000,
        uploadThroughput: 250_000,
      });
      await page.getByLabel('Foto: Pilih berkas').setInputFiles({
        name: 'sampul-berita.png',
        mimeType: 'image/png',
        buffer: noisePng(640),
      });
      const progress = page.getByRole('progressbar', { name: /^Mengunggah sampul-berita\.png/ });
      await expect(progress).toBeVisible();
      await shot('61-berita-progres-unggah');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

      const preview = page.getByRole('img', { name: 'Pratinjau gambar sampul-berita.png' });
      await expect(preview).toBeVisible();
      const loaded = await preview.evaluate((img: HTMLImageElement) => img.naturalWidth);
      if (loaded !== 640) throw new Error(`pratinjau tidak termuat (lebar ${loaded})`);
      await shot('62-berita-pratinjau');

      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Data ditambahkan')).toBeVisible();
      // The list shows the thumbnail in the article's row.
      await page.goto(`${url}/dashboard/news`);
      const row = page.getByRole('row').filter({ hasText: TITLE });
      const thumb = row.locator('img');
      await expect(thumb).toBeVisible();
      // Loaded from the blob the client fetched with the token: the picture's real width.
      await thumb
        .first()
        .evaluate(
          (img: HTMLImageElement) =>
            new Promise<void>((ok, no) =>
              img.complete && img.naturalWidth === 640
                ? ok()
                : ((img.onload = () => (img.naturalWidth === 640 ? ok() : no(new Error('lebar')))),
                  (img.onerror = () => no(new Error('gambar mini tidak termuat')))),
            ),
        );
      await shot('63-berita-daftar-gambar');

      // The record's own pages show the stored picture by its stored name: edit (the row's
      // click for admin) and show.
      await row.getByText(TITLE).click();
      await page.waitForURL(/\/dashboard\/news\/\d+/);
      const stored = page.getByRole('img', { name: 'Pratinjau gambar sampul-berita.png' });
      await expect(stored).toBeVisible();
      const id = /\/news\/(\d+)/.exec(page.url())?.[1];
      await page.goto(`${url}/dashboard/news/${id}/show`);
      await expect(stored).toBeVisible();
      await shot('64-berita-tampil-gambar');
    },
  },
  {
    name: 'berkas: daftar berkas profil pemda diunggah satu per satu, PDF tampil di halaman',
    async run({ page, url, shot }) {
      await login(page, url, 'admin');
      await page.waitForURL(/\/dashboard\//);
      await page.goto(`${url}/dashboard/profil-pemda-old/1`);
      await page.getByLabel('Berkas Pendukung: Tambah berkas').setInputFiles({
        name: 'Perda Inovasi.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
            '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
            'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
        ),
      });
      // The new item: its name (editable) from the file, and the PDF inline with a named link.
      await expect(page.getByLabel('Nama berkas')).toBeVisible();
      const name = await page.getByLabel('Nama berkas').first().inputValue();
      if (name !== 'Perda Inovasi') throw new Error(`nama berkas: ${name}`);
      await expect(page.getByTitle('Pratinjau PDF Perda Inovasi')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Unduh Perda Inovasi' })).toBeVisible();
      await shot('65-profil-daftar-berkas');
    },
  },
];
