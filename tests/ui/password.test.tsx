import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../server/platform/db/schema';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const NEUTRAL = 'Jika akun terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim.';

const meWith = (token: string) =>
  api().app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });

describe('forgot and reset password', () => {
  it('shows the neutral answer for a known and an unknown account alike', async () => {
    const user = userEvent.setup();
    const view = renderApp('/forgot');
    await user.type(await screen.findByLabelText('Nama Pengguna atau Email'), 'pemda');
    await user.click(screen.getByRole('button', { name: 'Kirim Tautan' }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    view.unmount();

    renderApp('/forgot');
    await user.type(await screen.findByLabelText('Nama Pengguna atau Email'), 'tidak.ada');
    await user.click(screen.getByRole('button', { name: 'Kirim Tautan' }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
  });

  it('sets a new password from the mailed link', async () => {
    const user = userEvent.setup();
    await api().call('POST', '/api/forgot', { body: { login: 'upt' } });
    const [mail] = await api()
      .db.select()
      .from(outbox)
      .where(eq(outbox.to_address, 'upt@demo.inovasi.go.id'));
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    renderApp(`/reset-password?token=${token}`);

    await user.type(await screen.findByLabelText('Kata Sandi Baru'), 'pendek');
    await user.type(screen.getByLabelText('Ulangi Kata Sandi Baru'), 'pendek');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    expect(await screen.findByText('Minimal 8 karakter')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Kata Sandi Baru'));
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'UptBaru#2026');
    await user.clear(screen.getByLabelText('Ulangi Kata Sandi Baru'));
    await user.type(screen.getByLabelText('Ulangi Kata Sandi Baru'), 'UptBaru#2026');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    expect(
      await screen.findByText('Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk ke portal' })).toHaveAttribute('href', '/login');
    const login = await api().call('POST', '/api/login', {
      body: { username: 'upt', password: 'UptBaru#2026' },
    });
    expect(login.status).toBe(200);
  });
});

describe('change own password', () => {
  it('opens from the user menu, saves, and keeps this browser signed in', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'opd');
    const oldToken = localStorage.getItem('token')!;
    renderApp('/dashboard/summary');
    await user.click(await screen.findByRole('button', { name: 'Profil' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ubah Kata Sandi' }));

    await user.type(await screen.findByLabelText('Kata Sandi Lama'), 'salah-sekali');
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'OpdBaru#2026');
    await user.type(screen.getByLabelText('Ulangi Kata Sandi Baru'), 'OpdBaru#2026');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kata sandi lama salah')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(oldToken);

    await user.clear(screen.getByLabelText('Kata Sandi Lama'));
    await user.type(screen.getByLabelText('Kata Sandi Lama'), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kata sandi berhasil diubah.')).toBeInTheDocument();

    const newToken = localStorage.getItem('token')!;
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    expect(Number(localStorage.getItem('token_expires_at'))).toBeGreaterThan(Date.now());
    expect((await meWith(newToken)).status).toBe(200);
    expect((await meWith(oldToken)).status).toBe(401);

    // Still signed in: another screen opens without a trip to /login.
    await user.click(screen.getByRole('menuitem', { name: /Dashboard Utama/ }));
    expect(await screen.findByText('Total Inovasi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Masuk' })).not.toBeInTheDocument();
  });
});
