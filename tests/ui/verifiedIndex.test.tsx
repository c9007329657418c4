import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../domain/format';
import { act, newInovasi, workflowWorld } from '../helpers/innovations';
import { failedCalls, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const WAIT = { timeout: 20_000 };
const score = (v: number) => formatNumber(v, 'score');

/** Issue 35 finding 4: the screens say which index counts what, points or index. */
describe('the verified index on screen (issue 35)', () => {
  it('breakdown: a sent innovation waiting for its verifier counts in the self index only', async () => {
    const t = api();
    const w = await workflowWorld(t);
    const id = await newInovasi(t, w, { nama: 'Uji Layar Menunggu Verifikasi' });
    expect((await act(t, id, 'kirim', 'pemda')).status).toBe(200);
    const data = (await t.call('GET', `/api/indeks/${w.own}?tahun=2026`, { as: 'pemda' })).body
      .data;

    await signInAs(t, 'pemda');
    renderApp('/dashboard/indeks-daerah?tahun=2026');
    const cell = await screen.findByText('Uji Layar Menunggu Verifikasi', {}, WAIT);
    const row = cell.closest('tr')!;
    const table = row.closest('table')!;
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual([
      'Nama inovasi',
      'Poin mandiri',
      'Poin verifikasi',
      'Indeks mandiri',
      'Indeks terverifikasi',
    ]);
    const chips = within(row)
      .getAllByRole('cell')
      .slice(3)
      .map((c) => c.textContent);
    expect(chips).toEqual(['Dihitung', 'Tidak: menunggu verifikasi']);
    expect(
      screen.getByText(
        `Hasil verifikasi: SPD ${score(data.verifikasi.spd)}, SID ${score(data.verifikasi.sid)} (${data.verifikasi.jumlah_inovasi} inovasi terverifikasi), indeks terverifikasi ${score(data.verifikasi.indeks)}`,
      ),
    ).toBeInTheDocument();
    expect(failedCalls).toEqual([]);
  });

  it('hasil-review-ranking: each column says verified, and points or index', async () => {
    const rows = (await api().call('GET', '/api/review/ranking/lookup?tahun=2026', { as: 'admin' }))
      .body.data;
    await signInAs(api(), 'admin');
    renderApp('/dashboard/hasil-review-ranking?tahun=2026');
    const first = await screen.findByText(rows[0].pemda, { selector: 'td, td *' }, WAIT);
    const table = first.closest('table')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Daerah',
      'Inovasi Terverifikasi',
      'ISP Terverifikasi (poin)',
      'ISI Terverifikasi (poin)',
      'Indeks Terverifikasi (IID)',
      'Predikat',
      'IGA',
    ]);
    const cells = within(first.closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 5)).toEqual([
      formatNumber(rows[0].jumlah_inovasi, 'count'),
      score(rows[0].skor_pemda_verify),
      score(rows[0].avg_inovasi),
      score(rows[0].skor_total),
    ]);
    expect(failedCalls).toEqual([]);
  });
});
