import { login, type Check } from './checks';
import { expect } from './expect';

/** The API's answer for a path, with the page's own session. */
async function apiGet(page: import('playwright-core').Page, path: string) {
  return page.evaluate(async (p) => {
    const res = await fetch(p, {
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return (await res.json()) as { data: Record<string, unknown>[] | Record<string, unknown> };
  }, path);
}

const idr = (n: number) => n.toFixed(2).replace('.', ',');

/**
 * Issue 10 in the browser: ranking-index, rekap-akhir and a region's breakdown show the numbers
 * the API answers for the demo data.
 */
export const INDEKS_CHECKS: Check[] = [
  {
    name: 'ranking indeks, rekap akhir dan rincian indeks menampilkan angka yang sama dengan API',
    async run({ page, url, shot }) {
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\//);
      await page.goto(`${url}/dashboard/ranking-index`);
      await expect(page.getByRole('heading', { name: 'Ranking Indeks' })).toBeVisible();
      const ranking = (await apiGet(page, '/api/ranking-index?per_page=3')).data as {
        nama_daerah: string;
        indeks: number;
        rank: number | null;
        predikat: string;
      }[];
      for (const r of ranking) {
        const row = page.getByRole('row').filter({ hasText: r.nama_daerah });
        await expect(row.getByText(idr(r.indeks), { exact: true })).toBeVisible();
        await expect(row.getByText(r.predikat)).toBeVisible();
      }
      await shot('x01-ranking-indeks');

      await page.goto(`${url}/dashboard/rekap-akhir`);
      await expect(page.getByRole('heading', { name: 'Rekap Akhir' })).toBeVisible();
      const rekap = (await apiGet(page, '/api/rekap-akhir?per_page=3')).data as {
        nama_daerah: string;
        indeks_mandiri: number;
      }[];
      for (const r of rekap) {
        const row = page.getByRole('row').filter({ hasText: r.nama_daerah });
        await expect(row.getByText(idr(r.indeks_mandiri), { exact: true })).toBeVisible();
      }
      await shot('x02-rekap-akhir');

      await page.goto(`${url}/dashboard/ranking-index`);
      await page.getByRole('link', { name: ranking[0]!.nama_daerah }).click();
      await expect(page.getByText(`Rincian Indeks: ${ranking[0]!.nama_daerah}`)).toBeVisible();
      await expect(
        page.getByTestId('iid').getByText(idr(ranking[0]!.indeks), { exact: true }),
      ).toBeVisible();
      await shot('x03-rincian-indeks');
    },
  },
];
