import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

/** Opens the role select and picks an option by its Indonesian label. */
async function chooseRole(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByRole('combobox', { name: /^Peran(\s|\*|$)/ }));
  await user.click(within(await screen.findByRole('listbox')).getByText(label));
}

const opdInput = () => screen.queryByRole('combobox', { name: /^Perangkat Daerah \(OPD\)/ });
const areaInput = () => screen.queryByRole('combobox', { name: /^Wilayah Penilaian/ });
// "Daerah" itself, not "Daerah yang diverifikasi" (a verifier's regions, also a combobox).
const regionInput = () => screen.queryByRole('combobox', { name: /^Daerah\s*\*?$/ });
const reviewRegionsInput = () =>
  screen.queryByRole('combobox', { name: /^Daerah yang diverifikasi/ });

describe('account form (spec 5: field visibility follows the role)', () => {
  it('shows OPD only for opd, area only for verifikator, region for pemda', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/account-admin/create');
    await screen.findByRole('button', { name: 'Simpan' });
    expect(opdInput()).toBeNull();
    expect(areaInput()).toBeNull();
    expect(regionInput()).toBeNull();

    await chooseRole(user, 'Perangkat Daerah (OPD)');
    await waitFor(() => expect(opdInput()).not.toBeNull());
    expect(areaInput()).toBeNull();

    await chooseRole(user, 'Verifikator');
    await waitFor(() => expect(areaInput()).not.toBeNull());
    expect(reviewRegionsInput()).not.toBeNull();
    expect(opdInput()).toBeNull();
    expect(regionInput()).toBeNull();

    await chooseRole(user, 'Pemerintah Daerah');
    await waitFor(() => expect(regionInput()).not.toBeNull());
    expect(areaInput()).toBeNull();
    expect(reviewRegionsInput()).toBeNull();
  });

  it('offers a pemda account only the OPD and UPT roles', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/account/create');
    await user.click(await screen.findByRole('combobox', { name: /^Peran(\s|\*|$)/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Perangkat Daerah (OPD)', 'UPT']);
  });

  it('asks for a password when creating an account', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/account-admin/create');
    const password = await screen.findByLabelText(/^Kata Sandi/);
    await user.type(screen.getByLabelText(/^Nama Pengguna/), 'akun.baru');
    await user.type(screen.getByLabelText(/^Nama Lengkap/), 'Akun Baru');
    await chooseRole(user, 'Tim Penilai');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Wajib diisi').length).toBeGreaterThan(0);
  });

  it('names every role in the account list, also the ones the form cannot assign', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/account-admin');
    const row = (username: string) =>
      screen.getAllByRole('row').find((r) => within(r).queryByText(username, { exact: true }))!;
    await screen.findByText('kecamatan');
    expect(within(row('kecamatan')).getByText('Kecamatan')).toBeInTheDocument();
    expect(within(row('provinsi')).getByText('Provinsi')).toBeInTheDocument();
    expect(within(row('asn')).getByText('ASN')).toBeInTheDocument();
  });

  it('disables an account whose role the screen cannot assign, keeping its role', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/account-admin');
    await user.click(await screen.findByText('dinas'));
    const role = await screen.findByRole('combobox', { name: /^Peran/ });
    await waitFor(() => expect(role).toHaveTextContent('Dinas'));
    await user.click(screen.getByRole('combobox', { name: /^Status Akun/ }));
    await user.click(within(await screen.findByRole('listbox')).getByText('Nonaktif'));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    const row = () =>
      screen.getAllByRole('row').find((r) => within(r).queryByText('dinas', { exact: true }))!;
    // The list refetches after the save; on a loaded machine that takes more than a second.
    await waitFor(() => expect(within(row()).getByText('Nonaktif')).toBeVisible());
    expect(within(row()).getByText('Dinas')).toBeVisible();
  });

  it('offers only the OPDs of the chosen region (spec 5)', async () => {
    const user = userEvent.setup();
    const region = (
      await api().call('GET', '/api/crud/m_daerah/lookup?search=Kota%20Bandung', {
        as: 'superadmin',
      })
    ).body.data.find((d: { label: string }) => d.label === 'Kota Bandung');
    const own = (
      await api().call('GET', `/api/crud/opd_perangkat/lookup?m_daerah_id=${region.id}`, {
        as: 'superadmin',
      })
    ).body.data.map((o: { label: string }) => o.label);
    const all = (await api().call('GET', '/api/crud/opd_perangkat/lookup', { as: 'superadmin' }))
      .body.data as { label: string; m_daerah_id: number }[];
    expect(own.length).toBeGreaterThan(0);
    expect(all.some((o) => o.m_daerah_id !== region.id)).toBe(true);

    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/account-admin/create');
    await chooseRole(user, 'Perangkat Daerah (OPD)');
    await user.type(await screen.findByRole('combobox', { name: /^Daerah/ }), 'Kota Bandung');
    await user.click(await screen.findByRole('option', { name: 'Kota Bandung' }));
    await user.click(screen.getByRole('combobox', { name: /^Perangkat Daerah \(OPD\)/ }));
    await waitFor(() => {
      const shown = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(shown.map((o) => o.textContent).sort()).toEqual([...own].sort());
    });
  });
});
