import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { m_daerah, profil_pemda } from '../../server/platform/db/schema';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('presentasi-dan-validasi-lapangan (issue 25)', () => {
  it('lets tim.penilai score a nominee’s presentation, out-of-range values shown at the field', async () => {
    const user = userEvent.setup();
    const [region] = await api()
      .db.select({ id: profil_pemda.id, nama: profil_pemda.nama })
      .from(profil_pemda)
      .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
      .where(eq(m_daerah.jenis, 'provinsi'))
      .orderBy(asc(profil_pemda.id))
      .limit(1);
    // A nominee needs a verified index above 0, as a recount would have stored it.
    await api().db.execute(sql`
      insert into skor_indeks (profil_id, tahun, method_version, indeks_verifikasi)
      values (${region!.id}, 2026, 'uji', 40)
      on conflict (profil_id, tahun) do update set indeks_verifikasi = 40`);
    const added = await api().call('POST', '/api/iga/nominasi', {
      as: 'superadmin',
      body: { tahun: 2026, profil_id: region!.id, nominasi: true, alasan: 'Uji layar penilaian' },
    });
    expect(added.status).toBe(200);

    await signInAs(api(), 'tim.penilai');
    renderApp('/dashboard/presentasi-dan-validasi-lapangan');
    await user.type(await screen.findByLabelText('Cari'), region!.nama);
    const cell = await screen.findByText(region!.nama, { selector: 'td, td *' });
    const row = cell.closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Nilai' }));

    const section = await screen.findByRole('region', { name: 'Presentasi Kepala Daerah' });
    const fields = await within(section).findAllByRole('spinbutton');
    expect(fields).toHaveLength(5);
    expect(within(section).getByLabelText(/Kebaharuan \(bobot 30%\)/)).toBeInTheDocument();
    const values = ['120', '70', '60', '90', '100'];
    for (const [i, field] of fields.entries()) await user.type(field, values[i]!);
    const send = within(section).getByRole('button', { name: /Kirim nilai/ });
    await user.click(send);
    expect(await within(section).findByText('Nilai harus antara 0 dan 100')).toBeInTheDocument();

    await user.clear(fields[0]!);
    await user.type(fields[0]!, '80');
    await user.click(send);
    // (80x30 + 70x25 + 60x15 + 90x20 + 100x10) / 100
    expect(await within(section).findByText('Nilai Anda: 78,50')).toBeInTheDocument();
    // The validation sheet is still blind to the others' scores.
    const validasi = screen.getByRole('region', { name: 'Validasi Lapangan' });
    expect(
      within(validasi).getByText('Nilai penilai lain tampil setelah Anda mengirim nilai sendiri.'),
    ).toBeInTheDocument();
  });
});
