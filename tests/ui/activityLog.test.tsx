import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatActivityTime, formatDate, lastDays } from '../../domain/format';
import { recordActivity } from '../../server/platform/db/audit';
import { mockServer, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('activity log page', () => {
  it('shows entries from the real API with Jakarta times, and loads more', async () => {
    const user = userEvent.setup();
    for (let i = 0; i < 60; i++) {
      await recordActivity(api().db, { actor: null, name: 'login_failed', data: [] });
    }
    const created = await api().call('POST', '/api/crud/iga_klaster', {
      as: 'admin',
      body: { klaster: 'Klaster Log UI' },
    });
    const adminId = (await api().call('GET', '/api/me', { as: 'admin' })).body.data.id;
    const log = await api().call('GET', `/api/activities?account_id=${adminId}`, {
      as: 'superadmin',
    });
    const entry = log.body.data.find((a: { name: string }) => a.name === 'create');
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/activity');

    const row = (await screen.findByText(/ diisi Klaster Log UI$/)).closest('tr')!;
    expect(row).toHaveTextContent(formatActivityTime(entry.ts));
    expect(formatActivityTime(entry.ts)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB$/);
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(within(row).getByText('Menambah')).toBeInTheDocument();
    expect(row).toHaveTextContent(`#${created.body.data.id}`);
    expect(screen.getByRole('menuitem', { name: /Log Aktivitas/ })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Log Aktivitas' });
    expect(within(table).getAllByRole('row')).toHaveLength(51); // header + 50
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(51));
    expect(screen.getAllByText('Gagal masuk').length).toBeGreaterThan(50);
  });

  it('filters by a date range typed as DD/MM/YYYY', async () => {
    const user = userEvent.setup();
    const actor = { id: 1, username: 'superadmin' };
    await recordActivity(api().db, {
      actor,
      name: 'update',
      resource: 'uji_tanggal',
      ts: new Date('2020-01-10T17:30:00Z'), // 11/01/2020 00:30 WIB
      data: [{ name: 'catatan', before: 'lama', after: 'baru' }],
    });
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/activity');
    const from = await screen.findByLabelText('Dari tanggal');
    expect(from).toHaveValue(formatDate(lastDays(new Date()).start_from));
    await user.clear(from);
    await user.type(from, '11/01/2020');
    const until = screen.getByLabelText('Sampai tanggal');
    await user.clear(until);
    await user.type(until, '11/01/2020');
    expect(await screen.findByText('Catatan diubah dari lama menjadi baru')).toBeInTheDocument();
    expect(screen.getByText('11/01/2020 00:30 WIB')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);

    await user.clear(until);
    await user.type(until, '10/01/2020');
    expect(
      await screen.findByText('Tanggal awal harus sebelum tanggal akhir.'),
    ).toBeInTheDocument();
    await user.clear(until);
    await user.type(until, '31/02/2020');
    expect(screen.getByText('Tulis tanggal sebagai DD/MM/YYYY')).toBeInTheDocument();
  });

  it('shows the spec-8 message when the log cannot be loaded', async () => {
    mockServer().use(
      http.get('*/api/activities', () =>
        HttpResponse.json({ status: 0, message: 'rusak' }, { status: 500 }),
      ),
    );
    await signInAs(api(), 'admin');
    renderApp('/dashboard/activity');
    expect(
      await screen.findByText('Gagal menarik data. Silahkan coba beberapa saat lagi!'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeTruthy(); // a 500 does not end the session
  });

  it('shows "Tidak ada data" for an empty range and the aspect log for admins', async () => {
    await signInAs(api(), 'admin');
    renderApp('/dashboard/aspeklog');
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Log Lengkap/ })).toBeInTheDocument();
  });

  it('tells other roles the page is not for them without calling the API', async () => {
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/activity');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tidak ada akses');
    expect(alert).toHaveTextContent('tidak dapat membuka layar "Log Aktivitas"');
    expect(screen.queryByRole('menuitem', { name: /Log Aktivitas/ })).not.toBeInTheDocument();
  });
});
