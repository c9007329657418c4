import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../domain/format';
import { App } from '../../src/App';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const WAIT = { timeout: 20_000 };

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <App />
      <Where />
    </MemoryRouter>,
  );
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');
const score = (v: number) => formatNumber(v, 'score');

describe('the analysis screen (issue 24 item 4)', () => {
  it('shows the four parts, the figures behind "Lihat tabel", and keeps year and search in the URL', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    const analysis = (
      await api().call('GET', '/api/laporan/analisis?tahun=2026', { as: 'superadmin' })
    ).body.data;
    renderAt('/dashboard/analisis?tahun=2026');
    expect(await screen.findByRole('heading', { name: 'Analisis', level: 1 }, WAIT)).toBeVisible();
    for (const part of [
      'Rata-rata per Variabel',
      'Sebaran Indeks',
      '20 Selisih Terbesar',
      'Tren per Daerah',
    ])
      expect(await screen.findByRole('heading', { name: part }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh Excel' })).toBeEnabled();

    // The variables' table opens behind its button, with the API's figures.
    const [variables] = screen.getAllByRole('button', { name: 'Lihat tabel' });
    await user.click(variables!);
    const table = await screen.findByRole('table', { name: 'Rata-rata per Variabel' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      analysis.kelompok[0].nama,
      score(analysis.kelompok[0].rata_mandiri),
      score(analysis.kelompok[0].rata_verifikasi),
      expect.stringContaining(score(Math.abs(analysis.kelompok[0].selisih))),
    ]);
    expect(screen.getByRole('button', { name: 'Lihat grafik' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // The largest gaps: one row per region of the API, each opening its breakdown.
    if (analysis.selisih_terbesar.length > 0) {
      const gaps = screen.getByRole('table', { name: '20 Selisih Terbesar' });
      expect(within(gaps).getAllByRole('row').slice(1)).toHaveLength(
        analysis.selisih_terbesar.length,
      );
      expect(
        within(gaps).getByRole('link', { name: analysis.selisih_terbesar[0].nama }),
      ).toHaveAttribute(
        'href',
        `/dashboard/indeks-daerah/${analysis.selisih_terbesar[0].profil_id}?tahun=2026`,
      );
    }

    // The trend's search narrows the table and lands in the URL.
    const trend = screen.getByRole('table', { name: 'Tren per Daerah' });
    const name = analysis.tren[0].nama as string;
    await user.type(screen.getByLabelText('Cari daerah pada tren'), name);
    await waitFor(() => expect(where().get('cari')).toBe(name));
    await waitFor(() =>
      expect(
        within(trend)
          .getAllByRole('row')
          .slice(1)
          .every((r) => r.textContent?.includes(name)),
      ).toBe(true),
    );
    expect(where().get('tahun')).toBe('2026');
  });

  it('is in the Laporan divider for superadmin only', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/summary');
    expect(await screen.findByRole('menuitem', { name: /^Analisis/ }, WAIT)).toBeInTheDocument();
  });
});

describe('the average-index panel on the home screens (issue 24 item 5)', () => {
  const panel = async (as: string) =>
    (await api().call('GET', '/api/indeks/average/panel?tahun=2026', { as })).body.data;

  it('shows pemda the national mean, its own region and the predicates, linking to its breakdown', async () => {
    const data = await panel('pemda');
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/summary?tahun=2026');
    const section = await screen.findByRole(
      'region',
      { name: 'Indeks Rata-rata Inovasi 2026' },
      WAIT,
    );
    expect(await within(section).findByText('Rata-rata nasional', {}, WAIT)).toBeInTheDocument();
    expect(within(section).getByText(score(data.nasional.rata_rata))).toBeInTheDocument();
    expect(within(section).getByText(`Indeks ${data.daerah.nama}`)).toBeInTheDocument();
    expect(
      within(section).getByText(`Inovatif: ${formatNumber(data.nasional.per_tab['2'], 'count')}`),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Lihat rincian indeks daerah Anda' }),
    ).toHaveAttribute('href', `/dashboard/indeks-daerah/${data.daerah.profil_id}?tahun=2026`);
    expect(within(section).queryByRole('link', { name: 'Buka laporan lengkap' })).toBeNull();
  });

  it('shows admin the national figures with a link to the ranking', async () => {
    await signInAs(api(), 'admin');
    renderApp('/dashboard/summary');
    const section = await screen.findByRole('region', { name: /^Indeks Rata-rata Inovasi/ }, WAIT);
    expect(
      await within(section).findByRole('link', { name: 'Buka Ranking Indeks' }, WAIT),
    ).toBeInTheDocument();
    expect(within(section).queryByText(/^Indeks Pemerintah/)).toBeNull();
  });

  it('shows a verifier its area on its home, the review queue', async () => {
    const data = await panel('verifikator');
    await signInAs(api(), 'verifikator');
    renderApp('/dashboard');
    const section = await screen.findByRole('region', { name: /^Indeks Rata-rata Inovasi/ }, WAIT);
    expect(
      await within(section).findByText(`Rata-rata ${data.wilayah.nama}`, {}, WAIT),
    ).toBeInTheDocument();
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
  });

  it.each(['viewer', 'tim.penilai'])('shows %s the panel on its home', async (as) => {
    await signInAs(api(), as);
    renderApp('/dashboard');
    expect(
      await screen.findByRole('region', { name: /^Indeks Rata-rata Inovasi/ }, WAIT),
    ).toBeInTheDocument();
  });

  it('shows no panel away from home, nor to superadmin (spec 6 names five roles)', async () => {
    await signInAs(api(), 'admin');
    renderApp('/dashboard/inovasi-daerah');
    expect(await screen.findByRole('tablist', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Indeks Rata-rata Inovasi/ })).toBeNull();
  });

  it('shows superadmin its summary without the panel', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/summary');
    expect(await screen.findByText(/per tahapan/, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Indeks Rata-rata Inovasi/ })).toBeNull();
  });
});

describe('the recap downloads on the report screens (issue 24 item 6)', () => {
  it('offers the national recap per province beside the national report', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/indeks-rata-rata-inovasi-nasional?tahun=2026');
    const group = await screen.findByRole('group', { name: 'Rekap per provinsi' }, WAIT);
    expect(
      within(group).getByRole('button', { name: 'Unduh Excel (Rekap per provinsi)' }),
    ).toBeEnabled();
    expect(
      within(group).getByRole('button', { name: 'Unduh PDF (Rekap per provinsi)' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Unduh Excel' })).toBeEnabled();
  });
});
