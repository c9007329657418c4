import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { app_settings } from '../../server/platform/db/schema';
import { ownProfilId } from '../helpers/testApp';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

/** The period flag the console loads at start (SettingsGate reads /crud/app_settings). */
const setIgaStatus = (value: string) =>
  api()
    .db.update(app_settings)
    .set({ setting_value: value })
    .where(eq(app_settings.name, 'iga_status'));

afterEach(async () => {
  await setIgaStatus('1');
});

/** The table's data rows (the header row left out). */
const rows = async () => {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
};

describe('profil-pemda-old (issue 27 B6 and B10)', () => {
  it('B6: shows "Ubah" to superadmin while iga_status is 0, as the server accepts the edit', async () => {
    await setIgaStatus('0');
    const own = await ownProfilId(api(), 'pemda');
    const edit = await api().call('PUT', `/api/crud/profil_pemda/${own}`, {
      as: 'superadmin',
      body: { nama_admin: 'Admin Saat Tutup' },
    });
    expect(edit.status).toBe(200);
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/profil-pemda-old');
    const [first] = await rows();
    expect(await within(first!).findByRole('link', { name: 'Ubah' })).toBeInTheDocument();
  });

  it('B10: answers a pemda its own row, without "Tambah", and "Ubah" only while the period is open', async () => {
    await setIgaStatus('0');
    await signInAs(api(), 'pemda');
    const view = renderApp('/dashboard/profil-pemda-old');
    const [only, ...more] = await rows();
    expect(more).toHaveLength(0);
    expect(within(only!).getAllByText(/Bandung/).length).toBeGreaterThan(0);
    expect(within(only!).queryByRole('link', { name: 'Ubah' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Tambah/ })).toBeNull();
    view.unmount();

    await setIgaStatus('1');
    renderApp('/dashboard/profil-pemda-old');
    const [open] = await rows();
    expect(await within(open!).findByRole('link', { name: 'Ubah' })).toBeInTheDocument();
  });
});
