import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import type { Check } from './checks';
import { login } from './checks';
import { expect } from './expect';
import { PDF, SLOW } from './yearFlow';

/** 6 MB: a PDF whose padding is a comment, detected as a PDF by its first bytes. */
const SIZE = 6 * 1024 * 1024;

/**
 * The file on disk, so a second pick is the same file (name, size, modification time): the
 * fingerprint the client resumes by.
 */
function bigPdf(): string {
  const bytes = Buffer.alloc(SIZE, 0x20);
  PDF.copy(bytes);
  bytes[PDF.byteLength] = 0x25; // '%'
  const path = join(mkdtempSync(join(tmpdir(), 'iid-e2e-tus-')), 'Laporan Pelaksanaan.pdf');
  writeFileSync(path, bytes);
  return path;
}

/** The region indicator cards of pemda's own profile (its 2026 answers start empty). */
async function openRegionIndicators(page: Page, url: string) {
  await page.goto(`${url}/dashboard/profil-pemda-daerah`);
  await page.getByRole('link', { name: 'Ubah Indikator SPD' }).click();
  const cards = page.locator('section[id^="indikator-"]');
  await expect(cards.first()).toBeVisible();
  return cards;
}

/** The first card taking a PDF with no evidence yet, by its section id. */
async function pdfCardId(cards: Locator): Promise<string> {
  const total = await cards.count();
  for (let i = 0; i < total; i++) {
    const card = cards.nth(i);
    const accept = (await card.locator('input[type=file]').getAttribute('accept')) ?? '';
    if (/pdf/i.test(accept) && (await card.getByText('tidak ada dokumen.').count()) > 0)
      return (await card.getAttribute('id'))!;
  }
  throw new Error('tidak ada kartu indikator PDF yang kosong');
}

/** The `Upload-Offset` of each PATCH to /api/uploads the page sends, in order. */
function patchOffsets(page: Page): number[] {
  const offsets: number[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'PATCH' && req.url().includes('/api/uploads/'))
      offsets.push(Number(req.headers()['upload-offset']));
  });
  return offsets;
}

/** Issue 39: evidence uploads survive a dropped connection and a reload. */
export const UPLOAD_CHECKS: Check[] = [
  {
    name: 'unggah tus: bukti 6 MB terputus di tengah, halaman dimuat ulang, unggahan dilanjutkan',
    ownServer: true,
    async run({ page, url, shot }) {
      const file = bigPdf();
      await login(page, url, 'pemda');
      await page.waitForURL(/\/dashboard\//, { timeout: SLOW });
      const cdp = await page.context().newCDPSession(page);
      // A slow uplink (about 1 MB/s): six chunks of 1 MiB, each a second or so.
      const slow = {
        offline: false,
        latency: 40,
        downloadThroughput: 5_000_000,
        uploadThroughput: 1_000_000,
      };
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slow);

      const cardId = await pdfCardId(await openRegionIndicators(page, url));
      const card = () => page.locator(`section[id="${cardId}"]`);
      const before = patchOffsets(page);
      await card().locator('input[type=file]').setInputFiles(file);
      // Bytes and time left while it goes.
      await expect(card().getByText(/ dari 6 MB · sisa ± \d+ (detik|menit)/)).toBeVisible();
      await shot('tus01-mengunggah');

      // About half way (the chunk from 3 MiB on has started), the connection is cut.
      const deadline = Date.now() + SLOW;
      while (!before.some((o) => o >= SIZE / 2) && Date.now() < deadline)
        await page.waitForTimeout(100);
      if (!before.some((o) => o >= SIZE / 2)) throw new Error(`PATCH: ${before.join(', ')}`);
      await cdp.send('Network.emulateNetworkConditions', { ...slow, offline: true });
      await expect(card().getByText(/^Koneksi terputus\. Mencoba lagi/)).toBeVisible();
      await shot('tus02-koneksi-terputus');

      // Back online, the page is reloaded before the client retries by itself.
      await cdp.send('Network.emulateNetworkConditions', slow);
      await page.reload();
      const after = patchOffsets(page);
      await expect(page.locator(`section[id="${cardId}"]`)).toBeVisible();
      await card().locator('input[type=file]').setInputFiles(file);
      await expect(card().getByText('Lanjutkan unggahan Laporan Pelaksanaan.pdf')).toBeVisible();
      await shot('tus03-lanjutkan-unggahan');

      // The evidence shows on its indicator once the last byte is in and it is attached.
      await expect(card().getByText('Laporan Pelaksanaan.pdf').first()).toBeVisible();
      await card().getByText('tidak ada dokumen.').waitFor({ state: 'detached', timeout: SLOW });
      await expect(card().getByRole('button', { name: 'Lihat' }).first()).toBeVisible();
      const resumedAt = Math.min(...after);
      const resent = (SIZE - resumedAt) / SIZE;
      if (!(resent < 0.6))
        throw new Error(`dikirim ulang ${Math.round(resent * 100)} % (dari ${resumedAt} byte)`);
      await shot('tus04-bukti-tersimpan');
    },
  },
];
