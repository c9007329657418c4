import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ownProfilId } from '../helpers/testApp';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('region profile page (profil-pemda-daerah)', () => {
  it("shows pemda's own profile, its pact section and its history from the real API", async () => {
    const user = userEvent.setup();
    const profilId = await ownProfilId(api(), 'pemda');
    const edit = await api().call('POST', `/api/crud/profil_pemda/${profilId}`, {
      as: 'pemda',
      body: { no_telp: '022-4234793' },
    });
    expect(edit.status).toBe(200);

    await signInAs(api(), 'pemda');
    renderApp('/dashboard/profil-pemda-daerah');
    expect(await screen.findByText('Kota / Kabupaten')).toBeVisible();
    const pakta = screen.getByRole('heading', { name: 'Pakta Integritas' }).closest('section')!;
    expect(await within(pakta).findByText('Pakta integritas belum diunggah.')).toBeVisible();
    expect(within(pakta).getByText('Unggah pakta integritas baru')).toBeVisible();
    expect(screen.getByText('022-4234793')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ubah Indikator SPD' })).toHaveAttribute(
      'href',
      `/dashboard/indikator_daerah/${profilId}`,
    );

    // The change is on the profile's history, in Jakarta time.
    await user.click(screen.getByRole('tab', { name: 'Lini Masa' }));
    const entry = await screen.findByText(/Mengubah Profil Pemda oleh pemda/);
    expect(entry.closest('li')).toHaveTextContent(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB/);
    expect(entry.closest('li')).toHaveTextContent('No. Telepon diisi 022-4234793');
  });

  it('hides the edit and upload actions from a viewer on the verification copy', async () => {
    const profilId = await ownProfilId(api(), 'pemda');
    await signInAs(api(), 'viewer');
    renderApp(`/dashboard/detail-pemda-verifikasi/${profilId}`);
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Lini Masa' })).toBeVisible();
    expect(await screen.findByText('Kota / Kabupaten')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ubah Profil' })).toBeNull();
    expect(screen.queryByText('Unggah pakta integritas baru')).toBeNull();
    expect(screen.queryByText('Ubah Indikator SPD')).toBeNull();
  });
});
