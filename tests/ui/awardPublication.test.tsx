import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  app_settings,
  iga_klaster,
  iga_klaster_daerah,
  m_daerah,
  profil_pemda,
} from '../../server/platform/db/schema';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const TAHUN = 2026;

/** A province as the year's only nominee, in the only cluster with a nominee quota. */
async function oneNominee() {
  const t = api();
  const [region] = await t.db
    .select({ id: profil_pemda.id, nama: profil_pemda.nama, m_daerah_id: profil_pemda.m_daerah_id })
    .from(profil_pemda)
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(eq(m_daerah.jenis, 'provinsi'))
    .orderBy(asc(profil_pemda.id))
    .limit(1);
  const [member] = await t.db
    .select({ id: iga_klaster_daerah.iga_klaster_id })
    .from(iga_klaster_daerah)
    .where(eq(iga_klaster_daerah.iga_daerah_id, region!.m_daerah_id))
    .orderBy(iga_klaster_daerah.iga_klaster_id)
    .limit(1);
  const clusters = await t.db.select({ id: iga_klaster.id }).from(iga_klaster);
  // Only the province has a verified index above 0 (a nominee needs one).
  await t.db.execute(sql`update skor_indeks set indeks_verifikasi = 0 where tahun = ${TAHUN}`);
  await t.db.execute(sql`
    insert into skor_indeks (profil_id, tahun, method_version, indeks_verifikasi)
    values (${region!.id}, ${TAHUN}, 'uji', 40)
    on conflict (profil_id, tahun) do update set indeks_verifikasi = 40`);
  await t.call('PUT', '/api/iga/nominasi/kuota', {
    as: 'superadmin',
    body: {
      tahun: TAHUN,
      kuota: clusters.map((k) => ({ iga_klaster_id: k.id, jumlah: k.id === member!.id ? 1 : 0 })),
    },
  });
  const added = await t.call('POST', '/api/iga/nominasi', {
    as: 'superadmin',
    body: { tahun: TAHUN, profil_id: region!.id, nominasi: true, alasan: 'Uji layar' },
  });
  expect(added.status).toBe(200);
  return region!;
}

/** What the screen asks for, done through the API: the index announced, both sheets in. */
async function satisfy(profilId: number) {
  const t = api();
  const [row] = await t.db
    .select({ id: app_settings.id })
    .from(app_settings)
    .where(eq(app_settings.name, 'indeks_diumumkan'));
  await t.call('PUT', `/api/crud/app_settings/${row!.id}`, {
    as: 'superadmin',
    body: { setting_value: `[2023,2024,2025,${TAHUN}]` },
  });
  const detail = await t.call('GET', `/api/presentasi-dan-validasi/${profilId}?tahun=${TAHUN}`, {
    as: 'tim.penilai',
  });
  for (const jenis of ['presentasi', 'validasi'] as const)
    await t.call('POST', `/api/presentasi-dan-validasi/${profilId}`, {
      as: 'tim.penilai',
      body: {
        tahun: TAHUN,
        jenis,
        nilai: detail.body.data.kriteria[jenis].map((c: { id: number }) => ({
          indikator_id: c.id,
          skor: 75,
        })),
      },
    });
}

describe('ranking-iga: preconditions, publication and revision (issue 35)', () => {
  it('shows what is missing with Terbitkan disabled, publishes once met, then offers Buka revisi', async () => {
    const user = userEvent.setup();
    const region = await oneNominee();
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/ranking-iga');
    // The intro names the score as its column does.
    expect(
      await screen.findByText(
        'Skor Akhir IGA = 50% IID + 30% presentasi + 20% validasi lapangan, per klaster.',
      ),
    ).toBeInTheDocument();

    const checklist = await screen.findByRole('region', {
      name: `Syarat penerbitan tahun ${TAHUN}`,
    });
    expect(
      await within(checklist).findByText(
        `indeks tahun ${TAHUN} belum diumumkan (pengaturan indeks_diumumkan)`,
      ),
    ).toBeInTheDocument();
    expect(within(checklist).getByText(/^nilai penilai belum lengkap: /)).toHaveTextContent(
      region.nama,
    );
    const publish = within(checklist).getByRole('button', { name: 'Terbitkan' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      'Terbitkan aktif setelah semua syarat terpenuhi: 2 syarat belum terpenuhi.',
    );

    await satisfy(region.id);
    cleanup();
    renderApp('/dashboard/ranking-iga');
    const ready = await screen.findByRole('region', { name: `Syarat penerbitan tahun ${TAHUN}` });
    expect(await within(ready).findByText('Semua syarat terpenuhi.')).toBeInTheDocument();
    await user.click(within(ready).getByRole('button', { name: 'Terbitkan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));
    expect(await screen.findByText(/Diterbitkan versi 1/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Syarat penerbitan/ })).not.toBeInTheDocument();

    // Frozen: a revision opens with a reason; the checklist returns with Terbitkan ulang.
    await user.click(await screen.findByRole('button', { name: 'Buka revisi' }));
    const revise = await screen.findByRole('dialog');
    const confirm = within(revise).getByRole('button', { name: 'Buka revisi' });
    expect(confirm).toBeDisabled();
    await user.type(within(revise).getByLabelText(/Alasan/), 'Koreksi pleno');
    await user.click(confirm);
    expect(
      await screen.findByText(/Versi 1 dibuka untuk revisi .*Koreksi pleno/),
    ).toBeInTheDocument();
    const again = await screen.findByRole('region', { name: `Syarat penerbitan tahun ${TAHUN}` });
    expect(await within(again).findByRole('button', { name: 'Terbitkan ulang' })).toBeEnabled();
  });

  it('lists a publication’s winner by region and category, locked with the reason', async () => {
    await signInAs(api(), 'admin');
    const [row] = (await api().call('GET', `/api/crud/winners?tahun=${TAHUN}`, { as: 'admin' }))
      .body.data;
    renderApp('/dashboard/winners');
    const cell = await screen.findByText(row._labels.profil_id, { selector: 'td, td *' });
    const tr = cell.closest('tr')!;
    expect(within(tr).getByText('Penerbitan IGA versi 1')).toBeInTheDocument();
    expect(
      within(tr).getByText(/Ditulis oleh penerbitan peringkat IGA tahun 2026 versi 1/),
    ).toBeInTheDocument();
    expect(within(tr).queryByRole('link', { name: /Ubah|Edit/ })).not.toBeInTheDocument();
    expect(within(tr).queryByRole('button', { name: /Hapus/ })).not.toBeInTheDocument();

    // Its own page is titled by region and category and offers no inputs.
    cleanup();
    renderApp(`/dashboard/winners/${row.id}`);
    expect(
      await screen.findByText(`${row._labels.profil_id} · ${row._labels.category_id} · 2026`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/tidak dapat diubah atau dihapus di sini/)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
