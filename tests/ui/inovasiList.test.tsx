import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { iga2020_inovasi } from '../../server/platform/db/schema';
import { ownProfilId } from '../helpers/testApp';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

const q = (search: string) =>
  `/dashboard/inovasi-daerah?filter=${encodeURIComponent(JSON.stringify({ q: search }))}`;

async function innovation(values: Partial<typeof iga2020_inovasi.$inferInsert>) {
  const me = await api().call('GET', '/api/me', { as: 'pemda' });
  const [row] = await api()
    .db.insert(iga2020_inovasi)
    .values({
      profil_id: await ownProfilId(api(), 'pemda'),
      created_by: me.body.data.id,
      nama: 'Uji daftar',
      tahun: 2024,
      inovasi_status: 2,
      is_covid: 9,
      ...values,
    })
    .returning({ id: iga2020_inovasi.id });
  return row!.id;
}

/** The table row holding a text. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

beforeEach(() => {
  // The settings the console reads at start (SettingsGate): period open, sending open.
  localStorage.setItem('iga_status', '1');
  localStorage.setItem('kirim_inovasi', '1');
  localStorage.setItem('batas_input', '');
});

describe('inovasi-daerah list', () => {
  it('shows stage tabs, completeness, the warning marker and the workflow status', async () => {
    const user = userEvent.setup();
    await innovation({ nama: 'Tabel Inisiatif Kita', inovasi_status: 0, is_covid: 3 });
    await innovation({
      nama: 'Tabel Penerapan Kita',
      status_dokumen: 1,
      kelengkapan: 100,
    });
    await signInAs(api(), 'pemda');
    renderApp(q('Tabel'));
    const inisiatif = await rowOf('Tabel Inisiatif Kita');
    expect(
      within(inisiatif).getByRole('img', { name: 'Isian Profil Inovasi Daerah belum lengkap' }),
    ).toBeInTheDocument();
    expect(within(inisiatif).getByText(/Belum Lengkap · 0%/)).toBeInTheDocument();
    expect(within(inisiatif).getByText('Belum Dikirim')).toBeInTheDocument();
    const penerapan = await rowOf('Tabel Penerapan Kita');
    expect(
      within(penerapan).getByText(/Indikator Mandatori Sudah Terpenuhi · 100%/),
    ).toBeInTheDocument();
    expect(within(penerapan).queryByRole('img', { name: /belum lengkap/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Penerapan' }));
    await waitFor(() => expect(screen.queryByText('Tabel Inisiatif Kita')).toBeNull());
    expect(screen.getByText('Tabel Penerapan Kita')).toBeInTheDocument();
  });

  it('sends a complete innovation with "Kirim", then shows it waiting for the verifier with its sender', async () => {
    const user = userEvent.setup();
    await innovation({
      nama: 'Kirim Lengkap Kita',
      status_dokumen: 1,
      kelengkapan: 100,
      submitable: 1,
    });
    await innovation({ nama: 'Kirim Belum Lengkap Kita' });
    await signInAs(api(), 'pemda');
    renderApp(q('Kirim'));
    const incomplete = await rowOf('Kirim Belum Lengkap Kita');
    expect(within(incomplete).queryByRole('button', { name: /Kirim ke/ })).toBeNull();
    const complete = await rowOf('Kirim Lengkap Kita');
    expect(within(complete).queryByRole('button', { name: 'Pengirim' })).toBeNull();
    await user.click(within(complete).getByRole('button', { name: 'Kirim ke Kemendagri' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Kirim "Kirim Lengkap Kita" ke Kemendagri?');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, kirim' }));
    expect(
      await screen.findByText('Inovasi berhasil dikirim dan menunggu verifikasi.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByText('Kirim Lengkap Kita').closest('tr')!).getByText(
          'Menunggu Verifikasi',
        ),
      ).toBeInTheDocument(),
    );
    const sent = await rowOf('Kirim Lengkap Kita');
    expect(within(sent).queryByRole('button', { name: /Kirim ke/ })).toBeNull();
    // Sent: no edit or delete for pemda any more (spec 4).
    expect(within(sent).queryByRole('link', { name: 'Ubah' })).toBeNull();
    await user.click(within(sent).getByRole('button', { name: 'Pengirim' }));
    expect(
      await screen.findByText(/^Dikirim oleh .+ pada \d{2}\/\d{2}\/\d{4}/),
    ).toBeInTheDocument();
  });
});
