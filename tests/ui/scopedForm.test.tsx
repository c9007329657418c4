import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newInovasi } from '../helpers/inovasiBody';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const CREATE = '/dashboard/inovasi-daerah/create';
const DRAFT = 'draft:inovasi-daerah:new';

/** Everything but the name and the region, as a draft the form restores. */
function draftWithoutRegion() {
  const { nama: _nama, ...rest } = newInovasi();
  localStorage.setItem(DRAFT, JSON.stringify(rest));
}

describe('innovation form and the scope of the account', () => {
  it('asks a pemda for no region and saves the row in its own region', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'pemda');
    draftWithoutRegion();
    renderApp(CREATE);
    const nama = await screen.findByLabelText(/Nama Inovasi/);
    // Tabs group the thirty fields; none of them is a region picker.
    expect(screen.getByRole('tab', { name: 'Identitas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waktu' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Pemda/)).toBeNull();
    await screen.findByText('Isian yang belum tersimpan telah dipulihkan.');
    await user.type(nama, 'Inovasi Tanpa Pilihan Pemda');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Data ditambahkan');

    const me = await api().call('GET', '/api/me', { as: 'pemda' });
    const { body } = await api().call(
      'GET',
      `/api/crud/iga2020_inovasi?search=${encodeURIComponent('Tanpa Pilihan Pemda')}`,
      { as: 'superadmin' },
    );
    expect(body.total).toBe(1);
    expect(body.data[0].profil_id).toBe(me.body.data.profil_id);
    expect(body.data[0].waktu).toBe('2025-01-01');
  });

  it('lets superadmin, who works across regions, pick the region', async () => {
    await signInAs(api(), 'superadmin');
    renderApp(CREATE);
    await screen.findByLabelText(/Nama Inovasi/);
    await waitFor(() => expect(screen.getByLabelText(/^Pemda/)).toBeInTheDocument());
  });
});
