import type { Page } from 'playwright-core';
import { login, type Check } from './checks';
import { expect } from './expect';

const TIMEOUT = 15_000;

async function signIn(page: Page, url: string, role: string) {
  await login(page, url, role);
  await page.waitForURL(/\/dashboard\//);
}

/** The API's answer for a path, with the session the page holds. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()) as T;
  }, path);
}

/** Retries `check` until it passes or the time is up (the list reloads after a click). */
async function until(check: () => Promise<void>) {
  const deadline = Date.now() + TIMEOUT;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** The first line of each body row's first cell of the table named `name`. */
const rowNames = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => (r.querySelector('td')?.textContent ?? '').trim()));

const rowOf = (page: Page, nama: string) => page.getByRole('row').filter({ hasText: nama });

/** Spec 9: nothing scrolls sideways. */
async function noSideScroll(page: Page, where: string) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  if (scroll > client) throw new Error(`${where}: scrollWidth ${scroll} > clientWidth ${client}`);
}

/** The innovation a verifier rejects in the first check, which admin then approves. */
let rejectedByVerifier = '';

/**
 * Issue 27's done-when checks: the verifier's queue sorted by the verification score in the
 * API's order; admin approving a rejected innovation into hasil-review with a number; the three
 * hidden screens opened from their actions; lists and forms either side of 768 px.
 */
export const ISSUE27_CHECKS: Check[] = [
  {
    name: 'verifikator mengurutkan antrian review menurut skor verifikasi, dalam urutan API',
    async run({ page, url, shot }) {
      await signIn(page, url, 'verifikator');
      await page.goto(`${url}/dashboard/review`);
      const table = page.getByRole('table', { name: 'Review Inovasi' });
      await expect(table.locator('tbody tr')).toBeVisible();
      for (const [clicks, dir] of [
        [1, 'asc'],
        [1, 'desc'],
      ] as const) {
        for (let i = 0; i < clicks; i++)
          await table.getByRole('button', { name: 'Skor Verifikasi' }).click();
        const api = await apiGet<{ data: { nama: string }[] }>(
          page,
          `/api/nomor_registrasi/request/lookup?orderBy=verifikasi_points&orderDirection=${dir}&per_page=20`,
        );
        const expected = api.data.map((r) => r.nama);
        if (expected.length < 2) throw new Error(`hanya ${expected.length} baris di antrian`);
        await until(async () => {
          const names = await rowNames(page, 'Review Inovasi');
          const got = names.map((n) => expected.find((x) => n.startsWith(x)) ?? n);
          if (JSON.stringify(got) !== JSON.stringify(expected))
            throw new Error(
              `urutan ${dir} berbeda:\n  layar ${JSON.stringify(got)}\n  API   ${JSON.stringify(expected)}`,
            );
        });
        await shot(`i27-01-review-skor-${dir}`);
      }
      // Reject the first row, so admin has a rejection of its own to approve next.
      const first = (await rowNames(page, 'Review Inovasi'))[0]!;
      const api = await apiGet<{ data: { nama: string }[] }>(
        page,
        '/api/nomor_registrasi/request/lookup?orderBy=verifikasi_points&orderDirection=desc&per_page=20',
      );
      rejectedByVerifier = api.data.map((r) => r.nama).find((n) => first.startsWith(n))!;
      await rowOf(page, rejectedByVerifier).getByRole('button', { name: 'Tolak' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/Alasan penolakan/).fill('Bukti indikator belum lengkap');
      await dialog.getByRole('button', { name: 'Tolak' }).click();
      await expect(
        page.getByText('Status inovasi berhasil diubah: Ditolak Verifikator.'),
      ).toBeVisible();
    },
  },
  {
    name: 'admin menyetujui inovasi yang ditolak; inovasi itu tampil di hasil-review dengan nomor registrasi',
    async run({ page, url, shot }) {
      if (!rejectedByVerifier) throw new Error('pemeriksaan verifikator sebelumnya tidak menolak');
      await signIn(page, url, 'admin');
      await page.goto(`${url}/dashboard/hasil-rejected`);
      const row = rowOf(page, rejectedByVerifier);
      await expect(row.getByRole('button', { name: 'Setujui' })).toBeVisible();
      await row.getByRole('button', { name: 'Setujui' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Setujui' }).click();
      await expect(
        dialog.getByText('Catatan wajib diisi untuk menyetujui inovasi yang ditolak'),
      ).toBeVisible();
      await dialog.getByRole('textbox').fill('Bukti sudah dilengkapi daerah');
      await shot('i27-02-setujui-ditolak');
      await dialog.getByRole('button', { name: 'Setujui' }).click();
      await expect(page.getByText('Status inovasi berhasil diubah: Terverifikasi.')).toBeVisible();
      await page.goto(`${url}/dashboard/hasil-review`);
      await expect(
        rowOf(page, rejectedByVerifier).getByText(/^\d{4}\/[\d.]+\/\d{5}$/),
      ).toBeVisible();
      await shot('i27-03-hasil-review-bernomor');
    },
  },
  {
    name: 'tiga layar tersembunyi terbuka dari aksinya: nomor_registrasi/{id}, recount, detail-diklat/{id}',
    async run({ page, url, shot }) {
      await signIn(page, url, 'superadmin');
      // nomor_registrasi/{id}: the "Registrasi" button of a review row.
      await page.goto(`${url}/dashboard/hasil-review`);
      const reviewed = page
        .getByRole('table', { name: 'Hasil Review' })
        .locator('tbody tr')
        .first();
      await expect(reviewed).toBeVisible();
      await reviewed.getByRole('link', { name: 'Registrasi' }).click();
      await page.waitForURL(/\/dashboard\/nomor_registrasi\/\d+$/);
      await expect(
        page.getByRole('heading', { name: /^Permohonan Nomor Registrasi: / }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot('i27-04-nomor-registrasi');

      // recount: "Riwayat Hitung Ulang" of the ranking screen.
      await page.goto(`${url}/dashboard/ranking-index`);
      await page.getByRole('link', { name: 'Riwayat Hitung Ulang' }).click();
      await page.waitForURL(/\/dashboard\/recount$/);
      await expect(page.getByRole('heading', { name: 'Hitung Ulang Indeks' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Terakhir dihitung' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot('i27-05-recount');

      // detail-diklat/{id}: "Lihat" of the training list.
      await page.goto(`${url}/dashboard/data-diklat`);
      const view = page
        .getByRole('link', { name: 'Lihat' })
        .or(page.getByRole('button', { name: 'Lihat' }));
      await expect(view).toBeVisible();
      await view.first().click();
      await page.waitForURL(/\/dashboard\/detail-diklat\/\d+$/);
      // Read-only: the report's fields, its PDF inline (or "no file yet") and the video link.
      await expect(page.getByText('Mohon tunggu sebentar...')).toHaveCount(0);
      await expect(
        page.locator('iframe, object, embed').or(page.getByText('Belum ada berkas laporan.')),
      ).toBeVisible();
      await expect(page.locator('input:not([type=hidden]), textarea')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await shot('i27-06-detail-diklat');
    },
  },
  ...[767, 768].map((width): Check => ({
    name: `daftar dan formulir pada lebar ${width} px: ${width < 768 ? 'tata letak ponsel' : 'tabel'}`,
    context: { viewport: { width, height: 900 }, locale: 'id-ID' },
    async run({ page, url, shot }) {
      const phone = width < 768;
      // The public form (account request) first, signed out.
      await page.goto(`${url}/register`);
      await expect(page.getByRole('heading', { name: 'Permintaan Akun' })).toBeVisible();
      await noSideScroll(page, `/register ${width}`);
      // A request, so the permintaan-akun list below has a row.
      await page.getByLabel('Nama Lengkap').fill(`Operator Uji ${width}`);
      await page.getByLabel('Alamat Surel Dinas').fill(`operator.${width}@bandungkota.go.id`);
      await page.getByLabel('Nomor Telepon').fill('022-4201234');
      await page.getByLabel('Pemerintah Daerah').selectOption({ index: 2 });
      await page.getByLabel('Jabatan').fill('Analis Kebijakan');
      await shot(`i27-07-register-${width}`);
      await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
      await expect(page.getByText(/^Permintaan akun Anda telah diterima\./)).toBeVisible();

      await signIn(page, url, 'superadmin');
      for (const [path, name] of [
        ['/dashboard/ranking-index', 'Ranking Indeks'],
        ['/dashboard/permintaan-akun', 'Permintaan Akun'],
      ] as const) {
        await page.goto(`${url}${path}`);
        await expect(
          page.getByRole('heading', { name, level: 1 }).or(page.getByRole('heading', { name })),
        ).toBeVisible();
        await until(async () => {
          const tables = await page.getByRole('table', { name }).count();
          const cards = await page.getByRole('list', { name }).count();
          if (phone ? tables !== 0 || cards !== 1 : tables !== 1)
            throw new Error(`${path} ${width}: ${tables} tabel, ${cards} daftar kartu`);
        });
        // From 768 px the page may widen to its table (AppLayout: `minWidth: fit-content`).
        if (phone) await noSideScroll(page, `${path} ${width}`);
        await shot(`i27-08-${path.split('/').pop()}-${width}`);
      }
      // A generic list and its form.
      await page.goto(`${url}/dashboard/daerah`);
      await until(async () => {
        const tables = await page.locator('table').count();
        // The same region either way: a line of the phone list, or a table row.
        const lines = await page.getByText('Kabupaten Aceh Selatan', { exact: true }).count();
        if (phone ? tables !== 0 || lines === 0 : tables !== 1 || lines === 0)
          throw new Error(`/dashboard/daerah ${width}: ${tables} tabel, ${lines} baris`);
      });
      if (phone) await noSideScroll(page, `/dashboard/daerah ${width}`);
      await page.goto(`${url}/dashboard/daerah/create`);
      await expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
      await noSideScroll(page, `/dashboard/daerah/create ${width}`);
      await shot(`i27-09-daerah-form-${width}`);
    },
  })),
];
