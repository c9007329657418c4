import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from '../../src/admin/dataTable/useUrlDataTable';
import { App } from '../../src/App';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const WAIT = { timeout: 20_000 };

/** The app with the router's current query shown, to read what the page wrote to the URL. */
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

describe('an average-index report (issue 24)', () => {
  it('opens in the state its URL carries, and writes tab, filters and page back to it', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    // Kota Bandung's tab as the API gives it.
    const found = await api().call(
      'GET',
      '/api/indeks/average/nasional?tahun=2026&search=Kota%20Bandung',
      { as: 'superadmin' },
    );
    const tab = String(found.body.data[0].tab) as '0' | '1' | '2' | '3';
    const TAB_NAMES = {
      '0': 'Belum Mengisi Data',
      '1': 'Kurang Inovatif',
      '2': 'Inovatif',
      '3': 'Terinovatif',
    };
    renderAt(`/dashboard/indeks-rata-rata-inovasi-nasional?tahun=2026&tab=${tab}&q=Kota%20Bandung`);
    // Found by the search from the URL, on the tab the URL names.
    expect(
      await screen.findByRole('link', { name: /Pemerintah Kota Bandung$/ }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Cari daerah')).toHaveValue('Kota Bandung');
    expect(screen.getByRole('button', { name: 'Unduh Excel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Unduh PDF' })).toBeEnabled();
    const tabs = screen.getByRole('tablist');
    const selected = within(tabs).getByRole('tab', {
      name: new RegExp(`^${TAB_NAMES[tab]} \\(\\d+\\)$`),
    });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    // The summary: every region, those with data, the mean and the count per tab.
    expect(screen.getByTestId('laporan-ringkasan')).toHaveTextContent(
      /^Rata-rata indeks [\d,]+ · \d+ dari 546 daerah berdata\. Belum Mengisi Data \d+ · Kurang Inovatif \d+ · Inovatif \d+ · Terinovatif \d+$/,
    );

    await user.click(within(tabs).getByRole('tab', { name: /^Semua/ }));
    await waitFor(() => expect(where().get('tab')).toBeNull());
    expect(where().get('q')).toBe('Kota Bandung');
    await user.click(await screen.findByRole('button', { name: 'Daerah' }));
    await waitFor(() => expect(where().get('sort')).toBe('nama'));
    await user.click(within(tabs).getByRole('tab', { name: /^Terinovatif/ }));
    await waitFor(() => expect(where().get('tab')).toBe('3'));
    expect(where().get('sort')).toBe('nama');
  });

  it('shows superadmin the Laporan divider with the reports', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/summary');
    expect(await screen.findByText('Laporan', {}, WAIT)).toBeInTheDocument();
    expect(
      await screen.findByRole('menuitem', { name: /Indeks Rata-rata Inovasi Papua/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Rekap Urusan Pemerintahan/ })).toBeInTheDocument();
  });

  it('gives a pemda no Laporan divider', async () => {
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/summary');
    expect(await screen.findByText('Konfigurasi', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Laporan')).not.toBeInTheDocument();
  });
});

describe('a recap (issue 24)', () => {
  it('lists every type with its counts, the chart beside the table', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/rekap-jenis-inovasi?tahun=2026');
    const table = await screen.findByRole('table', { name: 'Rekap Jenis Inovasi' }, WAIT);
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Digital', 'Non Digital']);
    expect(
      await screen.findByRole('img', { name: 'Grafik Rekap Jenis Inovasi' }, WAIT),
    ).toBeInTheDocument();
  });
});

describe('list state in the URL (issue 24 item 7)', () => {
  const defaults = { filter: { tahun: 2026, tab: '' }, perPage: 20, sort: null };

  it('writes only what differs from the defaults, and reads it back typed', () => {
    const params = {
      filter: { tahun: 2025, tab: '3' },
      search: 'papua',
      page: 2,
      perPage: 50,
      sort: { by: 'nama', dir: 'desc' as const },
    };
    const url = writeListParams(params, defaults);
    expect(url.toString()).toBe('tahun=2025&tab=3&q=papua&page=3&per_page=50&sort=-nama');
    expect(readListParams(url, defaults.filter)).toEqual({ ...params });
    expect(
      writeListParams({ ...params, ...defaults, search: '', page: 0 }, defaults).toString(),
    ).toBe('');
    // A number filter that is not a number keeps its default.
    expect(readListParams(new URLSearchParams('tahun=abc&page=0'), defaults.filter)).toMatchObject({
      filter: {},
      page: undefined,
    });
  });
});
