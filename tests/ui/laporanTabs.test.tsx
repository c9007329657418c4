import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../domain/format';
import { App } from '../../src/App';
import { signInAs, startRealApi } from './harness';

/**
 * Issue 37 item 6 (finding 8): the analysis and the four recaps have predicate tabs, as the
 * average-index reports do: each tab with its count, the tab in the URL, the rows of the tab.
 */
const api = startRealApi();
const WAIT = { timeout: 20_000 };
const TAB_NAMES = ['Belum Mengisi Data', 'Kurang Inovatif', 'Inovatif', 'Terinovatif'];

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
const count = (n: number) => formatNumber(n, 'count');
const get = async (path: string) => (await api().call('GET', path, { as: 'superadmin' })).body;

/** The tab of 1-3 holding the most (so that switching to it changes what is shown). */
const fullest = (perTab: Record<string, number>) =>
  [1, 2, 3].reduce((best, k) => (perTab[k]! > perTab[best]! ? k : best), 1);

describe('predicate tabs on the recaps (issue 37 item 6)', () => {
  it('counts each tab, and shows the counts of the tab chosen', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    const all = await get('/api/laporan/rekap/urusan?tahun=2026');
    const tab = fullest(all.ringkasan.per_tab);
    const inTab = await get(`/api/laporan/rekap/urusan?tahun=2026&tab=${tab}`);
    renderAt('/dashboard/rekap-urusan-pemerintah?tahun=2026');

    const tabs = await screen.findByRole('tablist', {}, WAIT);
    const semua = await within(tabs).findByRole(
      'tab',
      { name: `Semua (${count(all.ringkasan.jumlah_inovasi)})` },
      WAIT,
    );
    expect(semua).toHaveAttribute('aria-selected', 'true');
    for (const [k, name] of TAB_NAMES.entries())
      expect(
        within(tabs).getByRole('tab', { name: `${name} (${count(all.ringkasan.per_tab[k])})` }),
      ).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: new RegExp(`^${TAB_NAMES[tab]} `) }));
    await waitFor(() => expect(where().get('tab')).toBe(String(tab)));
    const table = await screen.findByRole('table', { name: 'Rekap Urusan Pemerintahan' }, WAIT);
    const shown = (row: { name: string; total: number }) =>
      within(table).getByRole('row', { name: new RegExp(`^${row.name} ${count(row.total)} `) });
    // Every affair with innovations in the tab shows the tab's count, not the whole year's.
    await waitFor(() => {
      for (const row of inTab.data.filter((r: { total: number }) => r.total > 0)) shown(row);
    }, WAIT);
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent(TAB_NAMES[tab]!);
  });

  it('opens on the tab its URL names', async () => {
    await signInAs(api(), 'superadmin');
    renderAt('/dashboard/rekap-inisiator?tahun=2026&tab=0');
    const tabs = await screen.findByRole('tablist', {}, WAIT);
    expect(
      await within(tabs).findByRole('tab', { name: /^Belum Mengisi Data/ }, WAIT),
    ).toHaveAttribute('aria-selected', 'true');
  });
});

describe('predicate tabs on the analysis (issue 37 item 6)', () => {
  it('counts regions per tab; a tab keeps only its regions, and lands in the URL', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    const all = await get('/api/laporan/analisis?tahun=2026');
    const tab = fullest(all.ringkasan.per_tab);
    const inTab = await get(`/api/laporan/analisis?tahun=2026&tab=${tab}`);
    renderAt('/dashboard/analisis?tahun=2026');

    const tabs = await screen.findByRole('tablist', { name: 'Tab predikat' }, WAIT);
    expect(
      await within(tabs).findByRole(
        'tab',
        { name: `Semua (${count(all.ringkasan.jumlah_daerah)})` },
        WAIT,
      ),
    ).toHaveAttribute('aria-selected', 'true');
    await user.click(
      within(tabs).getByRole('tab', {
        name: `${TAB_NAMES[tab]} (${count(all.ringkasan.per_tab[tab])})`,
      }),
    );
    await waitFor(() => expect(where().get('tab')).toBe(String(tab)));
    expect(where().get('tahun')).toBe('2026');

    // The histogram's figures are the tab's: its regions only.
    const [, histogram] = await screen.findAllByRole('button', { name: 'Lihat tabel' }, WAIT);
    await user.click(histogram!);
    const bins = await screen.findByRole('table', { name: 'Sebaran Indeks' });
    const counts = within(bins)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(counts).toEqual(inTab.data.histogram.map((h: { jumlah: number }) => count(h.jumlah)));
    const total = inTab.data.histogram.reduce(
      (s: number, h: { jumlah: number }) => s + h.jumlah,
      0,
    );
    expect(total).toBe(all.ringkasan.per_tab[tab]);
  });
});
