import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgetSettings } from '../../server/platform/cache/settingsCache';
import { app_settings, iga2020_inovasi } from '../../server/platform/db/schema';
import { newInovasi } from '../helpers/inovasiBody';
import { ownProfilId } from '../helpers/testApp';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

/** The app settings in the database (SettingsGate copies them to the console at start). */
async function settings(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await api()
      .db.update(app_settings)
      .set({ setting_value: value })
      .where(eq(app_settings.name, name));
  forgetSettings(api().db);
}

async function entry(values: Partial<typeof iga2020_inovasi.$inferInsert>) {
  const me = await api().call('GET', '/api/me', { as: 'pemda' });
  const [row] = await api()
    .db.insert(iga2020_inovasi)
    .values({
      profil_id: await ownProfilId(api(), 'pemda'),
      created_by: me.body.data.id,
      nama: 'Entri lomba',
      tahun: 2026,
      inovasi_status: 2,
      lomba: 1,
      ...values,
    })
    .returning({ id: iga2020_inovasi.id });
  return row!.id;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('lomba-inovasi-daerah list', () => {
  it('lists the entries by stage with completeness, and their actions follow the flags', async () => {
    const user = userEvent.setup();
    await settings({ lomba_status: '1', lomba_kirim_inovasi: '1', lomba_edit_indikator: '1' });
    const lengkap = await entry({
      nama: 'Lomba Penerapan Lengkap',
      status_dokumen: 1,
      kelengkapan: 100,
    });
    await entry({ nama: 'Lomba Inisiatif Baru', inovasi_status: 0 });
    await entry({ nama: 'Lomba Data Indeks', is_index: 1 });
    // An innovation of the region is not an entry.
    await entry({ nama: 'Lomba Bukan Entri', lomba: 0 });
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/lomba-inovasi-daerah');

    expect(
      await screen.findByRole('heading', { name: 'Lomba Inovasi Daerah', level: 1 }),
    ).toBeVisible();
    const complete = await rowOf('Lomba Penerapan Lengkap');
    expect(
      within(complete).getByText(/Indikator Mandatori Sudah Terpenuhi · 100%/),
    ).toBeInTheDocument();
    expect(within(complete).getByText('Belum Dikirim')).toBeInTheDocument();
    expect(within(complete).getByRole('link', { name: 'Indikator' })).toHaveAttribute(
      'href',
      `/dashboard/indikator_inovasi_lomba/${lengkap}`,
    );
    expect(within(complete).getByRole('link', { name: 'Ubah' })).toBeInTheDocument();
    expect(within(complete).getByRole('button', { name: 'Kirim' })).toBeInTheDocument();
    const baru = await rowOf('Lomba Inisiatif Baru');
    // Incomplete: no Kirim.
    expect(within(baru).queryByRole('button', { name: 'Kirim' })).toBeNull();
    expect(screen.queryByText('Lomba Bukan Entri')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tambah' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Inisiatif' }));
    await waitFor(() => expect(screen.queryByText('Lomba Penerapan Lengkap')).toBeNull());
    expect(screen.getByText('Lomba Inisiatif Baru')).toBeInTheDocument();
  });

  it('is read-only while the competition is closed, and sends a complete entry', async () => {
    const user = userEvent.setup();
    await settings({ lomba_status: '0', lomba_kirim_inovasi: '1' });
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/lomba-inovasi-daerah');
    const complete = await rowOf('Lomba Penerapan Lengkap');
    expect(within(complete).queryByRole('link', { name: 'Ubah' })).toBeNull();
    expect(within(complete).queryByRole('button', { name: 'Hapus' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tambah' })).toBeNull();
    expect(screen.getByText(/Lomba inovasi daerah sedang ditutup/)).toBeInTheDocument();

    const confirm = window.confirm;
    window.confirm = () => true;
    try {
      await user.click(within(complete).getByRole('button', { name: 'Kirim' }));
      expect(await screen.findByText('Inovasi lomba dikirim ke verifikasi')).toBeInTheDocument();
    } finally {
      window.confirm = confirm;
    }
    await waitFor(() =>
      expect(
        within(screen.getByText('Lomba Penerapan Lengkap').closest('tr')!).getByText(
          'Menunggu Verifikasi',
        ),
      ).toBeInTheDocument(),
    );
  });

  it('adds an entry through the generic form, the marker sent unseen, Asta Cita left empty', async () => {
    const user = userEvent.setup();
    await settings({ lomba_status: '1' });
    await signInAs(api(), 'pemda');
    // A draft of every field but the marker and the theme (the form reads drafts back).
    const { is_covid: _theme, ...body } = newInovasi({
      nama: 'Lomba Dari Formulir',
      tahun: 2026,
      waktu: '2022-01-10',
      waktu_implementasi: '2022-02-01',
    });
    localStorage.setItem('draft:lomba-inovasi-daerah:new', JSON.stringify(body));
    renderApp('/dashboard/lomba-inovasi-daerah/create');
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));
    // The save reaches the database after the click: look for the row until it is there.
    const stored = () =>
      api()
        .db.select()
        .from(iga2020_inovasi)
        .where(eq(iga2020_inovasi.nama, 'Lomba Dari Formulir'));
    let rows = await stored();
    for (let i = 0; i < 150 && rows.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await stored();
    }
    expect(rows[0]).toMatchObject({ lomba: 1, is_covid: null });
    // The marker is no input of the form.
    expect(screen.queryByText('Entri Lomba')).toBeNull();
  });
});
