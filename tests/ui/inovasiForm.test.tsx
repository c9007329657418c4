import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { iga2020_inovasi, nomor_registrasi } from '../../server/platform/db/schema';
import { newInovasi } from '../helpers/inovasiBody';
import { ownProfilId } from '../helpers/testApp';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

async function innovation(values: Record<string, unknown>) {
  const me = await api().call('GET', '/api/me', { as: 'pemda' });
  const [row] = await api()
    .db.insert(iga2020_inovasi)
    .values({
      ...(newInovasi(values) as typeof iga2020_inovasi.$inferInsert),
      profil_id: await ownProfilId(api(), 'pemda'),
      created_by: me.body.data.id,
    })
    .returning({ id: iga2020_inovasi.id });
  return row!.id;
}

describe('the innovation form (spec 5)', () => {
  it('counts the design text live and shows the rules under their fields before sending', async () => {
    const user = userEvent.setup();
    const id = await innovation({ nama: 'Form Aturan', is_covid: 3, latar_belakang: 'dua kata' });
    await signInAs(api(), 'pemda');
    renderApp(`/inovasi/${id}`);
    expect(await screen.findByText('2 kata (minimal 300)')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Uraian/ }));
    const text = screen.getByLabelText(/Rancang Bangun/);
    await user.type(text, ' tiga empat');
    expect(screen.getByText('4 kata (minimal 300)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Minimal 300 kata (sekarang 4 kata)')).toBeInTheDocument();
    expect(screen.getByText('Mohon pilih asta cipta')).toBeInTheDocument();
  });

  it('starts a new innovation in the current period (the tahun_aktif setting)', async () => {
    const settings = await api().call(
      'GET',
      '/api/crud/app_settings?search=tahun_aktif&per_page=100',
      { as: 'superadmin' },
    );
    const row = settings.body.data.find((x: { name: string }) => x.name === 'tahun_aktif');
    const set = (value: string) =>
      api().call('PUT', `/api/crud/app_settings/${row.id}`, {
        as: 'superadmin',
        body: { setting_value: value },
      });
    expect((await set('2025')).status).toBe(200);
    try {
      await signInAs(api(), 'pemda');
      renderApp('/dashboard/inovasi-daerah/create');
      const year = await screen.findByLabelText(/^Tahun/);
      await waitFor(() => expect(year).toHaveValue(2025));
    } finally {
      await set('2026');
    }
  });

  it('shows the stored comma-joined urusan as chips of their names', async () => {
    const user = userEvent.setup();
    const names = await api().call('GET', '/api/crud/iga_urusan_pemerintahan?per_page=2', {
      as: 'superadmin',
    });
    const [a, b] = names.body.data as { id: number; nama: string }[];
    const id = await innovation({ nama: 'Form Urusan', urusan_pemerintah_id: `${a!.id},${b!.id}` });
    await signInAs(api(), 'pemda');
    renderApp(`/inovasi/${id}`);
    await user.click(await screen.findByRole('tab', { name: /Klasifikasi/ }));
    expect(await screen.findByRole('button', { name: a!.nama })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: b!.nama })).toBeInTheDocument();
  });

  it('shows the implementation date read-only once the innovation has been sent', async () => {
    const id = await innovation({ nama: 'Form Terkirim' });
    await api()
      .db.insert(nomor_registrasi)
      .values({ inovasi_id: id, hash: `form-${id}`, status_nomor: 2 });
    await signInAs(api(), 'pemda');
    renderApp(`/dashboard/inovasi-daerah/${id}`);
    expect(
      await screen.findAllByText('Tidak dapat diubah setelah inovasi pernah dikirim.'),
    ).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText(/Waktu Penerapan/)).toBeDisabled());
  });
});
