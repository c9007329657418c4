import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../domain/format';
import { failedCalls, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

/** Issue 23 items 3-7 and 11: the statistics dashboards against the real API. */
describe('statistics dashboards', () => {
  it('qc: the queue count opens the queue of that year; the chart has its table', async () => {
    const user = userEvent.setup();
    const figures = (await api().call('GET', '/api/dashboard/qc', { as: 'quality_control' })).body
      .data;
    await signInAs(api(), 'quality_control');
    renderApp('/dashboard/qc');
    expect(
      await screen.findByRole('heading', { name: 'Dashboard Quality Control' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/^Dihitung pada \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB$/),
    ).toBeInTheDocument();
    const counter = screen.getByRole('link', {
      name: `Antrean QC tahun ${figures.tahun} ${formatNumber(figures.antrean_tahun, 'count')}`,
    });
    expect(counter).toHaveAttribute('href', `/dashboard/quality-control?tahun=${figures.tahun}`);
    expect(screen.getByText('Menunggu paling lama')).toBeInTheDocument();

    // The decisions chart's table: one row per day of the last 30, behind "Lihat tabel".
    const toggle = screen.getByRole('button', { name: 'Lihat tabel' });
    await user.click(toggle);
    const table = await screen.findByRole('table', {
      name: 'Keputusan per hari (30 hari terakhir)',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('button', { name: 'Sembunyikan tabel' })).toBeInTheDocument();

    await user.click(counter);
    expect(
      await screen.findByText(`Hanya inovasi tahun ${figures.tahun}.`, { exact: false }),
    ).toBeInTheDocument();
    expect(failedCalls).toEqual([]);
  });

  it('statistik-daerah: counters with Indonesian separators and a table per grouping', async () => {
    const figures = (await api().call('GET', '/api/dashboard/statistik-daerah', { as: 'admin' }))
      .body.data;
    expect(figures.semua.daerah).toBeGreaterThan(500);
    await signInAs(api(), 'admin');
    renderApp('/dashboard/statistik-daerah');
    expect(await screen.findByRole('heading', { name: 'Statistik Daerah' })).toBeInTheDocument();
    expect(
      await screen.findAllByText(formatNumber(figures.semua.daerah, 'count')),
    ).not.toHaveLength(0);
    const tier = await screen.findByRole('table', { name: 'Per tingkat' });
    const kota = figures.tingkat.find((r: { kode: string }) => r.kode === 'kota');
    const row = within(tier).getByRole('row', { name: new RegExp(`^Kota ${kota.daerah} `) });
    expect(row).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Per status daerah' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Per wilayah' })).toBeInTheDocument();
    expect(failedCalls).toEqual([]);
  });

  it('iga: per cluster and per province, index averages with two decimals', async () => {
    const figures = (await api().call('GET', '/api/dashboard/iga', { as: 'superadmin' })).body.data;
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/iga');
    expect(
      await screen.findByRole('heading', { name: 'Statistik Inovasi (IGA)' }),
    ).toBeInTheDocument();
    const provinces = await screen.findByRole('table', {
      name: 'Inovasi dikirim dan terverifikasi per provinsi',
    });
    const first = figures.provinsi[0];
    const n = (v: number) => formatNumber(v, 'count');
    // Each index mean with the regions it is taken over (issue 35: one national mean).
    expect(
      within(provinces).getByRole('row', { name: new RegExp(`^${first.nama} `) }),
    ).toHaveTextContent(
      `${formatNumber(first.rata_indeks, 'score')} · ${n(first.daerah_berdata)} dari ${n(first.daerah)} daerah berdata`,
    );
    const national = figures.nasional;
    expect(screen.getByText(formatNumber(national.rata_indeks, 'score'))).toBeInTheDocument();
    expect(
      screen.getAllByText(
        `${n(national.daerah_berdata)} dari ${n(national.daerah)} daerah berdata`,
      ),
    ).not.toHaveLength(0);
    expect(failedCalls).toEqual([]);
  });

  it('statistik-inovasi: a pemda beside its province and the nation', async () => {
    const figures = (await api().call('GET', '/api/dashboard/statistik-inovasi', { as: 'pemda' }))
      .body.data;
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/statistik-inovasi');
    const table = await screen.findByRole('table', { name: 'Perbandingan' });
    const sent = within(table).getByRole('row', { name: /^Inovasi Dikirim / });
    expect(sent).toHaveTextContent(formatNumber(figures.daerah.dikirim, 'count'));
    expect(sent).toHaveTextContent(formatNumber(figures.nasional.dikirim, 'score'));
    expect(failedCalls).toEqual([]);
  });

  it('per-indikator: sorts the indicators by their gap', async () => {
    const user = userEvent.setup();
    const figures = (await api().call('GET', '/api/dashboard/per-indikator', { as: 'tim.penilai' }))
      .body.data;
    const gaps = (figures.indikator as { rata_selisih: number | null }[])
      .map((r) => r.rata_selisih)
      .filter((g): g is number => g !== null)
      .sort((a, b) => b - a);
    await signInAs(api(), 'tim.penilai');
    renderApp('/dashboard/per-indikator');
    expect(
      await screen.findByRole('heading', { name: 'Statistik per Indikator', level: 1 }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Urutkan' }));
    await user.click(await screen.findByRole('option', { name: 'Selisih terbesar dulu' }));
    expect(screen.getByRole('combobox', { name: 'Urutkan' })).toHaveTextContent(
      'Selisih terbesar dulu',
    );
    // The first row carries the largest gap (a dash when no indicator was verified yet).
    const table = screen.getByRole('table', { name: 'Statistik per Indikator' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('cell');
    expect(cells.at(-1)).toHaveTextContent(gaps.length ? formatNumber(gaps[0], 'score') : '—');
    expect(failedCalls).toEqual([]);
  });
});
