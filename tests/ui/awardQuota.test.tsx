import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { iga_terbit } from '../../server/platform/db/schema';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const TAHUN = 2026;

describe('nominasi-iga: the quota per cluster (issue 35)', () => {
  it('lets superadmin set a cluster to 0 (not awarded), then shows the freeze’s refusal', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/nominasi-iga');

    // The year's quota of the cluster as the API holds it (the demo period's), beside its
    // nominees count.
    const before = await api().call('GET', `/api/iga/nominasi?tahun=${TAHUN}`, {
      as: 'superadmin',
    });
    const kuota = before.body.kuota.find(
      (k: { klaster: string }) => k.klaster === 'Daerah Perbatasan',
    ).jumlah as number;
    expect(kuota).toBeGreaterThan(0);
    expect(
      await screen.findByText(new RegExp(`^Daerah Perbatasan: \\d+ dari ${kuota}$`)),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ubah kuota' }));
    const dialog = await screen.findByRole('dialog', { name: `Kuota nominasi tahun ${TAHUN}` });
    const perbatasan = within(dialog).getByLabelText('Daerah Perbatasan');
    expect(perbatasan).toHaveValue(kuota);
    const save = within(dialog).getByRole('button', { name: 'Simpan' });

    // Out of range: said at the field, nothing sent.
    await user.clear(perbatasan);
    await user.type(perbatasan, '601');
    expect(perbatasan).toHaveAccessibleDescription('Bilangan bulat 0-600');
    expect(save).toBeDisabled();

    await user.clear(perbatasan);
    await user.type(perbatasan, '0');
    expect(perbatasan).toHaveAccessibleDescription('Tidak dianugerahkan');
    await user.click(save);
    expect(
      await screen.findByText(`Pengaturan IGA tahun ${TAHUN} berhasil disimpan`),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/^Daerah Perbatasan: 0 dari 0 \(tidak dianugerahkan\)$/),
    ).toBeInTheDocument();
    const stored = await api().call('GET', `/api/iga/nominasi?tahun=${TAHUN}`, {
      as: 'superadmin',
    });
    expect(
      stored.body.kuota.find((k: { klaster: string }) => k.klaster === 'Daerah Perbatasan').jumlah,
    ).toBe(0);

    // Once the year is published it is frozen: the dialog shows the server's reason.
    await api()
      .db.insert(iga_terbit)
      .values({
        tahun: TAHUN,
        versi: 1,
        bobot: { iid: 50, presentasi: 30, validasi: 20 },
        method_version: 'uji',
        hasil: [],
        pemenang: [],
      });
    await user.click(await screen.findByRole('button', { name: 'Ubah kuota' }));
    const again = await screen.findByRole('dialog', { name: `Kuota nominasi tahun ${TAHUN}` });
    await user.click(within(again).getByRole('button', { name: 'Simpan' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      `peringkat IGA tahun ${TAHUN} sudah diterbitkan (versi 1)`,
    );
  });
});
