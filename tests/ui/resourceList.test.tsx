import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const LIST = '/dashboard/urusan-pemerintahan';

interface Urusan {
  nama: string;
}

/** The `nama` cells of the table, top to bottom. */
const namaCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

async function firstPage(query: string): Promise<{ names: string[]; total: number }> {
  const { body } = await api().call('GET', `/api/crud/iga_urusan_pemerintahan?${query}`, {
    as: 'superadmin',
  });
  return { names: (body.data as Urusan[]).map((u) => u.nama), total: body.total as number };
}

describe('generic list (iga_urusan_pemerintahan)', () => {
  it('renders the seeded rows, sorted by nama, 20 per page', async () => {
    const expected = await firstPage('page=0&per_page=20&orderBy=nama&orderDirection=asc');
    await signInAs(api(), 'superadmin');
    renderApp(LIST);
    expect(await screen.findByText(expected.names[0]!)).toBeInTheDocument();
    expect(namaCells()).toEqual(expected.names);
    expect(screen.getByText(`1-20 dari ${expected.total}`)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Kelompok/ })).toBeInTheDocument();
  });

  it('filters with the search box', async () => {
    const user = userEvent.setup();
    const expected = await firstPage(
      'page=0&per_page=20&orderBy=nama&orderDirection=asc&search=pendidikan',
    );
    await signInAs(api(), 'superadmin');
    renderApp(LIST);
    await screen.findAllByRole('row');
    await user.type(screen.getByPlaceholderText('Cari'), 'pendidikan');
    await waitFor(() => expect(namaCells()).toEqual(expected.names));
    expect(expected.names.length).toBeGreaterThan(0);
    expect(expected.names.length).toBeLessThan(20);
  });

  it('sorts by a column header', async () => {
    const user = userEvent.setup();
    const expected = await firstPage('page=0&per_page=20&orderBy=nama&orderDirection=desc');
    await signInAs(api(), 'superadmin');
    renderApp(LIST);
    await screen.findAllByRole('row');
    await user.click(
      within(screen.getByRole('columnheader', { name: /Nama/ })).getByRole('button'),
    );
    await waitFor(() => expect(namaCells()[0]).toBe(expected.names[0]));
    expect(namaCells()).toEqual(expected.names);
  });
});
