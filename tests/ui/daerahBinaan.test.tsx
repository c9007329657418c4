import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('daerah-binaan (issue 8, spec 2 "Provincial view")', () => {
  it('searches the province innovations as the user pauses typing', async () => {
    const user = userEvent.setup();
    const all = await api().call('GET', '/api/daerah-binaan?per_page=100', { as: 'provinsi' });
    expect(all.status).toBe(200);
    const names = (all.body.data as { nama: string }[]).map((r) => r.nama);
    expect(names.length).toBeGreaterThan(1);
    const wanted = names[names.length - 1]!;

    await signInAs(api(), 'provinsi');
    renderApp('/dashboard/daerah-binaan');
    expect(await screen.findByText(names[0]!)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cari inovasi atau OPD'), wanted);
    // No Enter: the list follows the typed text.
    await waitFor(() => expect(screen.queryByText(names[0]!)).toBeNull());
    expect(screen.getByText(wanted)).toBeInTheDocument();
  });
});
