import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failedCalls, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('child screens (klaster -> Detail Klaster)', () => {
  it('opens the child list on one parent, links back, and pre-fills the parent on create', async () => {
    const user = userEvent.setup();
    const { body } = await api().call(
      'GET',
      '/api/crud/iga_klaster?per_page=1&orderBy=klaster&orderDirection=asc',
      {
        as: 'superadmin',
      },
    );
    const klaster = body.data[0] as { id: number; klaster: string };
    const children = await api().call(
      'GET',
      `/api/crud/iga_klaster_daerah?per_page=1&iga_klaster_id=${klaster.id}`,
      {
        as: 'superadmin',
      },
    );
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/klaster');

    const row = (await screen.findByText(klaster.klaster)).closest('tr')!;
    await user.click(await within(row).findByRole('link', { name: 'Detail' }));

    const back = await screen.findByRole('link', { name: 'Kembali ke Klaster' });
    expect(back).toHaveAttribute('href', '/dashboard/klaster');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    const klasterCells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    await waitFor(() => expect(new Set(klasterCells())).toEqual(new Set([klaster.klaster])));
    expect(
      screen.getByText(`1-${Math.min(20, children.body.total)} dari ${children.body.total}`),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Tambah' }));
    const parentInput = await screen.findByLabelText(/^Klaster/);
    await waitFor(() => expect(parentInput).toHaveValue(klaster.klaster));

    expect(failedCalls).toEqual([]);
  });
});
