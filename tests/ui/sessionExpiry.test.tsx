import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('a session that expires mid-edit', () => {
  it('sends the user to /login and back to the same form with the draft restored', async () => {
    const user = userEvent.setup();
    const { body } = await api().call(
      'GET',
      '/api/crud/iga_urusan_pemerintahan?per_page=1&orderBy=nama&orderDirection=asc',
      {
        as: 'superadmin',
      },
    );
    const record = body.data[0] as { id: number; nama: string };
    await signInAs(api(), 'superadmin');
    renderApp(`/dashboard/urusan-pemerintahan/${record.id}`);

    const input = await screen.findByDisplayValue(record.nama);
    await user.type(input, ' (diubah)');
    api().advance(24 * 60 * 60 * 1000); // the token is long expired now
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText(/Sesi Anda telah berakhir/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    await user.type(screen.getByLabelText('Nama Pengguna'), 'superadmin');
    await user.type(screen.getByLabelText('Kata Sandi'), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Nama Urusan/)).toHaveValue(`${record.nama} (diubah)`),
    );
    api().advance(-24 * 60 * 60 * 1000); // back to the time of the helper's cached token
    const saved = await api().call('GET', `/api/crud/iga_urusan_pemerintahan/${record.id}`, {
      as: 'superadmin',
    });
    expect(saved.body.data.nama).toBe(record.nama); // restored, not yet saved
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });
});
