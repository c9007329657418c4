import { open } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { login, type Check } from './checks';
import { checkSteadily, expect } from './expect';

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'id-ID',
};

async function noSideScroll(page: Page, where: string) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  if (scroll > client) throw new Error(`${where}: scrollWidth ${scroll} > clientWidth ${client}`);
}

/** The first four bytes of a downloaded file, as text. */
async function readStart(path: string): Promise<string> {
  const file = await open(path);
  const { buffer } = await file.read(Buffer.alloc(4), 0, 4, 0);
  await file.close();
  return buffer.toString('latin1');
}

async function signIn(page: Page, url: string, role: string) {
  await login(page, url, role);
  await page.waitForURL(/\/dashboard\//);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n' +
    '<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs out by forgetting the session, then signs in as another account. */
async function switchTo(page: Page, url: string, role: string) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, url, role);
}

const cards = (page: Page) => page.locator('section[id^="indikator-"]');

/** Region profile screens (spec 2 "Region profile"), the input screen and verification. */
export const PROFILE_CHECKS: Check[] = [
  {
    name: 'pemda mengubah profilnya lewat modal, lalu Lini Masa menampilkan perubahan itu',
    async run({ page, url, shot }) {
      await signIn(page, url, 'pemda');
      await page.goto(`${url}/dashboard/profil-pemda-daerah`);
      await expect(page.getByText('Kota / Kabupaten')).toBeVisible();
      await shot('p01-profil-pemda');
      await page.getByRole('button', { name: 'Ubah Profil' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Alamat').fill('Jl. Wastukencana No. 2, Bandung');
      await dialog.getByLabel('Email').fill('bukan-email');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      // The API's 422 shows under the field, and nothing is saved.
      await expect(dialog.locator('.Mui-error').first()).toBeVisible();
      await dialog.getByLabel('Email').fill('litbang@bandung.go.id');
      await dialog
        .getByLabel(/Embed peta/)
        .fill(
          '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" width="600"></iframe>',
        );
      await shot('p02-profil-edit-modal');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Profil berhasil diperbarui!')).toBeVisible();
      await expect(page.getByText('Jl. Wastukencana No. 2, Bandung')).toBeVisible();
      // Only the map provider's src is embedded.
      const src = await page.locator('iframe[title^="Peta lokasi"]').getAttribute('src');
      if (src !== 'https://www.google.com/maps/embed?pb=!1m18!1m12')
        throw new Error(`iframe src ${src}`);
      // A new integrity pact: media upload with progress, then POST /pakta.
      await page
        .locator('label', { hasText: 'Unggah pakta integritas baru' })
        .locator('input[type=file]')
        .setInputFiles({ name: 'Pakta Integritas.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText('Pakta integritas berhasil diunggah')).toBeVisible();
      await expect(page.getByText('Pakta integritas belum diunggah.')).toHaveCount(0);
      await page.getByRole('tab', { name: 'Lini Masa' }).click();
      await expect(page.getByText(/Jl\. Wastukencana No\. 2, Bandung/).first()).toBeVisible();
      await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB/).first()).toBeVisible();
      await shot('p03-lini-masa');
    },
  },
  {
    name: 'daftar profil pemda: admin membuka detail dengan tab Profil, Indikator dan Lini Masa',
    async run({ page, url, shot }) {
      await signIn(page, url, 'admin');
      await page.goto(`${url}/dashboard/profil-pemda-old`);
      await expect(page.getByRole('link', { name: 'Input Indikator' }).first()).toBeVisible();
      await shot('p04-profil-list-admin');
      await page.getByRole('link', { name: 'Detail' }).first().click();
      await page.waitForURL(/\/dashboard\/detail-pemda\/\d+/);
      await expect(page.getByRole('tab', { name: 'Lini Masa' })).toBeVisible();
      // The downloads carry the bearer token and arrive as real files.
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Unduh PDF' }).click(),
      ]);
      const head = await readStart(await pdf.path());
      if (head !== '%PDF') throw new Error(`PDF dimulai dengan ${JSON.stringify(head)}`);
      const [xlsx] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Unduh Excel' }).click(),
      ]);
      if ((await readStart(await xlsx.path())) !== 'PK\u0003\u0004') throw new Error('bukan .xlsx');
      await shot('p05-detail-pemda-admin');
    },
  },
  {
    name: 'profil pemda di ponsel 390×844 tanpa gulir ke samping',
    context: PHONE,
    async run({ page, url, shot }) {
      await signIn(page, url, 'pemda');
      await page.goto(`${url}/dashboard/profil-pemda-daerah`);
      await expect(page.getByText('Kota / Kabupaten')).toBeVisible();
      await page.waitForTimeout(500);
      await noSideScroll(page, 'profil pemda');
      await shot('p06-profil-ponsel');
    },
  },
  {
    name: 'pemda mengisi indikator daerah dengan bukti, melihat poin dan kelengkapan, memuat ulang tanpa kehilangan isian; verifikator memverifikasi',
    async run({ page, url, shot }) {
      await signIn(page, url, 'pemda');
      const profilId = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { profil_id: number }).profil_id,
      );
      await page.goto(`${url}/dashboard/profil-pemda-daerah`);
      await page.getByRole('link', { name: 'Ubah Indikator SPD' }).click();
      await page.waitForURL(/\/dashboard\/indikator_daerah\/\d+/);
      await expect(page.getByText('Input Indikator Daerah').first()).toBeVisible();
      const first = cards(page).first();
      await expect(first).toBeVisible();
      const total = await cards(page).count();
      await expect(page.getByText(`0 dari ${total} indikator terisi`)).toBeVisible();
      await shot('p10-input-awal');

      // A scale with no evidence yet scores 0 (the engine's evidence rule), then counts once
      // a document is sent.
      await first.getByRole('radio').last().check();
      await expect(first.getByText('Poin: 0,00')).toBeVisible();
      await expect(first.getByText('Belum lengkap')).toBeVisible();
      // Refused before sending: over 10 MB. Refused by the server: a PNG named .pdf.
      const input = first.locator('input[type=file]');
      await input.setInputFiles({
        name: 'besar.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
      });
      await expect(first.getByText(/Ukuran berkas maksimal 10 MB/).first()).toBeVisible();
      await input.setInputFiles({ name: 'palsu.pdf', mimeType: 'application/pdf', buffer: PNG });
      await expect(first.getByText(/Dokumen gagal dikirim: .+/).first()).toBeVisible();
      await expect(first.getByText('tidak ada dokumen.')).toBeVisible();
      await shot('p11-input-dokumen-ditolak');
      await input.setInputFiles({
        name: 'Perda Inovasi.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(page.getByText('Dokumen berhasil dikirim').first()).toBeVisible();
      await expect(first.getByText('Perda Inovasi.pdf')).toBeVisible();
      await expect(first.getByText('Lengkap', { exact: true })).toBeVisible();
      await expect(first.getByText(/^Poin: [1-9]/)).toBeVisible();
      await expect(page.getByText(`1 dari ${total} indikator terisi`)).toBeVisible();

      // A second answer, typed but not saved, survives a reload.
      const second = cards(page).nth(1);
      await second.getByRole('radio').first().check();
      await second.getByLabel('Keterangan / informasi').fill('Perda APBD ditetapkan 28 Desember');
      await shot('p12-input-terisi');
      await page.reload();
      await expect(
        page.getByText('Isian yang belum tersimpan dipulihkan dari perangkat ini.'),
      ).toBeVisible();
      const again = cards(page).nth(1);
      const kept = await again.getByLabel('Keterangan / informasi').inputValue();
      if (kept !== 'Perda APBD ditetapkan 28 Desember') throw new Error(`isian hilang: ${kept}`);
      await page.getByRole('button', { name: 'Simpan Jawaban' }).click();
      await expect(page.getByText('Jawaban indikator berhasil disimpan')).toBeVisible();
      await page.reload();
      await expect(
        page.getByText('Isian yang belum tersimpan dipulihkan dari perangkat ini.'),
      ).toHaveCount(0);
      if (!(await cards(page).first().getByRole('radio').last().isChecked()))
        throw new Error('jawaban tersimpan tidak terbaca kembali');
      await shot('p13-input-tersimpan');

      // pemda reads its Indikator tab without the verification columns.
      await page.goto(`${url}/dashboard/profil-pemda-daerah`);
      await page.getByRole('tab', { name: 'Indikator' }).click();
      await expect(page.getByText('Perda Inovasi.pdf')).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Skor Verifikasi' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Verifikasi' })).toHaveCount(0);

      // The verifier sets a verified score with a note.
      await switchTo(page, url, 'verifikator');
      await page.goto(`${url}/dashboard/detail-pemda-verifikasi/${profilId}`);
      await page.getByRole('tab', { name: 'Indikator' }).click();
      await expect(page.getByRole('columnheader', { name: 'Skor Verifikasi' })).toBeVisible();
      await page.getByRole('button', { name: 'Verifikasi' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio').first().check();
      await dialog.getByLabel('Catatan').fill('Dokumen Perda belum ditandatangani');
      await shot('p14-verifikasi-dialog');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Hasil evaluasi berhasil disimpan!')).toBeVisible();
      await expect(page.getByText('Dokumen Perda belum ditandatangani')).toBeVisible();
      await shot('p15-verifikasi-tersimpan');

      // Both scores for admin; neither for a viewer.
      await switchTo(page, url, 'admin');
      await page.goto(`${url}/dashboard/detail-pemda/${profilId}`);
      await page.getByRole('tab', { name: 'Indikator' }).click();
      await expect(page.getByText('Dokumen Perda belum ditandatangani')).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Skor', exact: true })).toBeVisible();
      await switchTo(page, url, 'viewer');
      await page.goto(`${url}/dashboard/detail-pemda-verifikasi/${profilId}`);
      await page.getByRole('tab', { name: 'Indikator' }).click();
      await expect(page.getByText('Perda Inovasi.pdf')).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Skor', exact: true })).toHaveCount(0);
      await expect(page.getByText('Dokumen Perda belum ditandatangani')).toHaveCount(0);
      await shot('p16-indikator-viewer');
    },
  },
  {
    name: 'pemda mengisi semua indikator daerah dengan bukti sampai lengkap, dan isian tetap ada setelah dimuat ulang',
    async run({ page, url, shot }) {
      await signIn(page, url, 'pemda');
      await page.goto(`${url}/dashboard/indikator_daerah`);
      await expect(cards(page).first()).toBeVisible();
      const total = await cards(page).count();
      if (total < 15) throw new Error(`hanya ${total} indikator daerah`);
      for (let i = 0; i < total; i++) {
        const card = cards(page).nth(i);
        await card.scrollIntoViewIfNeeded();
        // The highest scale of each indicator, and a file of a type the indicator accepts.
        await checkSteadily(card.getByRole('radio').last());
        if ((await card.getByText('tidak ada dokumen.').count()) === 0) continue;
        const input = card.locator('input[type=file]');
        const accept = (await input.getAttribute('accept')) ?? '';
        const file =
          /pdf/i.test(accept) || accept === ''
            ? { name: `Bukti indikator ${i + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF }
            : { name: `Bukti indikator ${i + 1}.png`, mimeType: 'image/png', buffer: PNG };
        await input.setInputFiles(file);
        // Attached, not only on its way: the answers cannot be saved while it is unfinished.
        await expect(card.getByText(`Dokumen berhasil dikirim: ${file.name}`)).toBeVisible();
        await expect(card.getByText('Lengkap', { exact: true })).toBeVisible();
        // The upload refreshes the documents and the answers; the next card waits for that.
        await page.waitForLoadState('networkidle');
      }
      await expect(page.getByText(`${total} dari ${total} indikator terisi`)).toBeVisible();
      await page.getByRole('button', { name: 'Simpan Jawaban' }).click();
      await expect(page.getByText('Jawaban indikator berhasil disimpan')).toBeVisible();
      await page.reload();
      await expect(page.getByText(`${total} dari ${total} indikator terisi`)).toBeVisible();
      await expect(page.getByText(/^Indikator wajib: (\d+) dari \1 terisi$/)).toBeVisible();
      await expect(page.getByText('Belum lengkap')).toHaveCount(0);
      await expect(page.getByText('Total poin: 0,00')).toHaveCount(0);
      await shot('p18-semua-indikator-lengkap');
    },
  },
  {
    name: 'input indikator daerah di ponsel 390×844 tanpa gulir ke samping',
    context: PHONE,
    async run({ page, url, shot }) {
      await signIn(page, url, 'pemda');
      await page.goto(`${url}/dashboard/indikator_daerah`);
      await expect(cards(page).first()).toBeVisible();
      await page.waitForTimeout(500);
      await noSideScroll(page, 'input indikator');
      await shot('p17-input-ponsel');
    },
  },
];
