import type { Locator, Page } from 'playwright-core';
import { login, type Check } from './checks';
import { checkSteadily, expect } from './expect';

/** The two widths of issue 37: a laptop and a phone. */
const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** Where run.ts keeps the screenshots; these are of the viewport (what is on screen at once). */
const SHOTS = 'test-results/e2e';

const cards = (page: Page) => page.locator('section[id^="indikator-"]');

/** A GET of the API with the signed-in account's token, from the page. */
const apiGet = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => {
    const token = localStorage.getItem('token');
    const r = await fetch(`/api${p}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await r.json()) as unknown;
  }, path) as Promise<T>;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`tidak terlihat: ${locator}`);
  return box;
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The notification saying `text` is on screen and covers nothing of `bar` (the save bar). */
async function snackbarClearOf(page: Page, text: string, bar: Locator) {
  const snackbar = page.locator('.MuiSnackbar-root').filter({ hasText: text });
  await expect(snackbar).toBeVisible();
  const [s, b] = [await boxOf(snackbar.first()), await boxOf(bar)];
  if (overlaps(s, b))
    throw new Error(`notifikasi "${text}" menutupi bilah simpan: ${JSON.stringify({ s, b })}`);
  const viewport = page.viewportSize()!;
  if (b.y + b.height > viewport.height + 1 || b.y < 0)
    throw new Error(`bilah simpan di luar layar: ${JSON.stringify(b)}`);
}

/**
 * Issue 37 item 2 in the browser: errors on their field, notifications clear of the save bar,
 * and a saved answer counted at once with its missing document named, at 1366 and 390 px.
 */
export const FORM_CHECKS: Check[] = [
  {
    name: 'formulir: galat poin verifikasi di pemilih poin, notifikasi tidak menutupi tombol simpan (1366 dan 390 px)',
    async run({ page, url, shot }) {
      await login(page, url, 'verifikator');
      await page.waitForURL(/\/dashboard\//);
      const queue = await apiGet<{ data: { id: number; status: string }[] }>(
        page,
        '/nomor_registrasi/request/lookup?per_page=50',
      );
      const sent = queue.data.find((r) => r.status === 'dikirim');
      if (!sent) throw new Error('tidak ada inovasi yang menunggu verifikasi');
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(`${url}/dashboard/inovasi-review/${sent.id}`);
        const card = cards(page).first();
        await expect(card).toBeVisible();
        await checkSteadily(card.getByRole('radio', { name: 'Bukti diterima' }));
        const save = page.getByRole('button', { name: 'Simpan Verifikasi' });
        await save.click();
        const points = card.getByRole('combobox', { name: /Poin verifikasi/ });
        const helper = card.getByText('Pilih poin verifikasi', { exact: true });
        await expect(helper).toBeVisible();
        // The message is under the picker, inside its field, and the note is not marked.
        const [p, h] = [await boxOf(points), await boxOf(helper)];
        if (h.y < p.y + p.height - 1 || h.y > p.y + p.height + 40 || Math.abs(h.x - p.x) > 24)
          throw new Error(`pesan tidak di bawah pemilih poin: ${JSON.stringify({ p, h })}`);
        if ((await points.getAttribute('aria-invalid')) !== 'true')
          throw new Error('pemilih poin tidak ditandai salah');
        const note = card.getByRole('textbox', { name: 'Catatan (tidak wajib)' });
        if ((await note.getAttribute('aria-invalid')) === 'true')
          throw new Error('kotak catatan (tidak wajib) ikut ditandai salah');
        await snackbarClearOf(
          page,
          'Sebagian hasil verifikasi tidak valid.',
          page.locator('.MuiPaper-root').filter({ has: save }).last(),
        );
        // What the verifier sees right then: the marked picker, the notice, the save bar.
        await page.screenshot({ path: `${SHOTS}/f01-review-galat-poin-${size.width}.png` });
        await shot(`f01-review-galat-poin-${size.width}-penuh`);
      }
    },
  },
  {
    name: 'formulir: jawaban indikator tersimpan langsung terhitung dan menyebut dokumen yang belum diunggah (1366 dan 390 px)',
    ownServer: true,
    async run({ page, url }) {
      await login(page, url, 'pemda');
      await page.waitForURL(/\/dashboard\//);
      const list = await apiGet<{ data: { id: number; kematangan: string | number }[] }>(
        page,
        '/crud/iga2020_inovasi?tahun=2026&per_page=100',
      );
      const fresh = list.data.find((r) => Number(r.kematangan) === 0);
      if (!fresh) throw new Error('tidak ada inovasi 2026 tanpa jawaban');
      let answered = 0;
      for (const [i, size] of WIDTHS.entries()) {
        await page.setViewportSize(size);
        await page.goto(`${url}/dashboard/indikator_inovasi/${fresh.id}`);
        const card = cards(page).nth(i);
        await expect(card).toBeVisible();
        const counter = page.getByTestId('kelengkapan');
        await expect(counter.filter({ hasText: `${answered} dari ` })).toBeVisible();
        const total = Number(/dari (\d+) indikator/.exec(await counter.innerText())?.[1]);
        await checkSteadily(card.getByRole('radio').last());
        const save = page.getByRole('button', { name: 'Simpan Jawaban' });
        await save.click();
        await snackbarClearOf(
          page,
          'Jawaban indikator berhasil disimpan',
          page.locator('.MuiPaper-root').filter({ has: save }).last(),
        );
        answered += 1;
        // Counted at once, no reload; the card and the summary say what is still missing.
        await expect(page.getByText(`${answered} dari ${total} indikator terisi`)).toBeVisible();
        await expect(card.getByText(/^Dokumen pendukung belum diunggah/)).toBeVisible();
        await expect(
          page.getByText(new RegExp(`^${answered} jawaban menunggu dokumen`)),
        ).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/f02-indikator-tersimpan-${size.width}.png` });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/f03-indikator-ringkasan-${size.width}.png` });
      }
    },
  },
];
