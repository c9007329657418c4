import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { iga2020_inovasi, laporan_diklat } from '../../server/platform/db/schema';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { failedCalls, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const WAIT = { timeout: 20_000 };
let w: WorkflowWorld;
const made = { high: 0, low: 0, rejected: 0, accepted: 0, verified: 0 };

beforeAll(async () => {
  const t = api();
  w = await workflowWorld(t);
  made.high = await newInovasi(t, w, { nama: 'Antrian Skor Tinggi' });
  made.low = await newInovasi(t, w, { nama: 'Antrian Skor Rendah' });
  for (const [id, points] of [
    [made.high, '88.5'],
    [made.low, '12'],
  ] as const) {
    await act(t, id, 'kirim', 'pemda');
    await t.db
      .update(iga2020_inovasi)
      .set({ verifikasi_points: points, kematangan: '50', waktu_implementasi: '2024-02-01' })
      .where(eq(iga2020_inovasi.id, id));
  }
  made.rejected = await newInovasi(t, w, { nama: 'Antrian Ditolak Untuk Admin' });
  await act(t, made.rejected, 'kirim', 'pemda');
  await act(t, made.rejected, 'tolak', 'verifikator', { alasan: 'Bukti kurang' });
  made.accepted = await newInovasi(t, w, { nama: 'Antrian Sudah Diterima QC' });
  await act(t, made.accepted, 'kirim', 'pemda');
  await act(t, made.accepted, 'setujui', 'verifikator');
  await act(t, made.accepted, 'qc-terima', 'quality_control');
  made.verified = await newInovasi(t, w, { nama: 'Antrian Terverifikasi Belum QC' });
  await act(t, made.verified, 'kirim', 'pemda');
  await act(t, made.verified, 'setujui', 'verifikator');
}, 120_000);

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent ?? '');

describe('the verifier’s queue (issue 27 item 1)', () => {
  it('shows the number, the implementation date and both scores, and sorts by the verification score as the API does', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'verifikator');
    renderApp('/dashboard/review');
    const table = await screen.findByRole('table', { name: 'Review Inovasi' }, WAIT);
    for (const header of [
      'Nomor Registrasi',
      'Waktu Implementasi',
      'Skor Mandiri',
      'Skor Verifikasi',
    ])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect((await within(table).findAllByText('01/02/2024', {}, WAIT)).length).toBeGreaterThan(0);

    await user.click(within(table).getByRole('button', { name: 'Skor Verifikasi' }));
    const expected = await api().call(
      'GET',
      '/api/nomor_registrasi/request/lookup?orderBy=verifikasi_points&orderDirection=asc&per_page=20',
      { as: 'verifikator' },
    );
    const names = expected.body.data.map((r: { nama: string }) => r.nama);
    await waitFor(
      () =>
        expect(rowNames(table).map((n) => names.find((x: string) => n.startsWith(x)))).toEqual(
          names,
        ),
      WAIT,
    );
    await user.click(within(table).getByRole('button', { name: 'Skor Verifikasi' }));
    await waitFor(() => {
      const order = rowNames(table);
      expect(order.findIndex((n) => n.startsWith('Antrian Skor Tinggi'))).toBeLessThan(
        order.findIndex((n) => n.startsWith('Antrian Skor Rendah')),
      );
    }, WAIT);
    expect(failedCalls).toEqual([]);
  });

  it('hasil-review offers no reject once quality control accepted', async () => {
    await signInAs(api(), 'admin');
    renderApp('/dashboard/hasil-review?tahun=2026');
    const table = await screen.findByRole('table', { name: 'Hasil Review' }, WAIT);
    const row = (await within(table).findByText('Antrian Sudah Diterima QC', {}, WAIT)).closest(
      'tr',
    )!;
    expect(within(row).queryByRole('button', { name: 'Tolak' })).toBeNull();
    // A verified one still waiting for quality control (qc 0) keeps it.
    const waiting = (
      await within(table).findByText('Antrian Terverifikasi Belum QC', {}, WAIT)
    ).closest('tr')!;
    expect(within(waiting).getByRole('button', { name: 'Tolak' })).toBeInTheDocument();
  });
});

describe('hasil-rejected "approve" (issue 27 item 2)', () => {
  it('admin approves a rejected innovation with a note; it shows under hasil-review with a number', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'admin');
    const view = renderApp('/dashboard/hasil-rejected?tahun=2026');
    const table = await screen.findByRole('table', { name: 'Inovasi Ditolak' }, WAIT);
    const row = (await within(table).findByText('Antrian Ditolak Untuk Admin', {}, WAIT)).closest(
      'tr',
    )!;
    // The two QC decisions stay with quality_control.
    expect(within(row).queryByRole('button', { name: 'Menerima Sebagai Inovasi' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Setujui' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    expect(
      await within(dialog).findByText('Catatan wajib diisi untuk menyetujui inovasi yang ditolak'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Bukti sudah dilengkapi');
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    view.unmount();

    renderApp('/dashboard/hasil-review?tahun=2026');
    const approved = await screen.findByRole('table', { name: 'Hasil Review' }, WAIT);
    const moved = (
      await within(approved).findByText('Antrian Ditolak Untuk Admin', {}, WAIT)
    ).closest('tr')!;
    expect(within(moved).getByText(/^2026\/.+\/\d{5}$/)).toBeInTheDocument();
  });
});

describe('the hidden screens render (issue 27 item 3)', () => {
  it('nomor_registrasi/{id}: the request and its history', async () => {
    await signInAs(api(), 'verifikator');
    renderApp(`/dashboard/nomor_registrasi/${made.high}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Permohonan Nomor Registrasi: Antrian Skor Tinggi' },
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Pengirim')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Riwayat' })).toBeInTheDocument();
    expect(screen.getByText(/^Kirim oleh/)).toBeInTheDocument();
  });

  it('recount: each year with its last run, opened from the ranking', async () => {
    const user = userEvent.setup();
    await api().call('POST', '/api/indeks/hitung-ulang?tahun=2019', { as: 'superadmin' });
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/ranking-index');
    await user.click(await screen.findByRole('link', { name: 'Riwayat Hitung Ulang' }, WAIT));
    const table = await screen.findByRole('table', { name: 'Hitung Ulang Indeks' }, WAIT);
    const row = within(table).getByText('2019').closest('tr')!;
    expect(within(row).getByText('superadmin')).toBeInTheDocument();
    expect(within(row).getByText(/detik$/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Hitung Ulang' })).toBeInTheDocument();
  });

  it('detail-diklat/{id}: the report read-only with its video link, opened from the list', async () => {
    const user = userEvent.setup();
    const [report] = await api()
      .db.insert(laporan_diklat)
      .values({
        nama_peserta: 'Peserta Laporan Uji',
        judul_proyek: 'Proyek Perubahan Uji',
        file_video: 'https://video.example.id/laporan-uji',
      })
      .returning({ id: laporan_diklat.id });
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/data-diklat?filter=%7B%22q%22%3A%22Peserta%20Laporan%20Uji%22%7D');
    const cell = await screen.findByText('Peserta Laporan Uji', {}, WAIT);
    await user.click(within(cell.closest('tr')!).getByRole('link', { name: 'Lihat' }));
    expect(
      await screen.findByRole('heading', { name: 'Detail Laporan Diklat' }, WAIT),
    ).toBeInTheDocument();
    expect(await screen.findByText('Proyek Perubahan Uji', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka video' })).toHaveAttribute(
      'href',
      'https://video.example.id/laporan-uji',
    );
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(report).toBeDefined();
  });
});
